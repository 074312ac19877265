import { describe, expect, test } from 'vitest';
import { addToCartRoute } from './add-to-cart-route';
import { anAttribute, aProduct, aVariant } from './test-fixtures';

const only = aVariant({ id: 1, price: 1999 });
const cheaper = aVariant({ id: 2, price: 999 });
const personalisation = (label: string) => ({
  personalisierterArtikel: anAttribute('personalisierterArtikel', { label }),
});

describe('add to cart: direct or via the product page (spec §4)', () => {
  test('one variant and not personalised: direct, with that variant', () => {
    expect(addToCartRoute(aProduct({ variants: [only] }))).toEqual({
      kind: 'direct',
      variant: only,
    });
    expect(
      addToCartRoute(aProduct({ variants: [only], attributes: personalisation('0') })),
    ).toEqual({ kind: 'direct', variant: only });
  });

  test.each([
    {
      input: 'one personalised variant',
      variants: [only],
      attrs: personalisation('1'),
      variant: only,
    },
    { input: 'several variants', variants: [only, cheaper], attrs: {}, variant: cheaper },
    { input: 'no variants', variants: [], attrs: {}, variant: null },
  ])('$input: to the product page with action=addToCart', ({ variants, attrs, variant }) => {
    expect(addToCartRoute(aProduct({ variants, attributes: attrs }))).toEqual({
      kind: 'productPage',
      query: { action: 'addToCart' },
      variant,
    });
  });

  test('no product: to the product page without a variant', () => {
    expect(addToCartRoute(null)).toEqual({
      kind: 'productPage',
      query: { action: 'addToCart' },
      variant: null,
    });
  });
});
