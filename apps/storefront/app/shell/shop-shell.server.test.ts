import { type Shop, shopByKey } from '@vitrine/domain';
import { paymentMethodsOf } from '@vitrine/domain/checkout';
import { RouterContextProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { privatePageCache, publicPageCache } from '../../server/http/cache-control';
import type { PageRequestContext } from '../load-context';
import { noteSessionOpened, shopShellData, shopShellMiddleware } from './shop-shell.server';

function shopOf(key: string): Shop {
  const shop = shopByKey(key);
  if (!shop) throw new Error(`the ${key} shop is missing`);
  return shop;
}

/** A page request's context whose visitor has a session holding 2 + 1 units and 2 wishes. */
function contextFor(shop: Shop, localeIndex = 0) {
  const visitor = vi.fn(async () => ({
    sessionId: 's-1',
    userId: 'a'.repeat(32),
    customerId: null,
    kind: 'anonymous' as const,
  }));
  const basketOf = vi.fn(async () => ({ items: [{ quantity: 2 }, { quantity: 1 }] }));
  // Two variants of one product and one product without a variant chosen.
  const wishlist = vi.fn(async () => ({
    items: [
      { key: 'w1', product: { id: 7 } },
      { key: 'w2', product: { id: 7 } },
      { key: 'w3', product: { id: 9 } },
    ],
  }));
  const fields = {
    shop,
    locale: shop.locales[localeIndex],
    hostKind: 'local',
    port: undefined,
    preview: { granted: false },
    services: {
      commerce: { basket: { basketOf }, wishlist: { get: wishlist } },
      // No layout: the country picker lists no shops (server/country covers it over HTTP).
      content: { published: { layout: async () => null } },
      env: {},
    },
    visitor,
  } as unknown as PageRequestContext;
  return { context: Object.assign(new RouterContextProvider(), fields), visitor, wishlist };
}

/** One request through the root's middleware; the page's loaders build the frame. */
async function page(context: RouterContextProvider, cookie: string | null) {
  let frame: Awaited<ReturnType<typeof shopShellData>> | undefined;
  const headers = new Headers(cookie === null ? {} : { cookie });
  const response = await shopShellMiddleware(
    {
      request: new Request('http://de.nido.localhost/', { headers }),
      context,
      params: {},
      unstable_pattern: '',
    } as never,
    async () => {
      frame = await shopShellData(context);
      return new Response('the page', { headers: { 'Cache-Control': publicPageCache } });
    },
  );
  if (!(response instanceof Response) || frame === undefined) throw new Error('no page');
  return { response, frame };
}

describe('the shop shell: addresses from the §2 route table, counts from the session', () => {
  test('a visitor without a session cookie: counts 0, the session untouched, the page public', async () => {
    const { context, visitor } = contextFor(shopOf('baby-de'));
    const { response, frame } = await page(context, 'other=1');
    expect(frame.counts).toEqual({ basket: 0, wishlist: 0 });
    expect(frame.wishlistedProductIds).toEqual([]);
    expect(visitor).not.toHaveBeenCalled();
    expect(response.headers.get('Cache-Control')).toBe(publicPageCache);
  });

  test('with the session cookie the session is read once, the counts shown and the page private', async () => {
    const { context, visitor } = contextFor(shopOf('baby-de'));
    const { response, frame } = await page(context, 'vitrine_session=token.signature');
    expect(frame.counts).toEqual({ basket: 3, wishlist: 3 });
    // §4 wishlist toggle: one pressed heart per product on the wishlist.
    expect(frame.wishlistedProductIds).toEqual([7, 9]);
    expect(visitor).toHaveBeenCalledTimes(1);
    expect(response.headers.get('Cache-Control')).toBe(privatePageCache);
  });

  test('the paths are the route table’s behind the locale prefix; hotline from the shop', async () => {
    const swiss = shopOf('baby-ch');
    const french = swiss.locales.findIndex((locale) => locale.language === 'fr');
    const { context } = contextFor(swiss, french);
    const { frame } = await page(context, null);
    expect(frame.paths).toEqual({
      home: '/fr/',
      search: '/fr/suche/',
      account: '/fr/login/',
      basket: '/fr/warenkorb/',
      wishlist: '/fr/wunschliste/',
    });
    expect(frame.hotline).toBe(swiss.hotline);
  });

  test('the footer’s trust marks are the shop’s (issue 21): its checkout’s payment methods, its reviews', async () => {
    for (const key of ['baby-ch', 'baby-nl', 'vital-de']) {
      const shop = shopOf(key);
      const { frame } = await page(contextFor(shop).context, null);
      expect(frame.trust.paymentMethods, key).toEqual(paymentMethodsOf(shop.country));
      expect(frame.trust.reviews, key).toEqual(shop.reviews);
      // No layout here: no carriers named (the HTTP tests read them from the demo layout).
      expect(frame.trust.carriers, key).toEqual([]);
    }
  });

  test('§6: without the wishlist flag there is no wishlist link and its list is not read', async () => {
    const german = shopOf('baby-de');
    const withoutWishlist = { ...german, flags: { ...german.flags, wishlist: false } };
    const { context, wishlist } = contextFor(withoutWishlist);
    const { frame } = await page(context, 'vitrine_session=token.signature');
    expect(frame.paths.wishlist).toBeNull();
    expect(frame.counts).toEqual({ basket: 3, wishlist: 0 });
    expect(frame.wishlistedProductIds).toEqual([]);
    expect(wishlist).not.toHaveBeenCalled();
  });

  test('a form that opened the session in this request: the frame after it shows its counts, privately', async () => {
    const { context, visitor } = contextFor(shopOf('baby-de'));
    const { response, frame } = await (async () => {
      let built: Awaited<ReturnType<typeof shopShellData>> | undefined;
      const answered = await shopShellMiddleware(
        { request: new Request('http://de.nido.localhost/'), context, params: {} } as never,
        async () => {
          noteSessionOpened(context);
          built = await shopShellData(context);
          return new Response('the page');
        },
      );
      if (!(answered instanceof Response) || built === undefined) throw new Error('no page');
      return { response: answered, frame: built };
    })();
    expect(frame.counts).toEqual({ basket: 3, wishlist: 3 });
    expect(visitor).toHaveBeenCalledTimes(1);
    expect(response.headers.get('Cache-Control')).toBe(privatePageCache);
  });
});
