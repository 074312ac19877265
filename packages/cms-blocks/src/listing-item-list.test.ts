import { describe, expect, test } from 'vitest';
import { listingCardTracking, listingItemList } from './listing-item-list';

const pagination = (page: number, perPage = 24) => ({ page, perPage, total: 100, pageCount: 5 });

describe('the §4 item list of a category listing', () => {
  test.each([
    { page: 1, perPage: 24, firstPosition: 0 },
    { page: 2, perPage: 24, firstPosition: 24 },
    { page: 5, perPage: 12, firstPosition: 48 },
    // A page number the catalog would never answer with still counts from 0, never below.
    { page: 0, perPage: 24, firstPosition: 0 },
  ])('page $page of $perPage per page starts at position $firstPosition', (row) => {
    expect(
      listingItemList({
        categoryName: 'Kinderwagen',
        pagination: pagination(row.page, row.perPage),
      }),
    ).toEqual({
      itemListId: 'listing',
      itemListName: 'Kinderwagen',
      firstPosition: row.firstPosition,
    });
  });

  test('is named after the category slug when the category has no name', () => {
    expect(listingItemList({ categoryName: '', pagination: pagination(1) }, 'kinderwagen')).toEqual(
      { itemListId: 'listing', itemListName: 'kinderwagen', firstPosition: 0 },
    );
  });

  test('a card is tracked at its position in the whole listing', () => {
    const list = listingItemList({ categoryName: 'Bett', pagination: pagination(3) });
    expect(listingCardTracking(list, 4)).toEqual({
      itemListId: 'listing',
      itemListName: 'Bett',
      ffPosition: 52,
    });
  });
});
