import { shopContext } from '@vitrine/commerce';
import {
  ordersPageParameter,
  ordersPageSlice,
  requestedOrdersPage,
  routePath,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import type { OrderSummaryView } from './order-views';
import { orderSummaryView } from './order-views.server';
import { accountPageNotFound, signedInCustomer } from './signed-in-customer.server';

export interface OrdersPageData {
  readonly orders: readonly OrderSummaryView[];
  readonly page: number;
  readonly pageCount: number;
  /** The list's first page; the others add `?seite=`. */
  readonly ordersPath: string;
  readonly accountHref: string;
}

/**
 * `/konto/bestellungen/` (§2): the customer's orders, newest first, ten a page (`?seite=2`).
 * A page number written otherwise (`?seite=0`, `?seite=zwei`) or past the last page is the
 * 404 page: that address shows nothing.
 */
export async function loadOrdersPage(request: Request, context: Readonly<RouterContextProvider>) {
  const customer = await signedInCustomer(context);
  const { services, shop, locale } = context;
  const requested = requestedOrdersPage(new URL(request.url).searchParams.get(ordersPageParameter));
  if (requested === null) throw accountPageNotFound(context.path);
  const orders = await services.commerce.orders.list(shopContext(shop, locale), customer);
  const slice = ordersPageSlice(orders.length, requested);
  if (slice === null) throw accountPageNotFound(context.path);
  const ordersPath = routePath('accountOrders', locale.pathPrefix);
  const page: OrdersPageData = {
    orders: orders.slice(slice.start, slice.end).map((order) => orderSummaryView(order, locale)),
    page: slice.page,
    pageCount: slice.pageCount,
    ordersPath,
    accountHref: routePath('account', locale.pathPrefix),
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}
