import { isOrderNumber } from '@vitrine/domain';
import { parse, serialize } from 'cookie';
import type { RouterContextProvider } from 'react-router';

/**
 * The order the thank-you page shows (issue 18 `/danke/`): carried from the checkout's answer
 * to the thank-you page in a short-lived http-only cookie, never in the address (which would
 * stay in the history and be shared with the page's link). The page consumes it: a later visit
 * shows the thank-you-expired content. Only the customer's own order is shown for it.
 */
export const thankYouCookieName = 'vitrine_thank_you';
/** Long enough for the redirect and a slow connection; the order is in the mail and the account. */
const thankYouCookieMaxAge = 10 * 60;

/** The cookie that hands the placed order to the thank-you page. */
export function thankYouCookie(
  context: Readonly<RouterContextProvider>,
  orderNumber: string,
): string {
  return serialize(thankYouCookieName, orderNumber, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: context.hostKind !== 'local',
    maxAge: thankYouCookieMaxAge,
  });
}

/** The cookie removed, once the thank-you page has shown its order. */
export function consumedThankYouCookie(context: Readonly<RouterContextProvider>): string {
  return serialize(thankYouCookieName, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: context.hostKind !== 'local',
    maxAge: 0,
  });
}

/** The order number the request's cookie carries; null without one or for a value the shop never set. */
export function thankYouOrderNumber(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (header === null || header.length > 8192) return null;
  try {
    const value = parse(header)[thankYouCookieName];
    return isOrderNumber(value) ? value : null;
  } catch {
    return null;
  }
}
