import { maxVoucherCodeLength } from './basket-form-fields';

/** A voucher code as the shop keeps it: capital letters, digits and dashes. */
export const voucherCodePattern = /^[A-Z0-9-]+$/;

/**
 * A voucher code as a shopper or a link sends it, the way the shop keeps it (§2, §4): trimmed
 * and in capitals, since shoppers type codes in any case; at most 40 characters of letters,
 * digits and dashes, so nothing that could break out of a cookie or be shown as markup. Null
 * for anything else.
 *
 * @example
 * voucherCodeOf(' willkommen10-10 '); // 'WILLKOMMEN10-10'
 * voucherCodeOf('<b>'); // null
 */
export function voucherCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return code.length <= maxVoucherCodeLength && voucherCodePattern.test(code) ? code : null;
}
