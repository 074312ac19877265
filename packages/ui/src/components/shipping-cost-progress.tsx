import type { Currency } from '@vitrine/domain';
import type { ShippingCostCondition } from '@vitrine/domain/content-model';
import { formatPrice } from '@vitrine/domain/price';
import { shippingCostProgress } from '@vitrine/domain/ui-support';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';

type ShippingCostProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The basket's order value in cents. */
  orderValue: number;
  /** The shop's shipping-cost conditions (without any, the shop charges 4,99 from 0,00). */
  conditions: readonly ShippingCostCondition[];
  /** The shop's currency, to show the amount still missing for free shipping. */
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

export { ShippingCostProgress, type ShippingCostProgressProps };
