import {
  type AccountBalanceState,
  accountBalanceState,
  formatPrice,
  hasAccountBalance,
  routePath,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import {
  accountPageNotFound,
  noFormOnThisPage,
  signedInCustomer,
} from './signed-in-customer.server';

export interface BalancePageData {
  /** The balance in the shop's currency, formatted for its locale (§9). */
  readonly balance: string;
  readonly state: AccountBalanceState;
  readonly accountHref: string;
}

/** The page exists only where the shop's `accountBalance` flag is on (§6); elsewhere it is 404. */
function requireAccountBalance(context: Readonly<RouterContextProvider>) {
  if (!hasAccountBalance(context.shop.flags)) throw accountPageNotFound(context.path);
}

/**
 * `/konto/konto/balance/` (§2, issue 19): the customer's balance from the engine, in the shop's
 * currency and locale — only in a shop with the `accountBalance` flag (§9: the vitality shop).
 */
export async function loadBalancePage(context: Readonly<RouterContextProvider>) {
  const customer = await signedInCustomer(context);
  requireAccountBalance(context);
  const { services, locale } = context;
  const profile = await services.commerce.identity.customer(customer.customerId);
  const cents = profile?.balanceCents ?? 0;
  const state = accountBalanceState(cents);
  const page: BalancePageData = {
    balance:
      formatPrice(state === 'credit' ? cents : 0, {
        locale: locale.iso,
        currency: locale.currency,
      }) ?? '',
    state,
    accountHref: routePath('account', locale.pathPrefix),
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}

/** The page posts no form: 400 where it exists, the 404 page where it does not. */
export async function refuseBalancePagePost(context: Readonly<RouterContextProvider>) {
  await signedInCustomer(context);
  requireAccountBalance(context);
  throw noFormOnThisPage();
}
