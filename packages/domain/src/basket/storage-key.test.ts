import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { basketKey, isStorageKeyOf, parseStorageKey, storageKey, wishlistKey } from './storage-key';

const serverId = 'a1b2c3d4'.repeat(8);

describe('basket and wishlist keys (spec §3)', () => {
  test.each([
    { shopId: 12, userId: 'f3a9c0', basket: 'basket_12_f3a9c0', wishlist: 'wishlist_12_f3a9c0' },
    {
      shopId: 1,
      userId: serverId,
      basket: `basket_1_${serverId}`,
      wishlist: `wishlist_1_${serverId}`,
    },
    {
      shopId: 1001,
      userId: '0b8f5a36-5c1e-4c1b-9a52-2f1d2c3e4f50',
      basket: 'basket_1001_0b8f5a36-5c1e-4c1b-9a52-2f1d2c3e4f50',
      wishlist: 'wishlist_1001_0b8f5a36-5c1e-4c1b-9a52-2f1d2c3e4f50',
    },
  ])('shop $shopId and user $userId', ({ shopId, userId, basket, wishlist }) => {
    expect(basketKey(shopId, userId)).toBe(basket);
    expect(wishlistKey(shopId, userId)).toBe(wishlist);
  });

  test.each([
    { case: 'shop id 0', shopId: 0, userId: 'abc' },
    { case: 'negative shop id', shopId: -12, userId: 'abc' },
    { case: 'fractional shop id', shopId: 1.5, userId: 'abc' },
    { case: 'NaN shop id', shopId: Number.NaN, userId: 'abc' },
    { case: 'unsafe shop id', shopId: 2 ** 53, userId: 'abc' },
    { case: 'shop id as text', shopId: '12' as unknown as number, userId: 'abc' },
    { case: 'empty user id', shopId: 12, userId: '' },
    { case: 'underscore in user id', shopId: 12, userId: 'a_b' },
    { case: 'space in user id', shopId: 12, userId: 'a b' },
    { case: 'slash in user id', shopId: 12, userId: '../x' },
    { case: 'umlaut in user id', shopId: 12, userId: 'jürgen' },
    { case: 'Cyrillic look-alike in user id', shopId: 12, userId: 'аbc' },
    { case: 'over-long user id', shopId: 12, userId: 'a'.repeat(129) },
    { case: 'user id undefined', shopId: 12, userId: undefined as unknown as string },
  ])('no key for $case', ({ shopId, userId }) => {
    expect(storageKey('basket', shopId, userId)).toBeNull();
    expect(storageKey('wishlist', shopId, userId)).toBeNull();
  });

  test.each([
    { input: 'basket_12_f3a9c0', expected: { kind: 'basket', shopId: 12, userId: 'f3a9c0' } },
    { input: 'wishlist_7_ABC-def', expected: { kind: 'wishlist', shopId: 7, userId: 'ABC-def' } },
    {
      input: `basket_9007199254740991_${serverId}`,
      expected: { kind: 'basket', shopId: 9007199254740991, userId: serverId },
    },
    {
      input: `basket_1_${'a'.repeat(128)}`,
      expected: { kind: 'basket', shopId: 1, userId: 'a'.repeat(128) },
    },
  ])('parses $input', ({ input, expected }) => {
    expect(parseStorageKey(input)).toEqual(expected);
  });

  test.each([
    { input: '' },
    { input: 'basket' },
    { input: 'basket_12' },
    { input: 'basket_12_' },
    { input: 'basket__abc' },
    { input: 'Basket_12_abc' },
    { input: 'BASKET_12_abc' },
    { input: 'cart_12_abc' },
    { input: 'basketx_12_abc' },
    { input: ' basket_12_abc' },
    { input: 'basket_12_abc ' },
    { input: 'basket_12_abc\n' },
    { input: 'basket_012_abc' },
    { input: 'basket_0_abc' },
    { input: 'basket_-12_abc' },
    { input: 'basket_+12_abc' },
    { input: 'basket_1.5_abc' },
    { input: 'basket_1e3_abc' },
    { input: 'basket_１２_abc' },
    { input: 'basket_9007199254740992_abc' },
    { input: 'basket_99999999999999999_abc' },
    { input: 'basket_12_abc_def' },
    { input: 'basket_12_abc%5Fdef' },
    { input: 'basket_12_jürgen' },
    { input: 'basket_12_a b' },
    { input: 'basket_12_abc\u200b' },
    { input: `basket_12_${'a'.repeat(129)}` },
    { input: 'wishlist_12_abc/../basket_12_def' },
    { input: null },
    { input: undefined },
    { input: 12 },
    { input: { kind: 'basket', shopId: 12, userId: 'abc' } },
  ])('rejects $input', ({ input }) => {
    expect(parseStorageKey(input)).toBeNull();
  });

  test.each([
    { key: 'basket_12_abc', expected: true },
    { key: 'wishlist_12_abc', expected: false },
    { key: 'basket_13_abc', expected: false },
    { key: 'basket_12_abd', expected: false },
    { key: 'basket_12_ABC', expected: false },
    { key: 'basket_012_abc', expected: false },
    { key: undefined, expected: false },
  ])('ownership of $key by basket/12/abc is $expected', ({ key, expected }) => {
    expect(isStorageKeyOf(key, { kind: 'basket', shopId: 12, userId: 'abc' })).toBe(expected);
  });

  const userId = fc.stringMatching(/^[A-Za-z0-9-]{1,128}$/);
  const shopId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
  const kind = fc.constantFrom('basket' as const, 'wishlist' as const);

  test('every built key parses back to what it was built from', () => {
    fc.assert(
      fc.property(kind, shopId, userId, (k, shop, user) => {
        const key = storageKey(k, shop, user);
        expect(key).not.toBeNull();
        expect(parseStorageKey(key)).toEqual({ kind: k, shopId: shop, userId: user });
      }),
    );
  });

  test('every parsed key is rebuilt to exactly the same string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        for (const candidate of [text, `basket_${text}`, `basket_12_${text}`]) {
          const parsed = parseStorageKey(candidate);
          if (parsed) expect(storageKey(parsed.kind, parsed.shopId, parsed.userId)).toBe(candidate);
        }
      }),
    );
  });
});
