import {
  type CountryCode,
  type CountryShopEntry,
  cmsLocaleKey,
  type PaymentCode,
  routePath,
  type ShopReviews,
} from '@vitrine/domain';
import { paymentMethodsOf } from '@vitrine/domain/checkout';
import { parse } from 'cookie';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { sessionCookieName } from '../../server/api/session-cookie';
import { countryShopEntries } from '../../server/country/country-shops';
import { privatePageCache } from '../../server/http/cache-control';
import {
  noVisitorShopping,
  type ShoppingCounts,
  visitorShopping,
} from '../../server/shopping/shopping-counts';
import { loadSiteLayout } from '../cms/site-layout.server';

/** What the shop's frame shows besides the layout: its addresses, the visitor's counts, the hotline. */
export interface ShopShellData {
  readonly paths: {
    readonly home: string;
    readonly search: string;
    readonly account: string;
    readonly basket: string;
    /** Null where the country has no wishlist (§6 wishlist flag). */
    readonly wishlist: string | null;
  };
  readonly counts: ShoppingCounts;
  /** The products on the visitor's wishlist: their cards' hearts are pressed. */
  readonly wishlistedProductIds: readonly number[];
  /** The customer-service number of the shop's country (§9), or null where it has none. */
  readonly hotline: string | null;
  /**
   * The footer's trust marks (issue 21): the payment methods the shop's checkout offers, the
   * carriers its layout names (§3 config `shippingProviders`) and its review score.
   */
  readonly trust: {
    readonly paymentMethods: readonly PaymentCode[];
    readonly carriers: readonly string[];
    readonly reviews: ShopReviews | null;
  };
  /**
   * The country picker (§2): the same for every visitor, so the page stays cacheable. Whether
   * it offers a switch is asked privately by the browser (`server/country/country-choice.ts`).
   */
  readonly country: {
    readonly current: CountryCode;
    /** The current shop locale as the country entries name it (`fr-ch`). */
    readonly localeKey: string;
    /** The shops, without their links: the server redirects, the page only names them. */
    readonly countries: readonly Omit<CountryShopEntry, 'shopLink'>[];
    /** Whether a country header is configured, so asking for an offer can lead anywhere. */
    readonly offers: boolean;
  };
}

/**
 * Whether the visitor has a session in this request: the request came with its cookie (set by
 * the middleware, before any loader), or a form posted without JavaScript just opened one (the
 * first item in the basket) and the page answering it shows what went in.
 */
const sessionCookieSent = createContext<boolean>(false);

/** A page's action opened the visitor's session: the frame rendered after it shows its counts. */
export function noteSessionOpened(context: Readonly<RouterContextProvider>): void {
  context.set(sessionCookieSent, true);
}

/** Whether the frame showed what a session holds: the page is then the visitor's own. */
const frameFromSession = createContext<boolean>(false);

function carriesSessionCookie(request: Request): boolean {
  const header = request.headers.get('cookie');
  // As the session reader: an oversized or malformed header names no session.
  if (header === null || header.length > 8192) return false;
  try {
    return parse(header)[sessionCookieName] !== undefined;
  } catch {
    return false;
  }
}

/**
 * The frame's data. A visitor who sent no session cookie has nothing in a basket or wishlist
 * yet: the counts are 0 without touching the session, and the page stays the same for everyone
 * (publicly cacheable). With the cookie, the visitor is read (once per request: the context
 * keeps it for the guards and forms too) and their counts shown, which makes the page theirs.
 */
export async function shopShellData(
  context: Readonly<RouterContextProvider>,
): Promise<ShopShellData> {
  const { shop, locale, hostKind, port, services } = context;
  const layout = await loadSiteLayout(context);
  const prefix = locale.pathPrefix;
  let shopping = noVisitorShopping;
  let signedIn = false;
  if (context.get(sessionCookieSent)) {
    context.set(frameFromSession, true);
    const visitor = await context.visitor();
    shopping = await visitorShopping(context, visitor);
    signedIn = visitor.kind === 'registered';
  }
  return {
    paths: {
      home: `${prefix}/`,
      search: routePath('search', prefix),
      // The header's account entry (§2): the account for a signed-in customer, the login for
      // anyone else. Only a frame that read the session (already private) knows who is there;
      // the public frame links the login, which sends a signed-in customer on to the account.
      account: routePath(signedIn ? 'account' : 'login', prefix),
      basket: routePath('basket', prefix),
      wishlist: shop.flags.wishlist ? routePath('wishlist', prefix) : null,
    },
    counts: shopping.counts,
    wishlistedProductIds: shopping.wishlistedProductIds,
    hotline: shop.hotline,
    trust: {
      paymentMethods: paymentMethodsOf(shop.country),
      carriers: layout?.content.layout.config.shippingProviders ?? [],
      reviews: shop.reviews,
    },
    country: {
      current: shop.country,
      localeKey: cmsLocaleKey(locale),
      countries: countryShopEntries(
        layout?.content.layout.countries ?? [],
        shop,
        hostKind,
        port,
      ).map(({ shopLink: _link, ...entry }) => entry),
      offers: services.env.VITRINE_COUNTRY_HEADER !== undefined,
    },
  };
}

/**
 * The root's middleware for the frame's caching: it notes whether the request sent a session
 * cookie before the loaders run, and afterwards makes an answer whose frame showed that
 * session's counts private (`private, no-store`), whatever the page's own headers said — a
 * CDN must never hand one visitor's basket count to another. Answers without it keep theirs.
 */
export const shopShellMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  context.set(sessionCookieSent, carriesSessionCookie(request));
  const response = await next();
  if (context.get(frameFromSession)) response.headers.set('Cache-Control', privatePageCache);
  return response;
};
