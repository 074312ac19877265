import type { Product } from '@vitrine/domain';
import { productLink } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browserShops } from './support/browser-shops';
import { get, type RunningStorefront, startStorefront } from './support/storefront-server';
import { launchTestChromium } from './support/test-chromium';

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

interface ParsedUrl {
  readonly loc: string;
  readonly alternates: ReadonlyArray<{ rel: string; hreflang: string; href: string }>;
}

let storefront: RunningStorefront;
let browser: Browser;
/** A page of Debian's Chromium, whose DOMParser is a strict XML parser. */
let parser: Page;
/** A product of the German baby shop, as the engine sends it. */
let product: Product;
/** The same product in the Swiss shop's French. */
let frenchProduct: Product;

/** The sitemap parsed as XML: a parse error (not well-formed) fails the test. */
async function parseSitemap(xml: string): Promise<ParsedUrl[]> {
  const parsed = await parser.evaluate(
    ({ text, sitemap, xhtml }) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const error = document.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent ?? 'parse error', urls: [] };
      if (document.documentElement.namespaceURI !== sitemap) {
        return { error: `root in ${document.documentElement.namespaceURI}`, urls: [] };
      }
      const urls = [...document.documentElement.getElementsByTagNameNS(sitemap, 'url')].map(
        (url) => ({
          loc: url.getElementsByTagNameNS(sitemap, 'loc')[0]?.textContent ?? '',
          alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => ({
            rel: link.getAttribute('rel') ?? '',
            hreflang: link.getAttribute('hreflang') ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        }),
      );
      return { error: null, urls };
    },
    { text: xml, sitemap: sitemapNamespace, xhtml: xhtmlNamespace },
  );
  if (parsed.error !== null) throw new Error(`sitemap.xml is not well-formed: ${parsed.error}`);
  return parsed.urls;
}

const sitemaps = new Map<string, ParsedUrl[]>();
async function sitemapOf(host: string): Promise<ParsedUrl[]> {
  const known = sitemaps.get(host);
  if (known) return known;
  const response = await get(storefront.port, '/sitemap.xml', host);
  expect(response.status).toBe(200);
  const urls = await parseSitemap(response.body);
  sitemaps.set(host, urls);
  return urls;
}

async function productsOf(host: string, locale = ''): Promise<Product[]> {
  const response = await get(
    storefront.port,
    `/api/shop/recommendations/?referenceKeys=2000001&size=10${locale ? `&locale=${locale}` : ''}`,
    host,
  );
  return (JSON.parse(response.body) as { products: Product[] }).products;
}

const localBase = (host: string) => `http://${host}:${storefront.port}`;

beforeAll(async () => {
  storefront = await startStorefront();
  browser = await launchTestChromium();
  parser = await browser.newPage();
  const [first] = await productsOf('localhost');
  if (first === undefined) throw new Error('no product in the demo catalog');
  product = first;
  frenchProduct =
    (await productsOf('ch.nido.localhost', 'fr-CH')).find((found) => found.id === first.id) ??
    first;
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
});

describe('sitemap.xml of a shop (spec §2 SEO, issue 15)', () => {
  test('is well-formed XML with a public cache header', async () => {
    const response = await get(storefront.port, '/sitemap.xml', 'localhost');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/^public,/);
    expect((await parseSitemap(response.body)).length).toBeGreaterThan(10);
  });

  test('lists a known product at its canonical product link', async () => {
    const locs = (await sitemapOf('localhost')).map((url) => url.loc);
    expect(locs).toContain(`${localBase('de.nido.localhost')}${productLink(product)}`);
  });

  test('lists the home page and category pages of the content space', async () => {
    const locs = (await sitemapOf('localhost')).map((url) => url.loc);
    expect(locs).toContain(`${localBase('de.nido.localhost')}/`);
    expect(locs).toContain(`${localBase('de.nido.localhost')}/buggys/`);
  });

  test('leaves out the preview, special content, noindex pages and private routes', async () => {
    const locs = (await sitemapOf('localhost')).map((url) => url.loc);
    for (const loc of locs) {
      expect(loc).not.toMatch(/cms-vorschau|_storyblok|\/system\/|\/warenkorb\/|\/konto\//);
    }
    // The legal pages' stories say noindex,follow.
    expect(locs).not.toContain(`${localBase('de.nido.localhost')}/agb/`);
  });

  test('names each page once', async () => {
    const locs = (await sitemapOf('localhost')).map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('every content page it names exists: each answers 200', async () => {
    const content = (await sitemapOf('localhost')).filter((url) => !url.loc.includes('/p/'));
    expect(content.length).toBeGreaterThan(10);
    const failed: string[] = [];
    for (const { loc } of content) {
      const url = new URL(loc);
      const response = await get(storefront.port, url.pathname, url.hostname);
      if (response.status !== 200) failed.push(`${response.status} ${loc}`);
    }
    expect(failed).toEqual([]);
  });

  test('every page it names exists: a sample of each kind in two languages answers 200', async () => {
    const urls = await sitemapOf('ch.nido.localhost');
    const sample = [
      ...urls.filter((url) => !url.loc.includes('/p/')).slice(0, 4),
      ...urls.filter((url) => url.loc.includes('/p/')).slice(0, 3),
      ...urls.filter((url) => url.loc.includes('/fr/p/')).slice(-3),
    ];
    expect(sample).toHaveLength(10);
    for (const { loc } of sample) {
      const url = new URL(loc);
      const response = await get(storefront.port, `${url.pathname}${url.search}`, url.hostname);
      expect(response.status, loc).toBe(200);
    }
  });

  test('a product carries its hreflang alternates in the brand’s other shops and languages', async () => {
    const urls = await sitemapOf('ch.nido.localhost');
    const french = urls.find(
      (url) => url.loc === `${localBase('ch.nido.localhost')}/fr${productLink(frenchProduct)}`,
    );
    expect(french).toBeDefined();
    expect(french?.alternates.every((link) => link.rel === 'alternate')).toBe(true);
    expect(french?.alternates).toContainEqual({
      rel: 'alternate',
      hreflang: 'de-DE',
      href: `${localBase('de.nido.localhost')}${productLink(product)}`,
    });
    expect(french?.alternates.map((link) => link.hreflang)).toContain('fr-CH');
  });

  test('the product page head names the same alternates as the sitemap', async () => {
    const urls = await sitemapOf('localhost');
    const loc = `${localBase('de.nido.localhost')}${productLink(product)}`;
    const page = await get(storefront.port, productLink(product), 'localhost');
    const head = [
      ...page.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi),
    ].map((match) => ({ rel: 'alternate', hreflang: match[1], href: match[2] }));
    expect(head.length).toBeGreaterThan(1);
    expect(urls.find((url) => url.loc === loc)?.alternates).toEqual(head);
  });

  test('a category page carries its alternates in the other locales', async () => {
    const urls = await sitemapOf('localhost');
    const buggys = urls.find((url) => url.loc === `${localBase('de.nido.localhost')}/buggys/`);
    expect(buggys?.alternates).toContainEqual({
      rel: 'alternate',
      hreflang: 'fr-CH',
      href: `${localBase('ch.nido.localhost')}/fr/buggys/`,
    });
  });

  test.each(browserShops)(
    '$shop names only its own host’s pages',
    async ({ host, firstProduct }) => {
      const ownHost = host === 'localhost' ? 'de.nido.localhost' : host;
      const urls = await sitemapOf(host);
      expect(urls.length).toBeGreaterThan(10);
      for (const { loc } of urls) expect(new URL(loc).host).toBe(`${ownHost}:${storefront.port}`);
      expect(urls.some((url) => url.loc.endsWith(`-${firstProduct}/`))).toBe(true);
    },
  );
});

describe('robots.txt of a shop (spec §2 route table, issue 15)', () => {
  test('allows the shop, keeps out private routes and the preview, names the sitemap', async () => {
    const response = await get(storefront.port, '/robots.txt', 'localhost');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toMatch(/^public,/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/konto/', '/warenkorb/', '/kasse/', '/cms-vorschau/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${localBase('de.nido.localhost')}/sitemap.xml`);
  });

  test('a shop with a locale prefix disallows the private routes under it too', async () => {
    const response = await get(storefront.port, '/robots.txt', 'ch.nido.localhost');
    expect(response.body.split('\n')).toContain('Disallow: /fr/warenkorb/');
    expect(response.body).toContain(`Sitemap: ${localBase('ch.nido.localhost')}/sitemap.xml`);
  });

  test('the sitemap robots.txt names is the one the host answers', async () => {
    const robots = await get(storefront.port, '/robots.txt', 'at.vitalia.localhost');
    const named = /^Sitemap: (.+)$/m.exec(robots.body)?.[1] ?? '';
    const url = new URL(named);
    const sitemap = await get(storefront.port, url.pathname, url.hostname);
    expect(sitemap.status).toBe(200);
    expect((await parseSitemap(sitemap.body)).length).toBeGreaterThan(10);
  });
});
