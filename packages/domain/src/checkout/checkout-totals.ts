/**
 * The sums of a checkout (issue 6; spec §3 Order cost, shipping, voucher, giftcard). Amounts are
 * integer cents in one currency.
 */

export interface CheckoutTotalsInput {
  /** Goods with tax, after promotions. */
  readonly goodsWithTax: number;
  /** Goods without tax, after promotions. */
  readonly goodsWithoutTax: number;
  /** What the voucher takes off the goods (with tax). */
  readonly voucherReduction: number;
  readonly shippingWithTax: number;
  /** The balance of a redeemed gift card (0 without one). */
  readonly giftCardBalance: number;
}

export interface CheckoutTotals {
  readonly goodsWithTax: number;
  readonly voucherReduction: number;
  readonly shippingWithTax: number;
  /** Goods after the voucher, plus shipping. */
  readonly totalWithTax: number;
  readonly totalWithoutTax: number;
  readonly vatAmount: number;
  /** What the gift card pays. */
  readonly giftCardAmount: number;
  /** What is left for the payment method. */
  readonly amountDue: number;
}

const cents = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0);

/**
 * Voucher first, then shipping, then the gift card pays what it can. A voucher reduces the
 * goods' VAT in proportion; shipping, an ancillary service, carries the goods' average VAT
 * rate (and none on an order of only tax-free goods).
 *
 * @example
 * checkoutTotals({ goodsWithTax: 11900, goodsWithoutTax: 10000, voucherReduction: 1190, shippingWithTax: 499, giftCardBalance: 0 });
 * // { totalWithTax: 11209, vatAmount: 1790, amountDue: 11209, … }
 */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const goodsWithTax = cents(input.goodsWithTax);
  const goodsWithoutTax = Math.min(cents(input.goodsWithoutTax), goodsWithTax);
  const voucherReduction = Math.min(cents(input.voucherReduction), goodsWithTax);
  const shippingWithTax = cents(input.shippingWithTax);
  const goodsVat = goodsWithTax - goodsWithoutTax;
  const vatShare = goodsWithTax === 0 ? 0 : goodsVat / goodsWithTax;
  const goodsAfterVoucher = goodsWithTax - voucherReduction;
  const vatAmount = Math.round((goodsAfterVoucher + shippingWithTax) * vatShare);
  const totalWithTax = goodsAfterVoucher + shippingWithTax;
  const giftCardAmount = Math.min(cents(input.giftCardBalance), totalWithTax);
  return {
    goodsWithTax,
    voucherReduction,
    shippingWithTax,
    totalWithTax,
    totalWithoutTax: totalWithTax - vatAmount,
    vatAmount,
    giftCardAmount,
    amountDue: totalWithTax - giftCardAmount,
  };
}
