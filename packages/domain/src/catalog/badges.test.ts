import { describe, expect, test } from 'vitest';
import type { Promotion } from '../entities';
import { pimBadgeTheme, productBadges } from './badges';
import { advancedAttributes, anAttribute, aPrice, aProduct, aVariant } from './test-fixtures';

const promotion = (isValid: boolean, badgeLabel?: string | null): Promotion => ({
  id: 'promo-1',
  key: 'summer',
  isValid,
  effect: { type: 'buy_x_get_y' },
  ...(badgeLabel === undefined ? {} : { badgeLabel }),
});

describe('product card badges (spec §2)', () => {
  test('all badges in order: sale, promotion, new, bundle, pim', () => {
    const product = aProduct({
      variants: [aVariant({ reductions: [0.3] })],
      promotion: promotion(true, ' 3 für 2 '),
      isNew: true,
      advancedAttributes: advancedAttributes({ virtuelleBundles: '1' }),
      attributes: {
        pimBadge: anAttribute('pimBadge', [{ label: 'Eco' }, { label: 'Bestseller' }]),
      },
    });
    expect(productBadges(product)).toEqual([
      { key: 'sale', percent: 30 },
      { key: 'promotion', promotionId: 'promo-1', label: '3 für 2' },
      { key: 'new' },
      { key: 'bundle' },
      { key: 'pim-eco', theme: 'eco' },
      { key: 'pim-bestseller', theme: 'bestseller' },
    ]);
  });

  test('a plain product has no badges', () => {
    expect(productBadges(aProduct())).toEqual([]);
    expect(productBadges(null)).toEqual([]);
  });

  test.each([
    { input: 'an invalid promotion', promo: promotion(false, 'Aktion'), expected: [] },
    {
      input: 'a valid promotion without label',
      promo: promotion(true),
      expected: [{ key: 'promotion', promotionId: 'promo-1', label: null }],
    },
    {
      input: 'a valid promotion with a blank label',
      promo: promotion(true, '  '),
      expected: [{ key: 'promotion', promotionId: 'promo-1', label: null }],
    },
  ])('$input', ({ promo, expected }) => {
    expect(productBadges(aProduct({ promotion: promo }))).toEqual(expected);
  });

  test('the sale badge reads the given price, else the displayed variant, else the price range', () => {
    const product = aProduct({
      variants: [
        aVariant({ id: 1, bvc: 4, reductions: [0.5] }),
        aVariant({ id: 2, reductions: [0.1] }),
      ],
      priceRange: { min: aPrice(999, [0.4]), max: aPrice(1999) },
    });
    expect(productBadges(product, aPrice(999, [0.25]))).toEqual([{ key: 'sale', percent: 25 }]);
    expect(productBadges(product)).toEqual([{ key: 'sale', percent: 10 }]);
    expect(productBadges({ ...product, variants: [] })).toEqual([{ key: 'sale', percent: 40 }]);
    expect(productBadges({ ...product, variants: [], priceRange: null })).toEqual([]);
  });

  test('a reduction that rounds to 0 % gives no sale badge', () => {
    expect(productBadges(aProduct({ variants: [aVariant({ reductions: [0.004] })] }))).toEqual([]);
  });

  test('pim themes are deduplicated and blank ones left out', () => {
    const product = aProduct({
      attributes: {
        pimBadge: anAttribute('pimBadge', [
          { label: 'Öko Tex!' },
          { label: 'öko-tex' },
          { label: '!!!' },
        ]),
      },
    });
    expect(productBadges(product)).toEqual([{ key: 'pim-oko-tex', theme: 'oko-tex' }]);
  });

  test.each([
    { input: 'Eco', expected: 'eco' },
    { input: 'Öko Tex', expected: 'oko-tex' },
    { input: '  Neu & Trend  ', expected: 'neu-trend' },
    { input: 'Été 2024', expected: 'ete-2024' },
    { input: '🌱', expected: '' },
    { input: '', expected: '' },
  ])('pim theme of $input is "$expected"', ({ input, expected }) => {
    expect(pimBadgeTheme(input)).toBe(expected);
  });
});
