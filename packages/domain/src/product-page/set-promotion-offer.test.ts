import { describe, expect, test } from 'vitest';
import type { Price, Variant } from '../entities';
import {
  setPieceVariant,
  setPromotionHref,
  setPromotionOffer,
  setPromotionStep,
} from './set-promotion-offer';

const price = (withTax: number): Price =>
  ({
    withTax,
    withoutTax: Math.round(withTax / 1.19),
    currencyCode: 'EUR',
    tax: { vat: { amount: withTax - Math.round(withTax / 1.19), rate: 19 } },
  }) as unknown as Price;

const variant = (id: number, bvc: number, withTax = 1000): Variant =>
  ({ id, price: price(withTax), logistics: { bvc } }) as unknown as Variant;

const product = (id: number, variants: Variant[], isActive = true) => ({
  id,
  name: `Artikel ${id}`,
  images: [{ src: `/images/${id}.png` }],
  variants,
  isActive,
});

const ride = { id: 'set-ride', name: 'Ausfahr-Set', productIds: [1, 2, 3], percent: 10 };

describe('the variant a set piece goes into the basket with (§2 bundle promotion add, §4 displayed variant)', () => {
  test.each([
    {
      name: 'the displayed variant when buyable',
      variants: [variant(11, 1), variant(12, 1)],
      expected: 11,
    },
    {
      name: 'past a sold-out first variant, the first buyable',
      variants: [variant(11, 3), variant(12, 2)],
      expected: 12,
    },
    { name: 'none buyable: none', variants: [variant(11, 3), variant(12, 4)], expected: null },
    { name: 'no variants: none', variants: [], expected: null },
  ])('$name', ({ variants, expected }) => {
    expect(setPieceVariant(variants)?.id ?? null).toBe(expected);
  });
});

describe('the set promotion a product page offers (§2 bundle promotion add)', () => {
  test('the set’s other articles with name, picture, price and the variant to add', () => {
    const offer = setPromotionOffer(
      1,
      [ride],
      [
        product(2, [variant(21, 1, 6000)]),
        product(3, [variant(31, 3, 8000), variant(32, 1, 8500)]),
      ],
    );
    expect(offer).toEqual({
      id: 'set-ride',
      name: 'Ausfahr-Set',
      percent: 10,
      complete: true,
      pieces: [
        {
          id: '2',
          productId: 2,
          name: 'Artikel 2',
          image: { src: '/images/2.png' },
          price: price(6000),
          variantId: 21,
        },
        {
          id: '3',
          productId: 3,
          name: 'Artikel 3',
          image: { src: '/images/3.png' },
          price: price(8500),
          variantId: 32,
        },
      ],
    });
  });

  test.each([
    {
      name: 'a product in no set',
      productId: 9,
      products: [product(2, [variant(21, 1)])],
      expected: null,
    },
    {
      name: 'a set none of whose other articles the shop sells',
      productId: 1,
      products: [],
      expected: null,
    },
    {
      name: 'inactive articles are left out',
      productId: 1,
      products: [product(2, [variant(21, 1)], false)],
      expected: null,
    },
  ])('$name: nothing offered', ({ productId, products, expected }) => {
    expect(setPromotionOffer(productId, [ride], products)).toBe(expected);
  });

  test.each([
    { name: 'an article not sold in the shop', products: [product(2, [variant(21, 1)])] },
    {
      name: 'an article with no buyable variant',
      products: [product(2, [variant(21, 1)]), product(3, [variant(31, 4)])],
    },
  ])('$name: offered but not complete (the add is refused)', ({ products }) => {
    expect(setPromotionOffer(1, [ride], products)).toMatchObject({ complete: false });
  });

  test('of two sets, the first the product belongs to', () => {
    const other = { id: 'set-weather', name: 'Wetter-Set', productIds: [1, 4], percent: 5 };
    const offer = setPromotionOffer(4, [ride, other], [product(1, [variant(11, 1)])]);
    expect(offer?.id).toBe('set-weather');
  });

  test.each([
    { query: 'dialog=set', hasSet: true, expected: true },
    { query: 'dialog=set', hasSet: false, expected: false },
    { query: 'dialog=seals', hasSet: true, expected: false },
    { query: 'dialog=set&dialog=set', hasSet: true, expected: false },
    { query: '', hasSet: true, expected: false },
  ])('?$query with a set: $hasSet → the step $expected', ({ query, hasSet, expected }) => {
    const offer = hasSet ? setPromotionOffer(1, [ride], [product(2, [variant(21, 1)])]) : null;
    expect(setPromotionStep(offer, new URLSearchParams(query))).toBe(expected);
  });
});

test.each([
  { page: '/p/buggy-2000713/', expected: '/p/buggy-2000713/?dialog=set' },
  {
    page: '/p/buggy-2000713/?variant=2000713_02',
    expected: '/p/buggy-2000713/?variant=2000713_02&dialog=set',
  },
])(
  'the set step of $page is $expected (§2 bundle promotion add without JavaScript)',
  ({ page, expected }) => {
    expect(setPromotionHref(page)).toBe(expected);
  },
);
