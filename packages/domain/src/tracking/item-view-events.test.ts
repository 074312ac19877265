import { describe, expect, test } from 'vitest';
import {
  selectItemEvent,
  selectTileEvent,
  viewItemEvent,
  viewItemListEvent,
} from './item-view-events';
import { aProduct, externalVisitor, internalVisitor } from './test-fixtures';

const product = aProduct();
const secondVariant = product.variants[1] ?? null;

describe('view item (spec §4)', () => {
  test('values one unit of the displayed variant', () => {
    expect(viewItemEvent({ product, variant: secondVariant }, externalVisitor)).toMatchObject({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 549.99,
        items: [{ item_id: '123456', item_variant: '123456_02', price: 549.99, quantity: 1 }],
      },
    });
  });

  test('without a variant, values the lowest price', () => {
    expect(viewItemEvent({ product, variant: null }, internalVisitor)).toMatchObject({
      ecommerce: { value: 499.99 },
      traffic_type: 'internal',
    });
  });
});

describe('select item (spec §4, listing tracking §3)', () => {
  test('carries the card’s list, position and campaign', () => {
    const event = selectItemEvent(
      {
        product,
        tracking: {
          referenceKey: '123456_02',
          itemListId: 'category-42',
          itemListName: 'Kinderwagen',
          ffPosition: 4,
          ffCampaign: 'pram-push',
        },
      },
      externalVisitor,
    );
    expect(event).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: 'category-42',
        item_list_name: 'Kinderwagen',
        items: [
          expect.objectContaining({
            item_id: '123456',
            item_variant: '123456_02',
            price: 549.99,
            item_list_id: 'category-42',
            item_list_name: 'Kinderwagen',
            index: 4,
            ff_campaign: 'pram-push',
          }),
        ],
      },
    });
  });

  test('prefers the variant given over the tracked reference key', () => {
    const event = selectItemEvent(
      { product, variant: product.variants[0] ?? null, tracking: { referenceKey: '123456_02' } },
      externalVisitor,
    );
    expect(event.ecommerce.items[0]?.item_variant).toBe('123456_01');
  });

  test('without tracking, sends the item without list fields', () => {
    const event = selectItemEvent(
      { product, tracking: { referenceKey: 'unknown' } },
      externalVisitor,
    );
    expect(event.ecommerce).not.toHaveProperty('item_list_id');
    expect(event.ecommerce.items[0]).not.toHaveProperty('item_variant');
    expect(selectItemEvent({ product }, internalVisitor).traffic_type).toBe('internal');
  });
});

describe('view item list (spec §4, §7 recommendations)', () => {
  test('gives every card the list unless it names its own', () => {
    const event = viewItemListEvent(
      {
        itemListId: 'reco-home',
        itemListName: 'Empfehlungen',
        products: [
          { product, tracking: { ffPosition: 1 } },
          { product, tracking: { itemListId: 'other', itemListName: ' ', ffPosition: 2 } },
        ],
      },
      externalVisitor,
    );
    expect(event?.ecommerce).toMatchObject({
      item_list_id: 'reco-home',
      item_list_name: 'Empfehlungen',
      items: [
        { item_list_id: 'reco-home', item_list_name: 'Empfehlungen', index: 1 },
        { item_list_id: 'other', item_list_name: 'Empfehlungen', index: 2 },
      ],
    });
  });

  test('takes the list from the first card when none is given', () => {
    const event = viewItemListEvent(
      { products: [{ product, tracking: { itemListId: 'search', itemListName: 'Suche' } }] },
      internalVisitor,
    );
    expect(event).toMatchObject({
      ecommerce: { item_list_id: 'search', item_list_name: 'Suche' },
      traffic_type: 'internal',
    });
  });

  test('leaves the list fields out when nobody names a list', () => {
    const event = viewItemListEvent({ itemListId: '', products: [{ product }] }, externalVisitor);
    expect(Object.keys(event?.ecommerce ?? {})).toEqual(['items']);
  });

  test('sends nothing for an empty list', () => {
    expect(viewItemListEvent({ itemListId: 'x', products: [] }, externalVisitor)).toBeNull();
  });
});

describe('select item from a product card’s tile (spec §4, issue 15)', () => {
  const tile = {
    id: 77,
    href: '/fr/p/kinderwagen-lino-123456/?variant=123456_02',
    name: ' Kinderwagen Lino ',
    brand: 'Nido',
    price: { withTax: 49999, currencyCode: 'EUR' as const },
  };

  test('the article number, name, brand and shown price in euros with two decimals', () => {
    expect(
      selectTileEvent(tile, { itemListId: 'recommendations', ffPosition: 2 }, externalVisitor),
    ).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: 'recommendations',
        items: [
          {
            item_id: '123456',
            item_name: 'Kinderwagen Lino',
            item_brand: 'Nido',
            price: 499.99,
            quantity: 1,
            item_list_id: 'recommendations',
            index: 2,
          },
        ],
      },
    });
  });

  test.each([
    {
      what: 'without a price, price 0',
      change: { price: null },
      field: 'price',
      expected: 0,
    },
    {
      what: 'a link without a product number, the product id',
      change: { href: '/' },
      field: 'item_id',
      expected: '77',
    },
    {
      what: 'an empty brand is left out',
      change: { brand: '' },
      field: 'item_brand',
      expected: undefined,
    },
  ])('$what', ({ change, field, expected }) => {
    const [item] = selectTileEvent({ ...tile, ...change }, undefined, externalVisitor).ecommerce
      .items;
    expect((item as Record<string, unknown> | undefined)?.[field]).toBe(expected);
  });

  test('internal visitors are marked', () => {
    expect(selectTileEvent(tile, undefined, internalVisitor).traffic_type).toBe('internal');
  });
});
