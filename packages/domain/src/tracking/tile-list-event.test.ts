import { describe, expect, test } from 'vitest';
import { recommendationItemList, shopRecommendationSlots } from './recommendation-item-list';
import { viewTileListEvent } from './tile-list-event';

const tile = (id: number, number: string, withTax: number) => ({
  id,
  href: `/p/kinderwagen-${number}/`,
  name: ` Kinderwagen ${id} `,
  brand: 'Nido',
  price: { withTax, currencyCode: 'EUR' as const },
});

describe('view_item_list of a page of cards, e.g. search results (§4 tracking, issue 17)', () => {
  test('each card an item of the list, at its position in the whole list, prices in units', () => {
    const event = viewTileListEvent(
      {
        itemListId: 'search',
        itemListName: 'search results',
        tiles: [tile(1, '2000001', 19999), tile(2, '2000002', 4990)],
        firstPosition: 24,
      },
      { internalTraffic: false },
    );
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'search',
        item_list_name: 'search results',
        items: [
          {
            item_id: '2000001',
            item_name: 'Kinderwagen 1',
            item_brand: 'Nido',
            price: 199.99,
            quantity: 1,
            item_list_id: 'search',
            item_list_name: 'search results',
            index: 24,
          },
          {
            item_id: '2000002',
            item_name: 'Kinderwagen 2',
            item_brand: 'Nido',
            price: 49.9,
            quantity: 1,
            item_list_id: 'search',
            item_list_name: 'search results',
            index: 25,
          },
        ],
      },
    });
  });

  test('internal traffic is marked (§6)', () => {
    const event = viewTileListEvent(
      { itemListId: 'search', itemListName: 'search results', tiles: [tile(1, '2000001', 100)] },
      { internalTraffic: true },
    );
    expect(event?.traffic_type).toBe('internal');
  });

  test('no cards, no event: nothing was seen', () => {
    expect(
      viewTileListEvent(
        { itemListId: 'search', itemListName: 'search results', tiles: [] },
        { internalTraffic: false },
      ),
    ).toBeNull();
  });
});

describe('the list a recommendation slider’s cards are tracked in (§4 select item, view item list)', () => {
  test.each([
    { slot: 'bestseller', expected: { itemListId: 'recommendations', itemListName: 'bestseller' } },
    {
      slot: shopRecommendationSlots.productPage,
      expected: { itemListId: 'recommendations', itemListName: 'product-page' },
    },
    {
      slot: shopRecommendationSlots.emptyBasket,
      expected: { itemListId: 'recommendations', itemListName: 'empty-basket' },
    },
  ])('$slot', ({ slot, expected }) => {
    expect(recommendationItemList(slot)).toEqual(expected);
  });
});
