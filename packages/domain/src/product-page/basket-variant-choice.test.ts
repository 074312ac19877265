import { describe, expect, test } from 'vitest';
import { advancedAttributes, anAttribute, aProduct, aVariant } from '../catalog/test-fixtures';
import type { Product, Variant } from '../entities';
import { basketVariantChoice } from './basket-variant-choice';

const sized = (spec: Parameters<typeof aVariant>[0], size: string): Variant => ({
  ...aVariant(spec),
  attributes: {
    farbe: anAttribute('farbe', { label: 'Blau' }),
    groesse: anAttribute('groesse', { label: size }),
  },
});

const romper = (overrides: Partial<Product> = {}) =>
  aProduct({
    id: 7,
    referenceKey: '2000713',
    variants: [
      sized({ id: 71, referenceKey: '2000713_01', price: 2999, stock: 4 }, '62/68'),
      sized({ id: 72, referenceKey: '2000713_02', price: 1999, stock: 0, bvc: 4 }, '74/80'),
      sized({ id: 73, referenceKey: '2000713_03', price: 2499, stock: 2000 }, '86/92'),
      sized({ id: 74, referenceKey: '2000713_04', price: 2499, stock: 0, bvc: 3 }, '98/104'),
    ],
    ...overrides,
  });

describe('the wishlist add-to-cart choice offers the variants, only buyable ones choosable (spec §2 wishlist add-to-cart, §4 BVC)', () => {
  test('each variant by what differs (the size), with its availability; a delivery message only where it can be bought', () => {
    const choice = basketVariantChoice(romper(), { company: 'baby' });
    expect(
      choice?.options.map(({ variantId, label, availability, delivery }) => ({
        variantId,
        label,
        availability,
        delivered: delivery !== null,
      })),
    ).toEqual([
      { variantId: 71, label: '62/68', availability: 'buyable', delivered: true },
      { variantId: 72, label: '74/80', availability: 'soldOut', delivered: false },
      { variantId: 73, label: '86/92', availability: 'buyable', delivered: true },
      { variantId: 74, label: '98/104', availability: 'notDeliverable', delivered: false },
    ]);
    expect(choice?.productId).toBe(7);
  });

  test.each([
    // §4 selected variant: the cheapest available one, here 86/92 at 24.99 over 62/68 at 29.99.
    ['the variant the product page would select', romper(), 73],
    [
      'none when nothing can be bought',
      romper({
        variants: [
          sized({ id: 81, referenceKey: '1_01', price: 999, stock: 0, bvc: 4 }, 'S'),
          sized({ id: 82, referenceKey: '1_02', price: 999, stock: 0, bvc: 4 }, 'M'),
        ],
      }),
      null,
    ],
  ])('preselected: %s', (_, product, expected) => {
    expect(basketVariantChoice(product, { company: 'baby' })?.preselectedVariantId).toBe(expected);
  });

  test.each([
    [
      'one variant: it goes straight in (§4 direct add)',
      romper({ variants: [sized({ id: 71, referenceKey: '2000713_01' }, '62/68')] }),
    ],
    ['no variants', romper({ variants: [] })],
    [
      'a personalised article: the engraving is entered on the product page',
      romper({
        attributes: {
          personalisierterArtikel: anAttribute('personalisierterArtikel', { label: '1' }),
        },
      }),
    ],
    [
      'a bundle: its promotion is on the product page',
      romper({ advancedAttributes: advancedAttributes({ virtuelleBundles: '1' }) }),
    ],
  ])('no choice: %s', (_, product) => {
    expect(basketVariantChoice(product, { company: 'baby' })).toBeNull();
  });
});
