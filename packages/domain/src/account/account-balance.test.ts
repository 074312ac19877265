import { describe, expect, test } from 'vitest';
import { shopByKey } from '../market';
import { accountBalanceState, hasAccountBalance } from './account-balance';

describe('hasAccountBalance: the balance page only where the shop’s accountBalance flag is on (§6, §9)', () => {
  test.each([
    { key: 'vital-de', expected: true },
    { key: 'vital-at', expected: true },
    { key: 'vital-ch', expected: true },
    { key: 'baby-de', expected: false },
    { key: 'baby-ch', expected: false },
    { key: 'baby-be', expected: false },
    { key: 'baby-nl', expected: false },
  ])('$key: $expected', ({ key, expected }) => {
    const shop = shopByKey(key);
    expect(shop).not.toBeNull();
    expect(hasAccountBalance(shop?.flags ?? { accountBalance: !expected })).toBe(expected);
  });
});

describe('accountBalanceState: credit or none', () => {
  test.each([
    { cents: 1250, expected: 'credit' },
    { cents: 1, expected: 'credit' },
    { cents: 0, expected: 'none' },
    { cents: -500, expected: 'none' },
    { cents: 12.5, expected: 'none' },
    { cents: Number.NaN, expected: 'none' },
  ])('$cents cents: $expected', ({ cents, expected }) => {
    expect(accountBalanceState(cents)).toBe(expected);
  });
});
