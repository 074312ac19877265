import { describe, expect, test } from 'vitest';
import { readBasketForm } from './basket-form';
import {
  basketMoveToWishlistFormValues,
  basketQuantityFormValues,
  basketRemoveFormValues,
  isBasketFormIntent,
} from './basket-form-fields';

const key = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const posted = (fields: Partial<Record<string, string>>) => (name: string) => fields[name];

describe('the basket page forms posted without JavaScript (spec §2 basket product card, §4 basket item)', () => {
  test.each([
    [
      { ...basketQuantityFormValues(key), quantity: '3' },
      { intent: 'basketQuantity', itemKey: key, quantity: 3 },
    ],
    [
      { ...basketQuantityFormValues(key), quantity: ' 999 ' },
      { intent: 'basketQuantity', itemKey: key, quantity: 999 },
    ],
    [basketRemoveFormValues(key), { intent: 'basketRemove', itemKey: key }],
    [basketMoveToWishlistFormValues(key), { intent: 'basketToWishlist', itemKey: key }],
    [
      { intent: 'voucherApply', voucherCode: ' willkommen10-10 ' },
      { intent: 'voucherApply', voucherCode: 'WILLKOMMEN10-10' },
    ],
    [{ intent: 'voucherRemove' }, { intent: 'voucherRemove' }],
    [
      { intent: 'giftCardApply', giftCardCode: ' geschenk25-10 ' },
      { intent: 'giftCardApply', giftCardCode: 'GESCHENK25-10' },
    ],
    [{ intent: 'giftCardRemove' }, { intent: 'giftCardRemove' }],
  ])('%j is read as %j', (fields, expected) => {
    expect(readBasketForm(posted(fields))).toEqual({ kind: 'ok', post: expected });
  });

  test.each([
    // §4: minus is disabled below 2, so a quantity of 0 is never posted; removing is its own form.
    [{ ...basketQuantityFormValues(key), quantity: '0' }],
    [{ ...basketQuantityFormValues(key), quantity: '1000' }],
    [{ ...basketQuantityFormValues(key), quantity: '1.5' }],
    [{ ...basketQuantityFormValues(key), quantity: 'viele' }],
    [{ ...basketQuantityFormValues('not-a-key'), quantity: '2' }],
    [basketRemoveFormValues('')],
    [{ intent: 'basketEmpty' }],
    [{}],
  ])('%j is a form the page never posts', (fields) => {
    expect(readBasketForm(posted(fields))).toEqual({
      kind: 'invalid',
      problem: 'basketPage.formInvalid',
    });
  });

  test.each([[''], ['   '], ['CODE WITH SPACES'], ['<script>'], ['X'.repeat(41)]])(
    'the voucher code %j gets the inline message',
    (voucherCode) => {
      expect(readBasketForm(posted({ intent: 'voucherApply', voucherCode }))).toEqual({
        kind: 'invalid',
        problem: 'basketPage.voucherInvalid',
      });
    },
  );

  test.each([[''], ['   '], ['CODE WITH SPACES'], ['<script>'], ['X'.repeat(41)]])(
    'the gift-card code %j gets the inline message (issue 16)',
    (giftCardCode) => {
      expect(readBasketForm(posted({ intent: 'giftCardApply', giftCardCode }))).toEqual({
        kind: 'invalid',
        problem: 'basketPage.giftCardInvalid',
      });
    },
  );

  test('only the basket intents are the basket page’s', () => {
    expect(
      [
        'basketQuantity',
        'basketRemove',
        'basketToWishlist',
        'voucherApply',
        'voucherRemove',
        'giftCardApply',
        'giftCardRemove',
      ].every(isBasketFormIntent),
    ).toBe(true);
    expect(isBasketFormIntent('addToCart')).toBe(false);
    expect(isBasketFormIntent('__proto__')).toBe(false);
  });
});
