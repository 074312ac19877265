import { randomBytes } from 'node:crypto';
import { shopByKey } from '@vitrine/domain';
import { paymentMethodsOf } from '@vitrine/domain/checkout';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { notFoundPageCache, publicPageCache } from '../server/http/cache-control';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const de = uiText('de');

/**
 * The accessible name of the header's basket link in the page: the first link to the basket
 * with a label, whatever the order of its attributes (the router's link puts `href` last).
 */
function basketLabel(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<a [^>]*href="\/warenkorb\/"[^>]*>/g)) {
    const label = /aria-label="([^"]*)"/.exec(tag)?.[1];
    if (label !== undefined) return label;
  }
  return undefined;
}

/**
 * A buyable variant of the shop's brand, from the §7 recommendations call: the demo catalog
 * numbers the baby brand's products from 2000001 (the vitality brand's from 5000001).
 */
async function buyableVariant(host: string, locale: string, firstNumber = 2_000_001) {
  const keys = Array.from({ length: 10 }, (_, index) => String(firstNumber + index));
  const answer = await send(storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${locale}`,
    host,
  });
  const { products } = JSON.parse(answer.body) as {
    products: {
      variants: { id: number; stock: { quantity: number }; logistics: { bvc: number } }[];
    }[];
  };
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 10);
  if (!variant) throw new Error(`no buyable variant on ${host}`);
  return variant.id;
}

/** A visitor who put `quantity` units in the basket through /api: their session cookie. */
async function visitorWithBasket(quantity: number): Promise<string> {
  const variantId = await buyableVariant('localhost', 'de-DE');
  const added = await send(storefront.port, {
    method: 'POST',
    path: '/api/shop/basket/addItem/?locale=de-DE',
    // As the shop's own pages send it (the /api origin check).
    headers: { origin: `http://localhost:${storefront.port}` },
    json: { basketKey: `basket_10_${randomBytes(16).toString('hex')}`, variantId, quantity },
  });
  expect(added.status).toBe(200);
  const cookie = sessionCookieOf(added);
  if (!cookie) throw new Error('the basket call opened no session');
  return cookie;
}

describe('the shop shell and caching (issue 13): public for everyone, private with a session', () => {
  test('a page without a session cookie is public and shows an empty basket', async () => {
    const response = await send(storefront.port, { path: '/faq/' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(publicPageCache);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(basketLabel(response.body)).toBe(de('siteHeader.basketCount', { count: 0 }));
    expect(response.body).toContain('action="/suche/" method="get"');
  });

  test('with the session the basket count is the server’s and every page is private', async () => {
    const cookie = await visitorWithBasket(2);
    const home = await send(storefront.port, { path: '/faq/', headers: { cookie } });
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(basketLabel(home.body)).toBe(de('siteHeader.basketCount', { count: 2 }));
    expect(home.body).toMatch(/data-slot="site-header-count"[^>]*>2</);
    // The 404 of a missing page and the one the guards decide (a prefix of another shop) too.
    for (const path of ['/gibt-es-nicht/', '/nl/']) {
      const missing = await send(storefront.port, { path, headers: { cookie } });
      expect(missing.status, path).toBe(404);
      expect(missing.headers['cache-control'], path).toBe('private, no-store');
      expect(basketLabel(missing.body), path).toBe(de('siteHeader.basketCount', { count: 2 }));
    }
    const anonymous = await send(storefront.port, { path: '/gibt-es-nicht/' });
    expect(anonymous.headers['cache-control']).toBe(notFoundPageCache);
  });

  test('a session cookie that names no session: counts 0, the cookie removed, the page private', async () => {
    const response = await send(storefront.port, {
      path: '/faq/',
      headers: { cookie: 'vitrine_session=unknown.signature' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['set-cookie'])).toContain('vitrine_session=;');
    expect(basketLabel(response.body)).toBe(de('siteHeader.basketCount', { count: 0 }));
  });

  test('the header’s addresses follow the locale prefix (§2 route table): /fr/ in Switzerland', async () => {
    const { body } = await send(storefront.port, { path: '/fr/faq/', host: 'ch.nido.localhost' });
    const hrefs = [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/fr/warenkorb/', '/fr/wunschliste/', '/fr/login/']),
    );
    expect(body).toContain('action="/fr/suche/" method="get"');
    // The footer's consent control opens the banner's settings on the page (issue 20); without
    // JavaScript it is a link to them (`?consent=settings`), which the CMS's link gave way to.
    expect(body).toMatch(
      /data-slot="footer-consent"[^>]*href="\/fr\/faq\/\?consent=settings#consent-banner"/,
    );
  });
});

/** The footer of a page, from its opening tag to its end. */
const footerOf = (html: string) =>
  /<footer[^>]*data-slot="footer"[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('the footer’s trust and service (issue 21): the shop’s own marks, hotline, one copyright', () => {
  test.each([
    // The carriers are the demo layouts' (§3 config shippingProviders), per country.
    {
      host: 'localhost',
      path: '/faq/',
      shop: 'baby-de',
      language: 'de',
      carriers: ['DHL', 'Hermes'],
    },
    {
      host: 'ch.nido.localhost',
      path: '/fr/faq/',
      shop: 'baby-ch',
      language: 'fr',
      carriers: ['Die Post'],
    },
    // Austria: its own hotline (§9), in both brands, and the Austrian carriers.
    {
      host: 'at.nido.localhost',
      path: '/faq/',
      shop: 'baby-at',
      language: 'de',
      carriers: ['Österreichische Post', 'DHL'],
    },
    {
      host: 'at.vitalia.localhost',
      path: '/kontakt/',
      shop: 'vital-at',
      language: 'de',
      carriers: ['Österreichische Post', 'DHL'],
    },
    {
      host: 'nl.nido.localhost',
      path: '/veelgestelde-vragen/',
      shop: 'baby-nl',
      language: 'nl',
      carriers: ['PostNL', 'DHL'],
    },
  ] as const)('$shop $path', async ({ host, path, shop: key, language, carriers: named }) => {
    const shop = shopByKey(key);
    if (!shop) throw new Error(key);
    const response = await send(storefront.port, { path, host });
    expect(response.status).toBe(200);
    const footer = footerOf(response.body);
    // The payment methods the shop's checkout offers, each a drawn mark named for screen readers.
    const methods = [...footer.matchAll(/data-slot="payment-mark" data-method="([A-Z]+)"/g)].map(
      (match) => match[1],
    );
    expect(methods).toEqual(paymentMethodsOf(shop.country));
    expect(footer).toContain(
      `aria-label="${inHtml(translator(language).t(`checkout.payment.${methods[0]}`))}"`,
    );
    // The layout's carriers, as the demo's own marks (no third-party image is loaded).
    const carriers = [...footer.matchAll(/data-slot="carrier-mark"><svg[\s\S]*?<\/svg>([^<]*)</g)];
    expect(carriers.map((match) => match[1])).toEqual(named);
    expect(footer).not.toMatch(/<img/);
    expect(footer).toContain('data-slot="shop-review-mark"');
    // §9 hotline (DE, AT, CH), a link that calls it; none in the Netherlands.
    if (shop.hotline === null) expect(footer).not.toContain('data-slot="footer-hotline"');
    else {
      expect(footer).toContain(`href="tel:${shop.hotline.replace(/ /g, '')}"`);
      // The number is shown as the shop writes it, not only called (its spaces may be
      // non-breaking ones, which keep it on one line).
      const hotline = /data-slot="footer-hotline"[\s\S]*?<\/p>/.exec(footer)?.[0] ?? '';
      expect(hotline.replace(/[\u00a0\u202f]|&nbsp;/g, ' ')).toContain(shop.hotline);
    }
    // One copyright line: the footer's; the layout's small print names no second one.
    expect(footer.match(/©/g)).toHaveLength(1);
  });
});
