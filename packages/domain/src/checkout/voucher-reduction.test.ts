import { describe, expect, test } from 'vitest';
import { giftCardCharge, type VoucherRule, voucherReduction } from './voucher-reduction';

const now = new Date('2026-11-15T12:00:00Z');
const tenPercent: VoucherRule = {
  code: 'WILLKOMMEN10',
  shopId: 10,
  currency: 'EUR',
  kind: 'percentage',
  value: 10,
  minimumOrderValue: 0,
  validFrom: null,
  validTo: null,
  active: true,
};
const fiveOff: VoucherRule = { ...tenPercent, kind: 'amount', value: 500, minimumOrderValue: 2500 };
const context = { shopId: 10, currency: 'EUR' as const, orderValue: 4990, now };

describe('voucher reduction at checkout (issue 6, spec §3 Order voucher)', () => {
  test.each([
    { name: '10 % of 49.90', voucher: tenPercent, orderValue: 4990, reduction: 499 },
    { name: '10 % of 0.05 rounds', voucher: tenPercent, orderValue: 5, reduction: 1 },
    { name: '5.00 off 49.90', voucher: fiveOff, orderValue: 4990, reduction: 500 },
    { name: '5.00 off exactly 25.00', voucher: fiveOff, orderValue: 2500, reduction: 500 },
    {
      name: 'never more than the goods',
      voucher: { ...fiveOff, minimumOrderValue: 0 },
      orderValue: 300,
      reduction: 300,
    },
    {
      name: 'percentages above 100 count as 100',
      voucher: { ...tenPercent, value: 150 },
      orderValue: 1000,
      reduction: 1000,
    },
  ])('$name', ({ voucher, orderValue, reduction }) => {
    expect(voucherReduction(voucher, { ...context, orderValue })).toEqual({
      kind: 'applied',
      reduction,
    });
  });

  test.each([
    {
      name: 'another shop',
      voucher: { ...tenPercent, shopId: 11 },
      key: 'checkout.voucherUnknown',
    },
    {
      name: 'another currency',
      voucher: { ...tenPercent, currency: 'CHF' as const },
      key: 'checkout.voucherUnknown',
    },
    { name: 'inactive', voucher: { ...tenPercent, active: false }, key: 'checkout.voucherUnknown' },
    { name: 'zero value', voucher: { ...tenPercent, value: 0 }, key: 'checkout.voucherUnknown' },
    {
      name: 'not yet valid',
      voucher: { ...tenPercent, validFrom: new Date('2026-12-01T00:00:00Z') },
      key: 'checkout.voucherExpired',
    },
    {
      name: 'expired',
      voucher: { ...tenPercent, validTo: new Date('2026-11-01T00:00:00Z') },
      key: 'checkout.voucherExpired',
    },
  ])('$name is refused with $key', ({ voucher, key }) => {
    expect(voucherReduction(voucher, context)).toMatchObject({ kind: 'refused', key });
  });

  test('below the minimum order value it is refused and names the minimum', () => {
    expect(voucherReduction(fiveOff, { ...context, orderValue: 2499 })).toEqual({
      kind: 'refused',
      key: 'checkout.voucherMinimumOrderValue',
      minimumOrderValue: 2500,
    });
  });
});

describe('gift card charge (issue 6 gift-card balance)', () => {
  test.each([
    { balance: 2500, due: 4000, charge: 2500 },
    { balance: 5000, due: 4000, charge: 4000 },
    { balance: 0, due: 4000, charge: 0 },
    { balance: 2500, due: 0, charge: 0 },
    { balance: 1.5, due: 4000, charge: 0 },
  ])('balance $balance for $due due charges $charge', ({ balance, due, charge }) => {
    expect(giftCardCharge(balance, due)).toBe(charge);
  });
});
