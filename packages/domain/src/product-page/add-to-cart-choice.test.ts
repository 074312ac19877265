import { describe, expect, test } from 'vitest';
import { addToCartChoice } from './add-to-cart-choice';
import type { ProductPageView } from './product-page-view';

const option = {
  referenceKey: '2000713_01',
  label: '62/68',
  href: '/p/body-2000713/?variant=2000713_01',
  selected: true,
  availability: 'buyable' as const,
};
const engraving = { rows: [{ name: 'text1', label: 'Vorname' }], maxLength: 12 };
type View = Pick<ProductPageView, 'addToCart' | 'variantOptions' | 'engraving'>;
const variants: View = { addToCart: 'form', variantOptions: [option, option], engraving: null };
const engraved: View = { addToCart: 'form', variantOptions: [], engraving };
const plain: View = { addToCart: 'form', variantOptions: [], engraving: null };

describe('?action=addToCart opens the add-to-cart choice of a product that cannot be added directly (spec §2, §4)', () => {
  test.each([
    ['variants to choose from', variants, 'action=addToCart', 'variant'],
    [
      'variants and an engraving: the variant first',
      { ...variants, engraving },
      'action=addToCart',
      'variant',
    ],
    [
      'a sold-out selection still chooses among variants',
      { ...variants, addToCart: 'unavailable' as const },
      'action=addToCart',
      'variant',
    ],
    ['an engraved article of one variant', engraved, 'action=addToCart', 'engraving'],
    [
      'an engraved article that cannot be bought',
      { ...engraved, addToCart: 'unavailable' as const },
      'action=addToCart',
      null,
    ],
    ['a plain article (added directly)', plain, 'action=addToCart', null],
    ['no action', variants, '', null],
    ['another action', variants, 'action=remind', null],
    ['the action twice', variants, 'action=addToCart&action=addToCart', null],
    ['another spelling', variants, 'action=addtocart', null],
  ])('%s', (_, view, query, expected) => {
    expect(addToCartChoice(view as View, new URLSearchParams(query))).toBe(expected);
  });
});
