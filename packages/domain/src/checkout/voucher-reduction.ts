/**
 * Vouchers at checkout (issue 6; spec §1 vouchers, §3 Order voucher): a code takes a
 * percentage or an amount off the goods, from a minimum order value, in one shop and
 * currency, within its dates. Amounts are integer cents.
 */
import type { Currency } from '../market/types';

export interface VoucherRule {
  readonly code: string;
  readonly shopId: number;
  readonly currency: Currency;
  /** `percentage`: `value` in whole percent (1–100); `amount`: `value` in cents. */
  readonly kind: 'percentage' | 'amount';
  readonly value: number;
  /** Goods value (with tax, in cents) the order must reach. */
  readonly minimumOrderValue: number;
  readonly validFrom: Date | null;
  readonly validTo: Date | null;
  readonly active: boolean;
}

export type VoucherRefusal =
  | 'checkout.voucherUnknown'
  | 'checkout.voucherExpired'
  | 'checkout.voucherMinimumOrderValue';

export type VoucherOutcome =
  | { readonly kind: 'applied'; readonly reduction: number }
  | { readonly kind: 'refused'; readonly key: VoucherRefusal; readonly minimumOrderValue?: number };

export interface VoucherContext {
  readonly shopId: number;
  readonly currency: Currency;
  /** The goods value with tax, after promotions, in cents. */
  readonly orderValue: number;
  readonly now: Date;
}

/**
 * The reduction a voucher gives, never more than the goods value. A voucher of another shop or
 * currency, or an inactive one, is unknown there (no hint that it exists elsewhere).
 *
 * @example
 * voucherReduction({ kind: 'percentage', value: 10, minimumOrderValue: 0, … }, { orderValue: 4990, … }); // { kind: 'applied', reduction: 499 }
 */
export function voucherReduction(voucher: VoucherRule, context: VoucherContext): VoucherOutcome {
  if (
    !voucher.active ||
    voucher.shopId !== context.shopId ||
    voucher.currency !== context.currency ||
    !Number.isSafeInteger(voucher.value) ||
    voucher.value <= 0
  ) {
    return { kind: 'refused', key: 'checkout.voucherUnknown' };
  }
  const time = context.now.getTime();
  if (
    (voucher.validFrom !== null && time < voucher.validFrom.getTime()) ||
    (voucher.validTo !== null && time > voucher.validTo.getTime())
  ) {
    return { kind: 'refused', key: 'checkout.voucherExpired' };
  }
  const orderValue = Math.max(0, Math.floor(context.orderValue));
  if (orderValue < voucher.minimumOrderValue) {
    return {
      kind: 'refused',
      key: 'checkout.voucherMinimumOrderValue',
      minimumOrderValue: voucher.minimumOrderValue,
    };
  }
  const reduction =
    voucher.kind === 'percentage'
      ? Math.round((orderValue * Math.min(voucher.value, 100)) / 100)
      : voucher.value;
  return { kind: 'applied', reduction: Math.min(reduction, orderValue) };
}

/**
 * How much of a gift card's balance pays an amount due: all of it, up to the balance.
 *
 * @example
 * giftCardCharge(2500, 4000); // 2500
 */
export function giftCardCharge(balance: number, due: number): number {
  if (!Number.isSafeInteger(balance) || !Number.isSafeInteger(due)) return 0;
  return Math.max(0, Math.min(balance, due));
}
