import { describe, expect, test } from 'vitest';
import { addToCartEvent, modifyCartEvent, removeFromCartEvent } from './cart-change-events';
import { aBasketItem, aProduct, aVariant, externalVisitor, internalVisitor } from './test-fixtures';

describe('add to cart (spec §4)', () => {
  const product = aProduct();
  const variant = aVariant();

  test('values the added units of the variant', () => {
    expect(addToCartEvent({ product, variant, quantity: 3 }, externalVisitor)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 1499.97,
        items: [
          {
            item_id: '123456',
            item_name: 'Kinderwagen Sonnenschein',
            item_brand: 'Kiddo',
            item_variant: '123456_01',
            item_category: 'Baby',
            item_category2: 'Unterwegs',
            item_category3: 'Kinderwagen',
            price: 499.99,
            quantity: 3,
          },
        ],
      },
    });
  });

  test('credits the list the product was added from', () => {
    const event = addToCartEvent(
      { product, variant, quantity: 1, tracking: { itemListId: 'reco-1', ffPosition: 0 } },
      internalVisitor,
    );
    expect(event?.ecommerce.items[0]).toMatchObject({ item_list_id: 'reco-1', index: 0 });
    expect(event?.traffic_type).toBe('internal');
  });

  test.each([{ quantity: 0 }, { quantity: -2 }, { quantity: 0.9 }, { quantity: Number.NaN }])(
    'sends nothing for quantity $quantity',
    ({ quantity }) => {
      expect(addToCartEvent({ product, variant, quantity }, externalVisitor)).toBeNull();
    },
  );

  test('counts whole units of a fractional quantity', () => {
    const event = addToCartEvent({ product, variant, quantity: 2.7 }, externalVisitor);
    expect(event?.ecommerce).toMatchObject({ value: 999.98, items: [{ quantity: 2 }] });
  });
});

describe('remove from cart (spec §4)', () => {
  test('removes the whole line by default', () => {
    expect(removeFromCartEvent({ line: aBasketItem() }, externalVisitor)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: 39.98, items: [{ item_id: '654321', quantity: 2 }] },
    });
  });

  test('removes the given units', () => {
    expect(
      removeFromCartEvent({ line: aBasketItem(), quantity: 1 }, externalVisitor),
    ).toMatchObject({ ecommerce: { value: 19.99, items: [{ quantity: 1 }] } });
  });

  test.each([{ quantity: 0 }, { quantity: -1 }, { quantity: Number.NaN }])(
    'sends nothing for quantity $quantity',
    ({ quantity }) => {
      expect(removeFromCartEvent({ line: aBasketItem(), quantity }, externalVisitor)).toBeNull();
    },
  );
});

describe('modify in cart (spec §4)', () => {
  const line = aBasketItem({ quantity: 2 });

  test.each([
    { newQuantity: 5, event: 'add_to_cart', quantity: 3, value: 59.97 },
    { newQuantity: 3, event: 'add_to_cart', quantity: 1, value: 19.99 },
    { newQuantity: 1, event: 'remove_from_cart', quantity: 1, value: 19.99 },
    { newQuantity: 0, event: 'remove_from_cart', quantity: 2, value: 39.98 },
    { newQuantity: -4, event: 'remove_from_cart', quantity: 2, value: 39.98 },
    { newQuantity: 4.9, event: 'add_to_cart', quantity: 2, value: 39.98 },
  ])(
    'from 2 to $newQuantity sends $event for $quantity',
    ({ newQuantity, event, quantity, value }) => {
      expect(modifyCartEvent({ line, newQuantity }, externalVisitor)).toMatchObject({
        event,
        ecommerce: { value, items: [{ quantity }] },
      });
    },
  );

  test.each([{ newQuantity: 2 }, { newQuantity: 2.4 }])(
    'sends nothing when the quantity stays $newQuantity',
    ({ newQuantity }) => {
      expect(modifyCartEvent({ line, newQuantity }, externalVisitor)).toBeNull();
    },
  );

  test('marks internal traffic on both directions', () => {
    expect(modifyCartEvent({ line, newQuantity: 3 }, internalVisitor)?.traffic_type).toBe(
      'internal',
    );
    expect(modifyCartEvent({ line, newQuantity: 1 }, internalVisitor)?.traffic_type).toBe(
      'internal',
    );
  });
});
