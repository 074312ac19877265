import { shopContext } from '@vitrine/commerce';
import { recentOrderCount, routePath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { type AccountShortcut, accountShortcutsOf } from './account-shortcuts';
import type { OrderSummaryView } from './order-views';
import { orderSummaryView } from './order-views.server';
import { signedInCustomer } from './signed-in-customer.server';

export interface AccountHomeData {
  /** The customer's first name for the greeting; null when the account has none. */
  readonly firstName: string | null;
  /** The latest orders, newest first. */
  readonly recentOrders: readonly OrderSummaryView[];
  readonly ordersHref: string;
  readonly shortcuts: readonly { readonly name: AccountShortcut; readonly href: string }[];
  /** The customer's sign-in address, which the sign-out names. */
  readonly email: string;
  /** Where the sign-out posts: the login page, whose `logout` form ends the session. */
  readonly signOutAction: string;
}

/** `/konto/` (§2): the greeting, the latest three orders and the ways to the account's pages. */
export async function loadAccountHome(context: Readonly<RouterContextProvider>) {
  const customer = await signedInCustomer(context);
  const { services, shop, locale } = context;
  const [profile, orders] = await Promise.all([
    services.commerce.identity.customer(customer.customerId),
    services.commerce.orders.list(shopContext(shop, locale), customer),
  ]);
  const page: AccountHomeData = {
    firstName: profile?.firstName?.trim() || null,
    recentOrders: orders.slice(0, recentOrderCount).map((order) => orderSummaryView(order, locale)),
    ordersHref: routePath('accountOrders', locale.pathPrefix),
    shortcuts: accountShortcutsOf(shop.flags).map((name) => ({
      name,
      href: routePath(name, locale.pathPrefix),
    })),
    email: profile?.email ?? '',
    signOutAction: routePath('login', locale.pathPrefix),
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}
