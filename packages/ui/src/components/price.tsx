import { formatPrice, type PriceDisplayInput, priceDisplay } from '@vitrine/domain/price';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';

// The row's layout is the stylesheet's (`[data-slot=price]`); a card repeats it.
const priceVariants = cva('', {
  variants: {
    size: {
      sm: '[&_[data-slot=price-current]]:text-base',
      md: '[&_[data-slot=price-current]]:text-xl',
      lg: '[&_[data-slot=price-current]]:text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

type PriceProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof priceVariants> &
  PriceDisplayInput & {
    /**
     * Beside a reduction, the lowest price (cents) of the 30 days before it (EU Omnibus,
     * German price ordinance PAngV; the domain's `lowestPriorPrice`), shown under the price.
     */
    lowestPriorPrice?: number | null;
    /** The shop locale (`de-CH`); defaults to the `UiTextProvider`'s. */
    locale?: string;
  };

/**
 * A price as the shop's price display options describe it: the selling price ("from" when the
 * variants differ), the recommended retail or reference price struck through only when the
 * 96 % rule allows it, beside a reduction the lowest price of the 30 days before it
 * (EU Omnibus, German price ordinance PAngV), the unit price, and the quantity. The rules are
 * `priceDisplay()` and `formatPrice()` from the domain; nothing renders without a usable price.
 */
function Price({
  price,
  referencePrice,
  amount,
  showAmount,
  hasDifferentPrice,
  lowestPriorPrice,
  locale: localeProp,
  size,
  className,
  ...props
}: PriceProps) {
  const { t, locale: contextLocale } = useUiText();
  const display = priceDisplay({ price, referencePrice, amount, showAmount, hasDifferentPrice });
  if (display === null) return null;
  const locale = localeProp ?? contextLocale;
  const format = (cents: number) =>
    formatPrice(cents, { locale, currency: display.currencyCode }) ?? '';
  const current = format(display.price);
  const comparison =
    display.recommendedRetailPrice !== null
      ? {
          kind: 'recommended-retail-price',
          label: t('price.recommendedRetailPrice'),
          long: t('price.recommendedRetailPriceLong'),
          cents: display.recommendedRetailPrice,
        }
      : display.referencePrice !== null
        ? {
            kind: 'reference-price',
            label: t('price.referencePrice'),
            long: t('price.referencePriceLong'),
            cents: display.referencePrice,
          }
        : null;
  return (
    <div
      data-slot="price"
      data-state={comparison === null ? 'regular' : 'reduced'}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {display.showAmount ? (
        <span data-slot="price-amount" className="text-sm text-ink-soft">
          {t('price.amount', { amount: display.amount })}
        </span>
      ) : null}
      <span data-slot="price-current" className={comparison !== null ? 'text-sale' : undefined}>
        {comparison !== null ? <span className="sr-only">{t('price.current')}: </span> : null}
        {display.hasDifferentPrice ? t('price.from', { price: current }) : current}
      </span>
      {comparison !== null ? (
        <span
          data-slot="price-comparison"
          data-kind={comparison.kind}
          className="text-sm text-ink-soft"
        >
          <abbr title={comparison.long} className="no-underline">
            {comparison.label}
          </abbr>{' '}
          <s>{format(comparison.cents)}</s>
        </span>
      ) : null}
      {typeof lowestPriorPrice === 'number' ? (
        <span data-slot="price-lowest-prior" className="basis-full text-sm text-ink-soft">
          {t('price.lowestPriorPrice', { price: format(lowestPriorPrice) })}
        </span>
      ) : null}
      {display.unitPrice !== null ? (
        <span data-slot="price-unit" className="basis-full text-xs text-ink-soft">
          {t('price.unitPrice', {
            price: format(display.unitPrice.price),
            amount: numberFormat(locale).format(display.unitPrice.amount),
            unit: display.unitPrice.unit,
          })}
        </span>
      ) : null}
    </div>
  );
}

export { Price, type PriceProps, priceVariants };
