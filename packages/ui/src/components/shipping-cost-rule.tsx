import type { Currency } from '@vitrine/domain';
import type { ShippingCostCondition } from '@vitrine/domain/content-model';
import { formatPrice } from '@vitrine/domain/price';
import { shippingCostRule } from '@vitrine/domain/ui-support';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';

type ShippingCostRuleProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The basket's order value in cents: the step it has now is marked. */
  orderValue: number;
  /** The shop's shipping-cost conditions (without any, the shop charges 4,99 from 0,00). */
  conditions: readonly ShippingCostCondition[];
  /** The shop's currency. */
  currency: Currency;
};

/**
 * The shop's shipping costs by order value (the shipping-cost rule, by the domain's
 * `shippingCostRule`), lowest first, each with its name, from which order value and its cost;
 * the step the basket has now is marked (`aria-current`).
 */
function ShippingCostRule({
  orderValue,
  conditions,
  currency,
  className,
  ...props
}: ShippingCostRuleProps) {
  const { t, locale } = useUiText();
  const headingId = React.useId();
  const steps = shippingCostRule(orderValue, conditions);
  const money = (cents: number) => formatPrice(cents, { locale, currency }) ?? '';
  if (steps.length === 0) return null;
  return (
    <section
      data-slot="shipping-cost-rule"
      aria-labelledby={headingId}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {t('dialogs.shippingProgress.rule')}
      </h3>
      <ul className="grid gap-1 text-sm">
        {steps.map((step) => (
          <li
            key={`${step.threshold}-${step.cost}-${step.label}`}
            data-state={step.applies ? 'current' : 'other'}
            aria-current={step.applies || undefined}
            className="flex flex-wrap justify-between gap-x-3 rounded-control px-2 py-1 data-[state=current]:bg-muted data-[state=current]:font-semibold"
          >
            <span>
              {step.label !== '' ? `${step.label} ` : ''}
              {t('dialogs.shippingProgress.ruleFrom', { threshold: money(step.threshold) })}
              {step.applies ? (
                <span className="font-normal text-ink-soft">
                  {' '}
                  ({t('dialogs.shippingProgress.ruleApplies')})
                </span>
              ) : null}
            </span>
            <span>
              {step.cost === 0 ? t('dialogs.shippingProgress.ruleFree') : money(step.cost)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { ShippingCostRule, type ShippingCostRuleProps };
