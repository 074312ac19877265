import type { CustomerRef } from '@vitrine/commerce';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';

/**
 * The registered customer whose account page this is, from the session alone (never from the
 * address or a form). The §4 auth guard has already sent everyone else to the login; should one
 * get here anyway, the page is not found rather than shown empty.
 */
export async function signedInCustomer(
  context: Readonly<RouterContextProvider>,
): Promise<CustomerRef> {
  const visitor = await context.visitor();
  if (visitor.kind !== 'registered' || visitor.customerId === null) {
    throw accountPageNotFound(context.path);
  }
  return { customerId: visitor.customerId };
}

/**
 * The 404 page for an account address that names nothing of the customer's: an order number
 * that is malformed, unknown or another customer's looks the same, so the page never confirms
 * that someone else's order exists (issue 19: not a 403). Private, as every account answer.
 */
export function accountPageNotFound(path: string) {
  return data(`Page Not Found: ${path}`, {
    status: 404,
    statusText: 'Not Found',
    headers: { 'Cache-Control': privatePageCache },
  });
}

/**
 * A form posted to an account page that has none (the home, the order list): 400, as a form a
 * page never posts is everywhere, never React Router's 405.
 */
export function noFormOnThisPage() {
  return data(null, { status: 400, headers: { 'Cache-Control': privatePageCache } });
}
