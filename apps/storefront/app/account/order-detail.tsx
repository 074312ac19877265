import { Image, type ImageSource, Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { shopImageUrl } from '../cms/image-url';
import type { AddressView, OrderLineView, OrderTotalsView, ParcelView } from './order-views';

/** An order line's picture through the image service (srcset by density). */
const lineImageSource =
  (src: string): ImageSource =>
  ({ width, quality, format }) =>
    shopImageUrl(src, { width, quality, format });

/**
 * The way to the order's complaint page (issue 19), where one can be filed: a shipped or
 * delivered order. Nothing for any other.
 */
export function ComplaintLink({ href }: { readonly href: string | null }) {
  const { t } = useTranslation();
  if (href === null) return null;
  return (
    <p>
      <Link variant="standalone" href={href} data-slot="complaint-link">
        {t('accountComplaint.fileComplaint')}
      </Link>
    </p>
  );
}

/** The order's bought articles: picture, name, variant, quantity, unit price and line total. */
export function OrderLines({ lines }: { readonly lines: readonly OrderLineView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-lines-heading" className="grid gap-3">
      <h2 id="order-lines-heading" className="text-xl font-bold">
        {t('account.lines')}
      </h2>
      <ul className="grid gap-3">
        {lines.map((line) => (
          <li
            key={line.id}
            data-slot="order-line"
            className="grid grid-cols-[5rem_1fr] gap-4 rounded-card border border-line bg-surface p-3 sm:grid-cols-[6rem_1fr_auto]"
          >
            <div className="w-20 sm:w-24">
              {line.image !== null ? (
                <Image
                  src={lineImageSource(line.image.src)}
                  alt={line.image.alt}
                  width={96}
                  height={96}
                  className="w-full rounded-card"
                />
              ) : null}
            </div>
            <div className="grid content-start gap-1">
              {line.brand !== null ? (
                <p className="text-xs font-semibold uppercase text-ink-soft">{line.brand}</p>
              ) : null}
              <p className="font-semibold">{line.name}</p>
              <p className="text-sm text-ink-soft">
                {t('account.variant')}: {line.variant}
              </p>
              <p className="text-sm">
                {t('account.quantity')}: {line.quantity}
              </p>
            </div>
            <dl className="col-span-2 grid grid-cols-[auto_auto] justify-end gap-x-3 text-right text-sm sm:col-span-1">
              <dt className="text-ink-soft">{t('account.unitPrice')}</dt>
              <dd>{line.unitPrice}</dd>
              <dt className="text-ink-soft">{t('account.lineTotal')}</dt>
              <dd className="font-semibold">{line.total}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's sums: goods, voucher, shipping, total with its tax, gift card, what was left to pay. */
export function OrderTotals({ totals }: { readonly totals: OrderTotalsView }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, strong = false) => (
    <div key={label} className={strong ? 'flex justify-between font-bold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="order-totals-heading" className="grid gap-3">
      <h2 id="order-totals-heading" className="text-xl font-bold">
        {t('account.totals')}
      </h2>
      <dl className="grid gap-1 rounded-card border border-line bg-surface p-4">
        {totals.goodsBeforeSets !== null
          ? row(t('basketPage.goodsBeforeSets'), totals.goodsBeforeSets)
          : null}
        {totals.sets.map((set) =>
          row(t('basketPage.setReductionLine', { name: set.name }), `− ${set.amount}`),
        )}
        {row(t('account.goods'), totals.goods)}
        {totals.voucher !== null
          ? row(t('account.voucher', { code: totals.voucher.code }), `− ${totals.voucher.amount}`)
          : null}
        {row(t('account.shipping'), totals.shipping)}
        {row(t('account.total'), totals.total, true)}
        {row(t('account.tax'), totals.tax)}
        {totals.giftCard !== null
          ? row(
              t('account.giftCard', { code: totals.giftCard.code }),
              `− ${totals.giftCard.amount}`,
            )
          : null}
        {totals.giftCard !== null ? row(t('account.amountDue'), totals.amountDue, true) : null}
      </dl>
    </section>
  );
}

/** A billing or shipping address, its country in the shop's language. */
export function OrderAddress({
  heading,
  address,
}: {
  readonly heading: string;
  readonly address: AddressView;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <h3 className="font-bold">{heading}</h3>
      <address className="not-italic">
        {address.lines.map((line, index) => (
          // Lines of one address, printed in their order; two may read the same.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the address's own
          <span key={index} className="block">
            {line}
          </span>
        ))}
        <span className="block">{t(`countries.${address.country}`)}</span>
      </address>
    </div>
  );
}

/**
 * The order's parcels (issue 19: tracking of each package where known): per parcel the
 * carrier, the tracking number, the carrier's page that follows it (a new tab; no link for a
 * carrier without one), the day it left and what it holds. Nothing before the first one ships.
 */
export function OrderParcels({ parcels }: { readonly parcels: readonly ParcelView[] }) {
  const { t } = useTranslation();
  if (parcels.length === 0) return null;
  return (
    <section aria-labelledby="order-parcels-heading" className="grid gap-3">
      <h2 id="order-parcels-heading" className="text-xl font-bold">
        {t('account.parcels.title', { count: parcels.length })}
      </h2>
      <ul className="grid gap-3">
        {parcels.map((parcel, index) => (
          <li
            key={parcel.id}
            data-slot="order-parcel"
            aria-labelledby={`order-parcel-${parcel.id}`}
            className="grid gap-2 rounded-card border border-line bg-surface p-4"
          >
            <h3 id={`order-parcel-${parcel.id}`} className="font-bold">
              {t('account.parcels.parcel', { number: index + 1, carrier: parcel.carrier })}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t('account.parcels.carrier')}</dt>
              <dd data-slot="parcel-carrier">{parcel.carrier}</dd>
              <dt className="text-ink-soft">{t('account.parcels.trackingNumber')}</dt>
              <dd data-slot="parcel-tracking-number" className="break-all font-mono">
                {parcel.trackingNumber}
              </dd>
              <dt className="text-ink-soft">{t('account.parcels.shippedOn')}</dt>
              <dd>
                <time dateTime={parcel.shippedOnIso}>{parcel.shippedOn}</time>
              </dd>
            </dl>
            {parcel.items.length > 0 ? (
              <ul className="grid gap-1 text-sm" aria-label={t('account.parcels.contents')}>
                {parcel.items.map((item) => (
                  <li key={item.lineId}>
                    {t('account.parcels.item', { quantity: item.quantity, name: item.name })}
                  </li>
                ))}
              </ul>
            ) : null}
            {parcel.trackingHref !== null ? (
              <p>
                <Link
                  variant="standalone"
                  external
                  href={parcel.trackingHref}
                  data-slot="parcel-tracking-link"
                >
                  {t('account.parcels.track', {
                    carrier: parcel.carrier,
                    trackingNumber: parcel.trackingNumber,
                  })}
                </Link>
              </p>
            ) : (
              <p className="text-sm text-ink-soft">{t('account.parcels.noTrackingLink')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
