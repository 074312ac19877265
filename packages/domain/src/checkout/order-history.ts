/**
 * The customer's order history as the account pages show it (issue 19; spec §2
 * `/konto/`, `/konto/bestellungen/`, `/konto/bestellung/{orderNumber}/`).
 */

/** Orders on one page of `/konto/bestellungen/`. */
export const ordersPerPage = 10;

/** The latest orders the account home shows. */
export const recentOrderCount = 3;

/** The query parameter of the orders page's page number (`?seite=2`). */
export const ordersPageParameter = 'seite';

/**
 * An order number as the shop hands it out: digits only, at most 20. Anything else names no
 * order (the order page answers it as it answers another customer's number: not found).
 *
 * @example
 * isOrderNumber('100045'); // true
 * isOrderNumber('1e3'); // false
 */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value);
}

/**
 * The page the orders page's query asks for: none is the first; a page is written as the shop
 * writes it (`2`, never `02`, `+2`, `2.0` or `0`), up to 9999. Anything else is null, which
 * the page answers as a page that does not exist.
 *
 * @example
 * requestedOrdersPage(null); // 1
 * requestedOrdersPage('3'); // 3
 * requestedOrdersPage('0'); // null
 */
export function requestedOrdersPage(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** One page of the order list: which orders it shows and how many pages there are. */
export interface OrdersPageSlice {
  readonly page: number;
  readonly pageCount: number;
  /** Index of the page's first order in the list (newest first). */
  readonly start: number;
  /** Index after the page's last order. */
  readonly end: number;
}

/**
 * The slice of `orderCount` orders (newest first) that a page shows, or null when the page is
 * past the last one. A customer without orders has one page, empty.
 *
 * @example
 * ordersPageSlice(23, 3); // { page: 3, pageCount: 3, start: 20, end: 23 }
 * ordersPageSlice(23, 4); // null
 */
export function ordersPageSlice(
  orderCount: number,
  page: number,
  perPage: number = ordersPerPage,
): OrdersPageSlice | null {
  const pageCount = Math.max(1, Math.ceil(orderCount / perPage));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * perPage;
  return { page, pageCount, start, end: Math.min(orderCount, start + perPage) };
}

/**
 * The address of a page of the order list: the first page has no page number, so every page
 * has one address.
 *
 * @example
 * ordersPageHref('/fr/konto/bestellungen/', 2); // '/fr/konto/bestellungen/?seite=2'
 */
export function ordersPageHref(ordersPath: string, page: number): string {
  return page <= 1 ? ordersPath : `${ordersPath}?${ordersPageParameter}=${page}`;
}
