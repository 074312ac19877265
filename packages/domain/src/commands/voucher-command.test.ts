import { describe, expect, test } from 'vitest';
import { voucherCommand, voucherCookie } from './voucher-command';

const cookie = (value: string) => ({
  type: 'cookie.set',
  name: 'voucher',
  value,
  maxAgeSeconds: 1_209_600,
  path: '/',
  sameSite: 'lax',
});
const toast = (code: string) => ({
  type: 'toast.show',
  variant: 'success',
  message: 'voucher.activated',
  values: { code },
});

describe('voucher query command (spec §2, §9 voucher cookie 14 days)', () => {
  test('keeps the cookie for 14 days', () => {
    expect(voucherCookie.maxAgeSeconds).toBe(14 * 86_400);
  });

  test.each([
    {
      search: '?voucher=SOMMER24',
      banner: false,
      expected: [cookie('SOMMER24'), toast('SOMMER24')],
    },
    {
      // Kept as the basket keeps codes: trimmed and in capitals.
      search: '?voucher=%20gift-24-x%20',
      banner: false,
      expected: [cookie('GIFT-24-X'), toast('GIFT-24-X')],
    },
    { search: '?voucher=SOMMER24', banner: true, expected: [cookie('SOMMER24')] },
    { search: '?voucher=SOMMER24', banner: undefined, expected: [cookie('SOMMER24')] },
    {
      search: `?voucher=${'A'.repeat(40)}`,
      banner: false,
      expected: [cookie('A'.repeat(40)), toast('A'.repeat(40))],
    },
  ])('$search with the banner visible: $banner', ({ search, banner, expected }) => {
    expect(voucherCommand({ search, consentBannerVisible: banner })).toEqual(expected);
  });

  test.each([
    { search: '' },
    { search: null },
    { search: '?voucher=' },
    { search: '?voucher=%20%20' },
    { search: '?voucher=SOMMER+24' },
    { search: '?voucher=a%3Bpath%3D%2F' },
    { search: '?voucher=%3Cscript%3E' },
    { search: '?voucher=Gutschein%C3%A4' },
    { search: `?voucher=${'A'.repeat(41)}` },
    { search: '?voucher=gift_24' },
  ])('ignores $search', ({ search }) => {
    expect(voucherCommand({ search, consentBannerVisible: false })).toEqual([]);
  });
});
