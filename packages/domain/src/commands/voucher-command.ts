import { queryValue } from '../routing/query-string';
import type { CommandEffect } from './command-effect';

/** §9: the voucher cookie lives 14 days. */
export const voucherCookie = {
  name: 'voucher',
  maxAgeSeconds: 14 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

export const voucherActivatedMessageKey = 'voucher.activated';

/**
 * Voucher codes are taken as letters, digits, `-` and `_`, up to 64 characters: enough for any
 * gift code, and nothing that could break out of a cookie or be shown as markup.
 */
const voucherCode = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `?voucher=` command (§2): the code is stored in the `voucher` cookie for 14 days, and a
 * success toast names it — only while the consent banner is known to be hidden
 * (`consentBannerVisible === false`), so the toast never sits under the banner. A missing or
 * malformed code does nothing. Surrounding spaces are trimmed.
 *
 * @example
 * voucherCommand({ search: '?voucher=SOMMER24', consentBannerVisible: false })
 * // [{ type: 'cookie.set', name: 'voucher', value: 'SOMMER24', … }, { type: 'toast.show', variant: 'success', message: 'voucher.activated', values: { code: 'SOMMER24' } }]
 */
export function voucherCommand(context: {
  readonly search: string | null | undefined;
  readonly consentBannerVisible: boolean | undefined;
}): readonly CommandEffect[] {
  const code = queryValue(context.search, 'voucher')?.trim() ?? '';
  if (!voucherCode.test(code)) return [];
  const cookie: CommandEffect = { type: 'cookie.set', ...voucherCookie, value: code };
  if (context.consentBannerVisible !== false) return [cookie];
  return [
    cookie,
    {
      type: 'toast.show',
      variant: 'success',
      message: voucherActivatedMessageKey,
      values: { code },
    },
  ];
}
