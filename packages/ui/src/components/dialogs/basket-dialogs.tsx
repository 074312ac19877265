import type { Price as PriceData, ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets, isValidImageUrl } from '@vitrine/domain/catalog';
import { useUiText } from '../../i18n/ui-text';
import { cn } from '../../lib/cn';
import type { ImageSource } from '../../lib/image-source';
import { AddToCartLayer, type AddToCartLayerProps } from '../add-to-cart-layer';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog';
import { Image } from '../image';
import { Price } from '../price';
import {
  type ContentDialogProps,
  DialogFrame,
  useCloseThen,
  useControlledOpen,
} from './dialog-frame';

type AddToCartLayerDialogProps = Omit<ContentDialogProps, 'open' | 'id'> &
  Omit<AddToCartLayerProps, 'titleAs'> & {
    /** The layer's id on the page's dialog stack; `add-to-cart-layer` unless given. */
    id?: string;
  };

/**
 * §2 add-to-cart layer as a right-hand dialog: hidden while `message` is null, then success
 * or error (§4: by the basket call's status). The message names the dialog; closing it in
 * any way reports `onOpenChange(false)`, so the caller sets the message back to null.
 */
function AddToCartLayerDialog({
  id = 'add-to-cart-layer',
  returnFocusTo,
  onOpenChange,
  message,
  onContinueShopping,
  className,
  ...layer
}: AddToCartLayerDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  useControlledOpen(message !== null, { id, position: 'right', returnFocusTo });
  return (
    <Dialog id={id} position="right" returnFocusTo={returnFocusTo} onOpenChange={onOpenChange}>
      <DialogContent data-dialog="add-to-cart-layer" className={cn('p-5 pt-14', className)}>
        <DialogDescription className="sr-only">
          {t('dialogs.addToCartLayer.description')}
        </DialogDescription>
        <AddToCartLayer
          message={message}
          titleAs={DialogTitle}
          onContinueShopping={closeThen(onContinueShopping)}
          {...layer}
        />
      </DialogContent>
    </Dialog>
  );
}

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

export {
  AddToCartLayerDialog,
  type AddToCartLayerDialogProps,
  type BundlePiece,
  BundlePromotionDialog,
  type BundlePromotionDialogProps,
};
