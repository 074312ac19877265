import { voucherCodeOf } from '../basket/voucher-code';
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
 * The `?voucher=` command (§2): the code is stored in the `voucher` cookie for 14 days, and a
 * success toast names it — only while the consent banner is known to be hidden
 * (`consentBannerVisible === false`), so the toast never sits under the banner. A missing or
 * malformed code does nothing. The code is kept as the basket keeps it (`voucherCodeOf`).
 *
 * @example
 * voucherCommand({ search: '?voucher=SOMMER24', consentBannerVisible: false })
 * // [{ type: 'cookie.set', name: 'voucher', value: 'SOMMER24', … }, { type: 'toast.show', variant: 'success', message: 'voucher.activated', values: { code: 'SOMMER24' } }]
 */
export function voucherCommand(context: {
  readonly search: string | null | undefined;
  readonly consentBannerVisible: boolean | undefined;
}): readonly CommandEffect[] {
  const code = voucherCodeOf(queryValue(context.search, 'voucher'));
  if (code === null) return [];
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
