import type { ProductImage } from '@vitrine/domain';
import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { Button } from '../button';
import { type BundlePiece, SetPieceList } from '../set-piece-list';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

// A file of its own: the product page loads it with its dialogs' chunk, while the add-to-cart
// layer beside it in basket-dialogs is on every page with product cards.
type BundlePromotionDialogProps = ContentDialogProps & {
  /** The promotion's name (its badge label). */
  promotionName: string;
  /** The articles the shopper adds to complete the set. */
  pieces: readonly BundlePiece[];
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** `pending` while the pieces are added to the basket: the add button does nothing meanwhile. */
  state?: 'idle' | 'pending';
  /** Adds the pieces to the basket; the dialog closes. */
  onAdd: () => void;
};

/** §2 bundle promotion add: the articles that complete a set promotion, added together. */
function BundlePromotionDialog({
  id = 'bundle-promotion-add',
  returnFocusTo,
  open,
  onOpenChange,
  promotionName,
  pieces,
  imageSource,
  state = 'idle',
  onAdd,
}: BundlePromotionDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  const pending = state === 'pending';
  return (
    <DialogFrame
      id={id}
      kind="bundle-promotion-add"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.bundlePromotion.title')}
      description={`${promotionName}: ${t('dialogs.bundlePromotion.text')}`}
      footer={
        <Button
          data-slot="bundle-promotion-add"
          aria-disabled={pending || undefined}
          onClick={pending ? undefined : closeThen(onAdd)}
        >
          {pending ? t('common.loading') : t('dialogs.bundlePromotion.add')}
        </Button>
      }
    >
      <SetPieceList pieces={pieces} imageSource={imageSource} />
    </DialogFrame>
  );
}

export { type BundlePiece, BundlePromotionDialog, type BundlePromotionDialogProps };
