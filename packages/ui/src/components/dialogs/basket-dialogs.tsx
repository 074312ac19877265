import type { Price as PriceData, ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets, isValidImageUrl } from '@vitrine/domain/catalog';
import { useUiText } from '../../i18n/ui-text';
import { cn } from '../../lib/cn';
import type { ImageSource } from '../../lib/image-source';
import { useRenderLink } from '../../lib/link-renderer';
import { AddToCartLayer, type AddToCartLayerProps } from '../add-to-cart-layer';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog';
import { Image } from '../image';
import { Price } from '../price';
import {
  ShippingCostProgress,
  type ShippingCostProgressProps,
  ShippingCostRule,
} from '../shipping-cost-progress';
import {
  type ContentDialogProps,
  DialogFrame,
  useCloseThen,
  useControlledOpen,
} from './dialog-frame';
import { InfoDialogFrame } from './info-dialog-frame';

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

type ShippingCostProgressDialogProps = ContentDialogProps &
  ShippingCostProgressProps & {
    /**
     * What it shows: the progress alone (`progress`, the default), or the progress and the
     * shop's steps below it (`rule`: each step's name, order value and cost, the current one
     * marked), as the basket page opens it from its summary.
     */
    detail?: 'progress' | 'rule';
  };

/** §2 basket shipping-cost progress. */
function ShippingCostProgressDialog({
  id = 'basket-shipping-cost-progress',
  returnFocusTo,
  open,
  onOpenChange,
  detail = 'progress',
  ...progress
}: ShippingCostProgressDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="basket-shipping-cost-progress"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.shippingProgress.title')}
      description={t('dialogs.shippingProgress.description')}
      hideDescription
    >
      <ShippingCostProgress {...progress} />
      {detail === 'rule' ? (
        <ShippingCostRule
          className="mt-4"
          orderValue={progress.orderValue}
          conditions={progress.conditions}
          currency={progress.currency}
        />
      ) : null}
    </DialogFrame>
  );
}

type MedicalProductInfoDialogProps = ContentDialogProps & {
  /** The contact page, linked at the end. */
  contactHref: string;
};

/**
 * The info overlay of the basket card's medical-product notice (§2, DE only; whether a line
 * shows the notice is the domain's `showsMedicalNotice`).
 */
function MedicalProductInfoDialog({
  id = 'medical-product-info',
  returnFocusTo,
  open,
  onOpenChange,
  contactHref,
}: MedicalProductInfoDialogProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  return (
    <InfoDialogFrame
      id={id}
      kind="medical-product-info"
      texts="medicalInfo"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
    >
      <p className="text-sm">{t('dialogs.medicalInfo.use')}</p>
      <p className="text-sm">{t('dialogs.medicalInfo.questions')}</p>
      <p>
        {renderLink({
          href: contactHref,
          className:
            'rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus',
          children: t('basketCard.medicalContact'),
        })}
      </p>
    </InfoDialogFrame>
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
  MedicalProductInfoDialog,
  type MedicalProductInfoDialogProps,
  ShippingCostProgressDialog,
  type ShippingCostProgressDialogProps,
};
