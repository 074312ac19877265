import { describe, expect, test } from 'vitest';
import type { ProductTile } from '../listing/product-tile';
import { bundlePieceLimit, bundlePieceNumbers, bundleSetView } from './bundle-set';

const withBundle = (value: unknown, referenceKey = '2000300') => ({
  referenceKey,
  advancedAttributes: {
    virtuelleBundles: {
      key: 'virtuelleBundles',
      label: 'virtuelleBundles',
      values: [{ fieldSet: [[{ value }]] }],
    },
  } as never,
});

describe('the articles a set holds (§3 virtuelleBundles, §2 bundles)', () => {
  test.each([
    { label: 'two numbers', value: '2000012,2000044', expected: ['2000012', '2000044'] },
    { label: 'spaces around them', value: ' 2000012 , 2000044 ', expected: ['2000012', '2000044'] },
    { label: 'a repeat', value: '2000012,2000012,2000044', expected: ['2000012', '2000044'] },
    { label: 'the set’s own number', value: '2000300,2000012', expected: ['2000012'] },
    { label: 'what is no product number', value: '2000012,abc,,<b>,12', expected: ['2000012'] },
    { label: 'a bare flag', value: '1', expected: [] },
    { label: 'an explicit no', value: 'false', expected: [] },
    { label: 'a number value', value: 2000012, expected: ['2000012'] },
  ])('$label → $expected', ({ value, expected }) => {
    expect(bundlePieceNumbers(withBundle(value))).toEqual(expected);
  });

  test('no set: none', () => {
    expect(bundlePieceNumbers({ referenceKey: '1', advancedAttributes: {} })).toEqual([]);
  });

  test(`at most ${bundlePieceLimit} articles`, () => {
    const numbers = Array.from({ length: 9 }, (_, index) => String(2_000_001 + index));
    expect(bundlePieceNumbers(withBundle(numbers.join(',')))).toEqual(
      numbers.slice(0, bundlePieceLimit),
    );
  });
});

describe('what buying the set saves (§2 bundles: cheaper together)', () => {
  const tile = (withTax: number | null, currencyCode = 'EUR'): ProductTile =>
    ({
      id: withTax ?? 0,
      name: 'Piece',
      href: '/p/piece-1/',
      images: [],
      price: withTax === null ? null : { withTax, currencyCode },
    }) as unknown as ProductTile;
  const euros = (withTax: number) => ({ withTax, currencyCode: 'EUR' });

  test.each([
    {
      label: 'a tenth less',
      set: euros(8999),
      pieces: [4999, 4999],
      separately: 9998,
      saving: 999,
    },
    {
      label: 'three articles',
      set: euros(10_000),
      pieces: [2999, 4999, 3999],
      separately: 11_997,
      saving: 1997,
    },
    { label: 'no cheaper', set: euros(9998), pieces: [4999, 4999], separately: 9998, saving: null },
    { label: 'dearer', set: euros(12_000), pieces: [4999, 4999], separately: 9998, saving: null },
    {
      label: 'an article without a price',
      set: euros(8999),
      pieces: [4999, null],
      separately: null,
      saving: null,
    },
  ])('$label', ({ set, pieces, separately, saving }) => {
    const view = bundleSetView(
      set,
      pieces.map((price) => tile(price)),
    );
    expect({ separately: view?.separately, saving: view?.saving }).toEqual({ separately, saving });
  });

  test('another currency is not added up', () => {
    expect(bundleSetView(euros(8999), [tile(4999, 'CHF'), tile(4999)])?.saving).toBeNull();
  });

  test('a set without a price shows its articles, no saving', () => {
    expect(bundleSetView(null, [tile(4999)])).toMatchObject({ separately: null, saving: null });
  });

  test('no article the shop sells: no set section', () => {
    expect(bundleSetView(euros(8999), [])).toBeNull();
  });
});
