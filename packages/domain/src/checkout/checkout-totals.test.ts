import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkoutTotals } from './checkout-totals';

describe('checkout totals (issue 6, spec §3 Order cost, shipping, voucher, giftcard)', () => {
  test.each([
    {
      name: 'goods at 19 % with standard shipping 4.99 (spec §9)',
      input: {
        goodsWithTax: 11900,
        goodsWithoutTax: 10000,
        voucherReduction: 0,
        shippingWithTax: 499,
        giftCardBalance: 0,
      },
      expected: {
        totalWithTax: 12399,
        vatAmount: 1980,
        totalWithoutTax: 10419,
        giftCardAmount: 0,
        amountDue: 12399,
      },
    },
    {
      name: 'a 10 % voucher lowers the VAT in proportion',
      input: {
        goodsWithTax: 11900,
        goodsWithoutTax: 10000,
        voucherReduction: 1190,
        shippingWithTax: 0,
        giftCardBalance: 0,
      },
      expected: {
        totalWithTax: 10710,
        vatAmount: 1710,
        totalWithoutTax: 9000,
        giftCardAmount: 0,
        amountDue: 10710,
      },
    },
    {
      name: 'a gift card pays part',
      input: {
        goodsWithTax: 5000,
        goodsWithoutTax: 5000,
        voucherReduction: 0,
        shippingWithTax: 1499,
        giftCardBalance: 2500,
      },
      expected: {
        totalWithTax: 6499,
        vatAmount: 0,
        totalWithoutTax: 6499,
        giftCardAmount: 2500,
        amountDue: 3999,
      },
    },
    {
      name: 'a gift card larger than the order pays all of it',
      input: {
        goodsWithTax: 1000,
        goodsWithoutTax: 840,
        voucherReduction: 0,
        shippingWithTax: 499,
        giftCardBalance: 5000,
      },
      expected: { totalWithTax: 1499, giftCardAmount: 1499, amountDue: 0 },
    },
    {
      name: 'nonsense amounts count as 0 and a voucher never exceeds the goods',
      input: {
        goodsWithTax: 1000,
        goodsWithoutTax: -5,
        voucherReduction: 5000,
        shippingWithTax: 1.5,
        giftCardBalance: Number.NaN,
      },
      expected: { totalWithTax: 0, vatAmount: 0, amountDue: 0, voucherReduction: 1000 },
    },
    {
      name: 'an empty order',
      input: {
        goodsWithTax: 0,
        goodsWithoutTax: 0,
        voucherReduction: 0,
        shippingWithTax: 499,
        giftCardBalance: 0,
      },
      expected: { totalWithTax: 499, vatAmount: 0 },
    },
  ])('$name', ({ input, expected }) => {
    expect(checkoutTotals(input)).toMatchObject(expected);
  });

  test('the parts always add up and nothing is negative', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, amount, amount, (goods, net, voucher, shipping, card) => {
        const totals = checkoutTotals({
          goodsWithTax: goods,
          goodsWithoutTax: Math.min(net, goods),
          voucherReduction: voucher,
          shippingWithTax: shipping,
          giftCardBalance: card,
        });
        expect(totals.giftCardAmount + totals.amountDue).toBe(totals.totalWithTax);
        expect(totals.totalWithoutTax + totals.vatAmount).toBe(totals.totalWithTax);
        for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
