import type { Price as PriceData, ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets, isValidImageUrl } from '@vitrine/domain/catalog';
import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { Button } from '../button';
import { Image } from '../image';
import { Price } from '../price';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

// A file of its own: the product page loads it with its dialogs' chunk, while the add-to-cart
// layer beside it in basket-dialogs is on every page with product cards.
/** One article of a bundle promotion with the price it has in the set. */
interface BundlePiece {
  readonly id: string;
  readonly name: string;
  readonly image?: ProductImage;
  readonly price: PriceData;
}

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

/** The bundle-promotion dialog: the articles that complete a set promotion, added together. */
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
  const thumbnail = imageSizePresets.thumbnail;
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
      {/* The same list as SetPromotionStep's, on purpose (that file says why). */}
      <ul data-slot="bundle-promotion-pieces" className="grid gap-3">
        {pieces.map((piece) => (
          <li key={piece.id} className="flex items-center gap-3">
            {piece.image !== undefined && isValidImageUrl(piece.image.src) ? (
              <Image
                src={imageSource(piece.image)}
                alt=""
                width={64}
                height={64}
                maxDensity={thumbnail.maxDensity}
                quality={imageQualities.basket}
                rounded="card"
              />
            ) : null}
            <span className="flex-1 font-semibold">{piece.name}</span>
            <Price price={piece.price} size="sm" />
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}

export { type BundlePiece, BundlePromotionDialog, type BundlePromotionDialogProps };
