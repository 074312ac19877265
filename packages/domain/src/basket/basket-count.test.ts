import { describe, expect, test } from 'vitest';
import { basketItemCount } from './basket-count';

describe('the basket count of the header', () => {
  test('counts units, not lines', () => {
    expect(basketItemCount({ items: [{ quantity: 2 }, { quantity: 1 }] })).toBe(3);
  });

  test('an empty basket counts 0; lines without a usable quantity count nothing', () => {
    expect(basketItemCount({ items: [] })).toBe(0);
    expect(basketItemCount({ items: [{ quantity: 0 }, { quantity: -1 }, { quantity: 1.5 }] })).toBe(
      0,
    );
  });
});
