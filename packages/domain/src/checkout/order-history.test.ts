import { describe, expect, test } from 'vitest';
import {
  isOrderNumber,
  ordersPageHref,
  ordersPageSlice,
  ordersPerPage,
  recentOrderCount,
  requestedOrdersPage,
} from './order-history';

describe('the order list is paged, 10 orders a page (issue 19, §2 /konto/bestellungen/)', () => {
  test('ten orders a page; the account home shows the latest three', () => {
    expect(ordersPerPage).toBe(10);
    expect(recentOrderCount).toBe(3);
  });

  test.each([
    { count: 0, page: 1, slice: { page: 1, pageCount: 1, start: 0, end: 0 } },
    { count: 0, page: 2, slice: null },
    { count: 10, page: 1, slice: { page: 1, pageCount: 1, start: 0, end: 10 } },
    { count: 10, page: 2, slice: null },
    { count: 11, page: 2, slice: { page: 2, pageCount: 2, start: 10, end: 11 } },
    { count: 23, page: 3, slice: { page: 3, pageCount: 3, start: 20, end: 23 } },
    { count: 23, page: 4, slice: null },
    { count: 23, page: 0, slice: null },
    { count: 23, page: 1.5, slice: null },
  ])('$count orders, page $page', ({ count, page, slice }) => {
    expect(ordersPageSlice(count, page)).toEqual(slice);
  });

  test.each([
    { query: null, page: 1 },
    { query: '1', page: 1 },
    { query: '12', page: 12 },
    { query: '9999', page: 9999 },
    { query: '10000', page: null },
    { query: '0', page: null },
    { query: '02', page: null },
    { query: '-1', page: null },
    { query: '+2', page: null },
    { query: '2.0', page: null },
    { query: '1e2', page: null },
    { query: '', page: null },
    { query: 'zwei', page: null },
    { query: ' 2', page: null },
  ])('the query page $query is page $page', ({ query, page }) => {
    expect(requestedOrdersPage(query)).toBe(page);
  });

  test('the first page has no page number; the others carry ?seite=', () => {
    expect(ordersPageHref('/konto/bestellungen/', 1)).toBe('/konto/bestellungen/');
    expect(ordersPageHref('/fr/konto/bestellungen/', 2)).toBe('/fr/konto/bestellungen/?seite=2');
  });
});

describe('an order number is digits only, at most 20 (issue 19: anything else is not found)', () => {
  test.each([
    { value: '100045', valid: true },
    { value: '1', valid: true },
    { value: '12345678901234567890', valid: true },
    { value: '123456789012345678901', valid: false },
    { value: '', valid: false },
    { value: '1e3', valid: false },
    { value: '../1', valid: false },
    { value: '100045 ', valid: false },
    { value: 100045, valid: false },
    { value: null, valid: false },
  ])('$value: $valid', ({ value, valid }) => {
    expect(isOrderNumber(value)).toBe(valid);
  });
});
