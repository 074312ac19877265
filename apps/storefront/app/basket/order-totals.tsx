import * as React from 'react';
import { useTranslation } from 'react-i18next';

/** The sums both the basket and checkout show, in cents with tax. */
export interface OrderTotalsView {
  readonly goodsWithTax: number;
  readonly voucherReduction: number;
  readonly shippingWithTax: number;
  readonly totalWithTax: number;
  readonly vatAmount: number;
  /** What a gift card pays, and what is left to pay (checkout, and the basket with a card). */
  readonly giftCardAmount?: number;
  readonly amountDue?: number;
  /**
   * The set promotions the order completes (§2 bundles), each named with what it takes off;
   * their reductions are already out of `goodsWithTax`.
   */
  readonly setPromotions?: readonly SetReductionView[];
}

/** A set promotion's reduction as the sums show it (cents with tax). */
export interface SetReductionView {
  readonly id: string;
  readonly name: string;
  readonly amount: number;
}

/** The sums' set promotions, from the engine's basket or order (only what the page shows). */
export function setReductionViews(
  promotions: readonly SetReductionView[] | undefined,
): SetReductionView[] {
  return (promotions ?? []).map(({ id, name, amount }) => ({ id, name, amount }));
}

interface OrderTotalsProps {
  readonly totals: OrderTotalsView;
  /** Freight (bulky goods, §9) or standard shipping: the shipping row's name. */
  readonly shippingMethod: 'standard' | 'freight';
  /** The applied voucher's code, for its row; null without one. */
  readonly voucherCode: string | null;
  readonly money: (cents: number) => string;
  /** Which page's sums: names the list and the total (`basket-totals`, `checkout-total`). */
  readonly slot: 'basket' | 'checkout';
  /** Shown under the shipping row, e.g. the basket's carrier info link (§2). */
  readonly shippingInfo?: React.ReactNode;
}

/**
 * The sums of an order (§2 basket, checkout review): goods, voucher, shipping, the total with
 * the tax it includes and, with a gift card, what it pays and what is due. One component,
 * so the basket and checkout cannot show the same sums two ways.
 */
export function OrderTotals({
  totals,
  shippingMethod,
  voucherCode,
  money,
  slot,
  shippingInfo,
}: OrderTotalsProps) {
  const { t } = useTranslation();
  const giftCardAmount = totals.giftCardAmount ?? 0;
  const sets = totals.setPromotions ?? [];
  const setAmount = sets.reduce((sum, set) => sum + set.amount, 0);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" data-slot={`${slot}-totals`}>
      {sets.length > 0 ? (
        <>
          <dt>{t('basketPage.goodsBeforeSets')}</dt>
          <dd className="text-right tabular-nums">{money(totals.goodsWithTax + setAmount)}</dd>
          {sets.map((set) => (
            <React.Fragment key={set.id}>
              <dt data-slot="set-reduction-name">
                {t('basketPage.setReductionLine', { name: set.name })}
              </dt>
              <dd className="text-right tabular-nums" data-slot="set-reduction">
                −{money(set.amount)}
              </dd>
            </React.Fragment>
          ))}
        </>
      ) : null}
      <dt>{t('basketPage.subtotal')}</dt>
      <dd className="text-right tabular-nums">{money(totals.goodsWithTax)}</dd>
      {voucherCode !== null || totals.voucherReduction > 0 ? (
        <>
          <dt>{t('basketPage.voucherLine', { code: voucherCode ?? '' })}</dt>
          <dd className="text-right tabular-nums">−{money(totals.voucherReduction)}</dd>
        </>
      ) : null}
      <dt>{t(shippingMethod === 'freight' ? 'basketPage.freight' : 'basketPage.shipping')}</dt>
      <dd className="text-right tabular-nums">
        {totals.shippingWithTax === 0
          ? t('basketPage.shippingFree')
          : money(totals.shippingWithTax)}
      </dd>
      {shippingInfo !== undefined ? <dd className="col-span-2 text-sm">{shippingInfo}</dd> : null}
      <dt className="font-bold">{t('basketPage.total')}</dt>
      <dd className="text-right font-bold tabular-nums" data-slot={`${slot}-total`}>
        {money(totals.totalWithTax)}
      </dd>
      <dd className="col-span-2 text-sm text-ink-soft">
        {t('basketPage.taxIncluded', { amount: money(totals.vatAmount) })}
      </dd>
      {giftCardAmount > 0 ? (
        <>
          <dt>{t('checkout.giftCardPays')}</dt>
          <dd className="text-right tabular-nums">−{money(giftCardAmount)}</dd>
          <dt className="font-bold">{t('checkout.amountDue')}</dt>
          <dd className="text-right font-bold tabular-nums" data-slot={`${slot}-amount-due`}>
            {money(totals.amountDue ?? totals.totalWithTax)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
