/**
 * The basket page's text for the engine's voucher refusal (`checkout.voucherExpired` ->
 * `basketPage.voucherExpired`); a reason it does not know reads as an unknown code.
 */
export function voucherRefusalMessage(key: string | undefined): string {
  switch (key) {
    case 'checkout.voucherExpired':
      return 'basketPage.voucherExpired';
    case 'checkout.voucherMinimumOrderValue':
      return 'basketPage.voucherMinimumOrderValue';
    default:
      return 'basketPage.voucherUnknown';
  }
}
