import { formatPrice, imageQualities } from '@vitrine/domain';
import { Image } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { shopImageUrl } from '../cms/image-url';
import type { AddressView, CheckoutReviewLine } from './checkout-view.server';

/** Money in the shop's way of writing it. */
export function useMoney(iso: string, currency: string) {
  return (cents: number) => formatPrice(cents, { locale: iso, currency }) ?? '';
}

/** The basket's lines as reviewed: picture, name, variant, quantity and the line's total. */
export function ReviewLines({
  lines,
  money,
}: {
  readonly lines: readonly CheckoutReviewLine[];
  readonly money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid divide-y divide-line" data-slot="checkout-review-lines">
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3" data-slot="checkout-review-line">
          {line.image !== null ? (
            <Image
              src={({ width, quality, format }) =>
                shopImageUrl(line.image?.src ?? '', { width, quality, format })
              }
              alt=""
              width={72}
              height={72}
              maxDensity={2}
              quality={imageQualities.basket}
              className="size-18 shrink-0 rounded-card"
            />
          ) : null}
          <div className="grid min-w-0 flex-1 content-start gap-0.5">
            {line.brandLine !== '' ? (
              <p className="text-xs font-semibold uppercase text-ink-soft">{line.brandLine}</p>
            ) : null}
            <p className="font-semibold">{line.name}</p>
            {line.attributes.map((attribute) => (
              <p key={attribute} className="text-sm text-ink-soft">
                {attribute}
              </p>
            ))}
            <p className="text-sm">{t('checkout.quantity', { quantity: line.quantity })}</p>
          </div>
          <p className="shrink-0 text-right font-semibold tabular-nums">
            {money(line.totalWithTax)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** An address as lines of text. */
export function AddressLines({ address }: { readonly address: AddressView }) {
  const { t } = useTranslation();
  return (
    <address className="not-italic">
      {address.name}
      {address.lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {t(`countries.${address.country}`)}
    </address>
  );
}
