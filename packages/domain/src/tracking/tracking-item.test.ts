import { describe, expect, test } from 'vitest';
import type { AppliedReduction } from '../entities/product';
import { aBasketItem, anOrderItem, aPrice, aProduct, aVariant } from './test-fixtures';
import {
  itemFromBasketItem,
  itemFromOrderItem,
  itemFromProduct,
  withListingTracking,
} from './tracking-item';

const reduction = (absoluteWithTax: number): AppliedReduction => ({
  category: 'sale',
  type: 'absolute',
  amount: { relative: 0, absoluteWithTax },
});

describe('tracking item from a product (spec §4)', () => {
  test('uses the article number as id and the variant key as variant', () => {
    const product = aProduct();
    expect(itemFromProduct(product, product.variants[1] ?? null)).toEqual({
      item: {
        item_id: '123456',
        item_name: 'Kinderwagen Sonnenschein',
        item_brand: 'Kiddo',
        item_variant: '123456_02',
        item_category: 'Baby',
        item_category2: 'Unterwegs',
        item_category3: 'Kinderwagen',
        price: 549.99,
        quantity: 1,
      },
      currency: 'EUR',
      valueCents: 54999,
    });
  });

  test('without a variant, is priced by the lowest price of the range', () => {
    const { item, valueCents } = itemFromProduct(aProduct(), null, 2);
    expect(item).not.toHaveProperty('item_variant');
    expect(item).toMatchObject({ item_id: '123456', price: 499.99, quantity: 2 });
    expect(valueCents).toBe(99998);
  });

  test('without variant and price range, tracks a price of 0 in euros', () => {
    expect(itemFromProduct(aProduct({ priceRange: null }), null)).toMatchObject({
      item: { price: 0 },
      currency: 'EUR',
      valueCents: 0,
    });
  });

  test('takes the currency of the variant', () => {
    const variant = aVariant({ price: aPrice({ currencyCode: 'CHF', withTax: 5990 }) });
    expect(itemFromProduct(aProduct(), variant)).toMatchObject({
      item: { price: 59.9 },
      currency: 'CHF',
    });
  });

  test.each([
    { variantKey: '', productKey: '999', id: 5, expected: '999' },
    { variantKey: '  ', productKey: '999_1', id: 5, expected: '999' },
    { variantKey: '', productKey: '', id: 5, expected: '5' },
  ])(
    'falls back to $expected for the id when keys are empty',
    ({ variantKey, productKey, id, expected }) => {
      const product = aProduct({ referenceKey: productKey, id });
      expect(itemFromProduct(product, aVariant({ referenceKey: variantKey })).item.item_id).toBe(
        expected,
      );
    },
  );

  test('reads at most five categories of the first path, skipping empty names', () => {
    const path = ['A', ' ', 'B', 'C', 'D', 'E', 'F'].map((categoryName, categoryId) => ({
      categoryId,
      categoryName,
      categorySlug: categoryName.toLowerCase(),
    }));
    const { item } = itemFromProduct(aProduct({ categories: [path] }), null);
    expect(item).toMatchObject({
      item_category: 'A',
      item_category2: 'B',
      item_category3: 'C',
      item_category4: 'D',
      item_category5: 'E',
    });
  });

  test('leaves out categories, brand and promotion when there are none', () => {
    const { item } = itemFromProduct(aProduct({ categories: [], brand: ' ' }), null);
    expect(Object.keys(item).sort()).toEqual(['item_id', 'item_name', 'price', 'quantity']);
  });

  test('reports the reductions in the price as discount per unit', () => {
    const variant = aVariant({
      price: aPrice({ withTax: 3999, appliedReductions: [reduction(1000), reduction(1.5)] }),
    });
    expect(itemFromProduct(aProduct(), variant).item).toMatchObject({
      price: 39.99,
      discount: 10.02,
    });
  });

  test.each([
    { name: 'negative', amount: -500 },
    { name: 'NaN', amount: Number.NaN },
    { name: 'zero', amount: 0 },
  ])('ignores a $name reduction', ({ amount }) => {
    const variant = aVariant({ price: aPrice({ appliedReductions: [reduction(amount)] }) });
    expect(itemFromProduct(aProduct(), variant).item).not.toHaveProperty('discount');
  });

  test('reports a NaN price as 0', () => {
    const variant = aVariant({ price: aPrice({ withTax: Number.NaN }) });
    expect(itemFromProduct(aProduct(), variant, 3)).toMatchObject({
      item: { price: 0, quantity: 3 },
      valueCents: 0,
    });
  });

  test.each([
    { quantity: -1, expected: 0 },
    { quantity: 2.5, expected: 2 },
    { quantity: Number.NaN, expected: 0 },
  ])('normalises the quantity $quantity to $expected', ({ quantity, expected }) => {
    expect(itemFromProduct(aProduct(), null, quantity).item.quantity).toBe(expected);
  });

  test('carries the product promotion id', () => {
    const promotion = {
      id: 'promo-7',
      key: 'p7',
      isValid: true,
      effect: { type: 'buy_x_get_y' as const },
    };
    expect(itemFromProduct(aProduct({ promotion }), null).item.promotion_id).toBe('promo-7');
  });
});

describe('tracking item from a basket line (spec §4)', () => {
  test('uses the unit price and the line quantity', () => {
    expect(itemFromBasketItem(aBasketItem())).toEqual({
      item: {
        item_id: '654321',
        item_name: 'Spucktuch 3er-Set',
        item_brand: 'Kiddo',
        item_variant: '654321_03',
        item_category: 'Baby',
        item_category2: 'Unterwegs',
        item_category3: 'Kinderwagen',
        price: 19.99,
        quantity: 2,
      },
      currency: 'EUR',
      valueCents: 3998,
    });
  });

  test('uses another quantity when given', () => {
    expect(itemFromBasketItem(aBasketItem(), 1)).toMatchObject({
      item: { quantity: 1 },
      valueCents: 1999,
    });
  });

  test.each([
    {
      name: 'the line promotion',
      overrides: {
        promotion: { id: 'A', isValid: true, effect: { type: 'buy_x_get_y' as const } },
        promotionId: 'B',
        customData: { cPromo: { promotionId: 'C' } },
      },
      expected: 'A',
    },
    {
      name: 'the promotion id',
      overrides: { promotionId: 'B', customData: { cPromo: { promotionId: 'C' } } },
      expected: 'B',
    },
    {
      name: 'the custom data',
      overrides: { customData: { cPromo: { promotionId: 'C' } } },
      expected: 'C',
    },
  ])('takes the promotion from $name', ({ overrides, expected }) => {
    expect(itemFromBasketItem(aBasketItem(overrides)).item.promotion_id).toBe(expected);
  });

  test('carries the search campaign that placed the product', () => {
    const line = aBasketItem({ customData: { ffData: { ffCampaign: 'winter' } } });
    expect(itemFromBasketItem(line).item.ff_campaign).toBe('winter');
  });
});

describe('tracking item from an order line (spec §4)', () => {
  test('without discount, is the variant at its unit price', () => {
    expect(itemFromOrderItem(anOrderItem({ quantity: 2 }))).toMatchObject({
      item: { item_id: '123456', item_variant: '123456_01', price: 499.99, quantity: 2 },
      valueCents: 99998,
    });
  });

  test('spreads the line discount over the units and lowers the price by it', () => {
    const line = anOrderItem({
      quantity: 2,
      itemDiscount: 5000,
      itemCoupon: ' BABY10 ',
      itemPromotionId: 'promo-7',
    });
    expect(itemFromOrderItem(line)).toMatchObject({
      item: { price: 474.99, discount: 25, quantity: 2, coupon: 'BABY10', promotion_id: 'promo-7' },
      valueCents: 94998,
    });
  });

  test('rounds a discount share to whole cents', () => {
    const line = anOrderItem({ quantity: 3, itemDiscount: 100 });
    expect(itemFromOrderItem(line).item).toMatchObject({ price: 499.66, discount: 0.33 });
  });

  test.each([
    { name: 'larger than the price', discount: 10_000_000, price: 0, reported: 499.99 },
    { name: 'negative', discount: -100, price: 499.99, reported: undefined },
    { name: 'NaN', discount: Number.NaN, price: 499.99, reported: undefined },
  ])('bounds a discount that is $name', ({ discount, price, reported }) => {
    const { item } = itemFromOrderItem(anOrderItem({ itemDiscount: discount }));
    expect(item.price).toBe(price);
    expect(item.discount).toBe(reported);
  });

  test('reports a line of quantity 0 without dividing by it', () => {
    const { item, valueCents } = itemFromOrderItem(anOrderItem({ quantity: 0, itemDiscount: 100 }));
    expect(item).toMatchObject({ price: 499.99, quantity: 0 });
    expect(item).not.toHaveProperty('discount');
    expect(valueCents).toBe(0);
  });
});

describe('listing product tracking on an item (spec §3)', () => {
  const { item } = itemFromProduct(aProduct(), null);

  test('adds list id, list name, position and campaign', () => {
    expect(
      withListingTracking(item, {
        referenceKey: '123456',
        itemListId: 'search',
        itemListName: 'Suche',
        ffPosition: 3,
        ffCampaign: 'summer',
      }),
    ).toMatchObject({
      item_list_id: 'search',
      item_list_name: 'Suche',
      index: 3,
      ff_campaign: 'summer',
    });
  });

  test.each([
    { ffPosition: -1 },
    { ffPosition: 1.5 },
    { ffPosition: Number.NaN },
    { ffPosition: null },
    { ffPosition: undefined },
  ])('leaves out a position of $ffPosition', ({ ffPosition }) => {
    expect(withListingTracking(item, { ffPosition })).not.toHaveProperty('index');
  });

  test('leaves the item alone without tracking', () => {
    expect(withListingTracking(item, undefined)).toEqual(item);
    expect(withListingTracking(item, { itemListId: ' ', ffCampaign: '' })).toEqual(item);
  });

  test('keeps the campaign of the item when the card names none', () => {
    const withCampaign = { ...item, ff_campaign: 'basket' };
    expect(withListingTracking(withCampaign, {}).ff_campaign).toBe('basket');
  });
});
