import type { Currency, Price as PriceData, Product, ProductImage } from '@vitrine/domain';
import {
  imageQualities,
  imageSizePresets,
  isOnlineOnly,
  isValidImageUrl,
} from '@vitrine/domain/catalog';
import type { ShippingCostCondition } from '@vitrine/domain/content-model';
import { formatPrice } from '@vitrine/domain/price';
import { shippingCostProgress } from '@vitrine/domain/ui-support';
import * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { cn } from '../../lib/cn';
import type { ImageSource } from '../../lib/image-source';
import { AddToCartLayer, type AddToCartLayerProps } from '../add-to-cart-layer';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog';
import { CheckIcon } from '../icons';
import { Image } from '../image';
import { Price } from '../price';
import { RadioGroupField } from '../radio-group-field';
import {
  type ContentDialogProps,
  DialogFrame,
  useCloseThen,
  useControlledOpen,
} from './dialog-frame';

type AddToCartLayerDialogProps = Omit<ContentDialogProps, 'open'> &
  Omit<AddToCartLayerProps, 'titleAs'>;

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

type ShippingCostProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The basket's order value in cents. */
  orderValue: number;
  /** The shop's shipping-cost conditions (§3; §9 fallback: 4,99 from 0,00). */
  conditions: readonly ShippingCostCondition[];
  currency: Currency;
};

/**
 * Which shipping cost the basket has now and how far it is to the next cheaper step, by the
 * domain's `shippingCostProgress`: a sentence and a progress bar.
 */
function ShippingCostProgress({
  orderValue,
  conditions,
  currency,
  className,
  ...props
}: ShippingCostProgressProps) {
  const { t, locale } = useUiText();
  const progress = shippingCostProgress(orderValue, conditions);
  const money = (cents: number) => formatPrice(cents, { locale, currency }) ?? '';
  const { next } = progress;
  const message =
    next === null
      ? progress.cost === 0
        ? t('dialogs.shippingProgress.reached')
        : t('dialogs.shippingProgress.current', { cost: money(progress.cost) })
      : next.cost === 0
        ? t('dialogs.shippingProgress.remainingFree', { amount: money(next.remaining) })
        : t('dialogs.shippingProgress.remaining', {
            amount: money(next.remaining),
            cost: money(next.cost),
          });
  const percent = Math.round(progress.share * 100);
  return (
    <div
      data-slot="shipping-cost-progress"
      data-state={next === null ? 'complete' : 'open'}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <p data-slot="shipping-cost-progress-message" className="text-sm font-semibold">
        {message}
      </p>
      <div
        role="progressbar"
        aria-label={t('dialogs.shippingProgress.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          data-slot="shipping-cost-progress-bar"
          className="h-full rounded-full bg-primary"
          style={{ width: `${percent}%` }}
        />
      </div>
      {next !== null ? (
        <p className="text-sm text-ink-soft">
          {t('dialogs.shippingProgress.current', { cost: money(progress.cost) })}
        </p>
      ) : null}
    </div>
  );
}

type ShippingCostProgressDialogProps = ContentDialogProps & ShippingCostProgressProps;

/** §2 basket shipping-cost progress. */
function ShippingCostProgressDialog({
  id = 'basket-shipping-cost-progress',
  returnFocusTo,
  open,
  onOpenChange,
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
    </DialogFrame>
  );
}

interface Carrier {
  readonly name: string;
  /** How this carrier delivers (times, tracking, parcel shops), from the CMS. */
  readonly text: string;
  /** The carrier's logo; decorative, the name says who it is. */
  readonly logo?: ImageSource;
}

type CarrierInfoDialogProps = ContentDialogProps & {
  /** The shop's shipping providers (§3 config `shippingProviders`) with their texts. */
  carriers: readonly Carrier[];
};

/** §2 carrier info: who delivers and how. */
function CarrierInfoDialog({
  id = 'carrier-info',
  returnFocusTo,
  open,
  onOpenChange,
  carriers,
}: CarrierInfoDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="carrier-info"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.carrierInfo.title')}
      description={carriers.map((carrier) => carrier.name).join(', ')}
      hideDescription
    >
      <ul data-slot="carrier-info-list" className="grid gap-4">
        {carriers.map((carrier) => (
          <li key={carrier.name} className="flex items-start gap-3">
            {carrier.logo !== undefined ? (
              <Image src={carrier.logo} alt="" width={64} height={32} maxDensity={2} />
            ) : null}
            <div className="grid gap-1">
              <h3 className="font-semibold">{carrier.name}</h3>
              <p className="text-sm text-ink-soft">{carrier.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}

/** A retail store and whether it has the article to reserve. */
interface ReserveStore {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly inStock: boolean;
}

type ClickAndReserveDialogProps = ContentDialogProps & {
  /** The article to reserve; §4 decides whether it may go to a store at all. */
  product: Pick<Product, 'name' | 'attributes' | 'advancedAttributes' | 'variants'>;
  /** The variant's label (size, colour), when it has one. */
  variantLabel?: string;
  /** The stores near the shopper, nearest first. */
  stores: readonly ReserveStore[];
  /** `reserved` once the reservation went through. */
  state: 'idle' | 'pending' | 'reserved';
  onReserve: (storeId: string) => void;
};

/**
 * §2 click-and-reserve (basket and product page; the country's clickAndReserve flag, §6,
 * decides where it is offered). An online-only article (§4: not buyable, personalised, bulky,
 * VPP or bundle) cannot be reserved and the dialog says so; stores without stock are shown
 * but cannot be chosen.
 */
function ClickAndReserveDialog({
  id = 'click-and-reserve',
  returnFocusTo,
  open,
  onOpenChange,
  product,
  variantLabel,
  stores,
  state,
  onReserve,
}: ClickAndReserveDialogProps) {
  const { t } = useUiText();
  const onlineOnly = isOnlineOnly(product);
  const firstInStock = stores.find((store) => store.inStock);
  const [storeId, setStoreId] = React.useState(firstInStock?.id ?? '');
  const pending = state === 'pending';
  const canReserve = !onlineOnly && firstInStock !== undefined && state !== 'reserved';
  return (
    <DialogFrame
      id={id}
      kind="click-and-reserve"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.clickAndReserve.title')}
      description={t('dialogs.clickAndReserve.text')}
      footer={
        canReserve ? (
          <Button
            data-slot="click-and-reserve-submit"
            aria-disabled={pending || undefined}
            onClick={() => !pending && storeId !== '' && onReserve(storeId)}
          >
            {pending ? t('common.loading') : t('dialogs.clickAndReserve.reserve')}
          </Button>
        ) : null
      }
    >
      <p data-slot="click-and-reserve-article" className="font-semibold">
        {variantLabel !== undefined ? `${product.name}, ${variantLabel}` : product.name}
      </p>
      {onlineOnly ? (
        <p data-slot="click-and-reserve-online-only" className="text-sm">
          {t('dialogs.clickAndReserve.onlineOnly')}
        </p>
      ) : state === 'reserved' ? (
        <p
          role="status"
          data-slot="click-and-reserve-reserved"
          className="flex items-start gap-2 rounded-control bg-success-soft p-3 text-sm font-semibold text-success"
        >
          <CheckIcon className="mt-0.5 size-4 shrink-0" />
          {t('dialogs.clickAndReserve.reserved', {
            store: stores.find((store) => store.id === storeId)?.name ?? '',
          })}
        </p>
      ) : (
        <RadioGroupField
          label={t('dialogs.clickAndReserve.store')}
          orientation="vertical"
          value={storeId}
          onValueChange={setStoreId}
          options={stores.map((store) => ({
            value: store.id,
            label: store.name,
            disabled: !store.inStock,
            hint: (
              <span className="grid text-sm">
                <span className="text-ink-soft">{store.address}</span>
                <span className={store.inStock ? 'font-semibold text-success' : 'text-ink-soft'}>
                  {t(
                    store.inStock
                      ? 'dialogs.clickAndReserve.inStock'
                      : 'dialogs.clickAndReserve.outOfStock',
                  )}
                </span>
              </span>
            ),
          }))}
        />
      )}
    </DialogFrame>
  );
}

type MedicalProductInfoDialogProps = ContentDialogProps & {
  /** The contact page, linked at the end. */
  contactHref: string;
  renderLink?: (props: React.ComponentProps<'a'> & { href: string }) => React.ReactNode;
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
  renderLink = (props) => <a {...props} />,
}: MedicalProductInfoDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="medical-product-info"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.medicalInfo.title')}
      description={t('dialogs.medicalInfo.text')}
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
    </DialogFrame>
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
  imageSource: (image: ProductImage) => ImageSource;
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
  type Carrier,
  CarrierInfoDialog,
  type CarrierInfoDialogProps,
  ClickAndReserveDialog,
  type ClickAndReserveDialogProps,
  MedicalProductInfoDialog,
  type MedicalProductInfoDialogProps,
  type ReserveStore,
  ShippingCostProgress,
  ShippingCostProgressDialog,
  type ShippingCostProgressDialogProps,
  type ShippingCostProgressProps,
};
