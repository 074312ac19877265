import type { Product } from '@vitrine/domain';
import { isOnlineOnly } from '@vitrine/domain/catalog';
import * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { Button } from '../button';
import { CheckIcon } from '../icons';
import { Image } from '../image';
import { RadioGroupField } from '../radio-group-field';
import { StoreStock } from '../store-stock';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';

interface Carrier {
  readonly name: string;
  /** How this carrier delivers (times, tracking, parcel shops), from the CMS. */
  readonly text: string;
  /** The carrier's logo; decorative, the name says who it is. */
  readonly logo?: ImageSource;
}

type CarrierInfoDialogProps = ContentDialogProps & {
  /** The shop's shipping providers (from its configuration) with their texts. */
  carriers: readonly Carrier[];
};

/** The carrier-info dialog: who delivers and how. */
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
  /** The article to reserve; the domain's rules decide whether it may go to a store at all. */
  product: Pick<Product, 'name' | 'attributes' | 'advancedAttributes' | 'variants'>;
  /** The variant's label (size, colour), when it has one. */
  variantLabel?: string;
  /** The stores near the shopper, nearest first. */
  stores: readonly ReserveStore[];
  /** `reserved` once the reservation went through. */
  state: 'idle' | 'pending' | 'reserved';
  /**
   * Called with the chosen store's id when the shopper reserves; the caller then passes
   * `state: 'pending'`, then `'reserved'`.
   */
  onReserve: (storeId: string) => void;
  /** The reservation's number once it went through, shown with the confirmation. */
  reservationNumber?: string;
  /**
   * What the caller asks for besides the store (the collector's names and e-mail address),
   * shown under the stores while the article can still be reserved.
   */
  children?: React.ReactNode;
};

/**
 * The click-and-reserve dialog, from the basket and the product page, where the country's shop
 * offers click-and-reserve. An online-only article (not buyable, personalised, bulky,
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
  reservationNumber,
  children,
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
          {reservationNumber !== undefined
            ? ` ${t('dialogs.clickAndReserve.reservationNumber', { number: reservationNumber })}`
            : null}
        </p>
      ) : (
        <>
          <RadioGroupField
            label={t('dialogs.clickAndReserve.store')}
            orientation="vertical"
            value={storeId}
            onValueChange={setStoreId}
            options={stores.map((store) => ({
              value: store.id,
              label: store.name,
              disabled: !store.inStock,
              hint: <StoreStock store={store} />,
            }))}
          />
          {canReserve ? children : null}
        </>
      )}
    </DialogFrame>
  );
}

export {
  type Carrier,
  CarrierInfoDialog,
  type CarrierInfoDialogProps,
  ClickAndReserveDialog,
  type ClickAndReserveDialogProps,
  type ReserveStore,
};
