import { demoGtin } from '@vitrine/commerce/demo-catalog';
import type { Product } from '@vitrine/domain';
import { productLink } from '@vitrine/domain';
import { maxSearchQueryLength } from '@vitrine/domain/search';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { searchText } from '../app/search/search-texts';
import { get, type RunningStorefront, startStorefront } from './support/storefront-server';

let storefront: RunningStorefront;
/** A product of the German baby shop, as the engine sends it to /api. */
let product: Product;

beforeAll(async () => {
  storefront = await startStorefront();
  const response = await get(
    storefront.port,
    '/api/shop/recommendations/?referenceKeys=2000001&size=5',
  );
  const products = (JSON.parse(response.body) as { products: Product[] }).products;
  const found = products[0];
  if (found === undefined) throw new Error('no product in the demo catalog');
  product = found;
});
afterAll(() => storefront.stop());

const page = (path: string, host = 'localhost') => get(storefront.port, path, host);
const t = (language: 'de' | 'fr' | 'nl') => searchText(translator(language));
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the search page /suche/?q= shows the results as a listing (issue 17, spec §2 search)', () => {
  test('results: the query echoed in the h1, the count, cards; public like a listing, noindex,follow', async () => {
    const response = await page('/suche/?q=kinderwagen');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    expect(response.body).toContain('<meta name="robots" content="noindex,follow"/>');
    expect(text(response.body)).toContain(t('de')('heading', { query: 'kinderwagen' }));
    expect(response.body).toContain('data-slot="product-listing-count"');
    expect(response.body).toMatch(/href="\/p\/[^"]+-\d+\/"/);
  });

  test.each([
    {
      shop: 'baby CH-fr',
      host: 'ch.nido.localhost',
      path: '/fr/suche/?q=poussette',
      language: 'fr',
    },
    {
      shop: 'baby BE-nl',
      host: 'be.nido.localhost',
      path: '/nl/suche/?q=kinderwagen',
      language: 'nl',
    },
    { shop: 'Vitalia AT', host: 'at.vitalia.localhost', path: '/suche/?q=kissen', language: 'de' },
  ] as const)('in $shop the page speaks its language ($path)', async ({ host, path, language }) => {
    const response = await page(path, host);
    expect(response.status).toBe(200);
    const query = new URL(path, 'http://x').searchParams.get('q') ?? '';
    const body = text(response.body);
    expect(
      body.includes(t(language)('heading', { query })) ||
        body.includes(t(language)('noResultsFor', { query })),
    ).toBe(true);
    expect(response.body).toContain(`<html lang="${language}`);
  });

  test('filters and sort come from the URL and are kept in it', async () => {
    const response = await page('/suche/?q=kinderwagen&sort=price-asc&sale=true');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex,follow"/>');
    // The page's links (pages, chips) keep the query and the sort.
    expect(response.body).toMatch(/href="\/suche\/\?q=kinderwagen&amp;sort=price-asc[^"]*"/);
  });

  test('markup in q is text: escaped in the heading and the title, never an element', async () => {
    const query = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await page(`/suche/?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('no query yet: the page asks for one (200)', async () => {
    const response = await page('/suche/');
    expect(response.status).toBe(200);
    expect(response.body).toContain(t('de')('prompt'));
  });
});

describe('bad input is a 400 page with a message, never a 500 (issue 17, brief: bad input)', () => {
  test(`a text over ${maxSearchQueryLength} characters is refused with its message`, async () => {
    const response = await page(`/suche/?q=${'kinderwagen'.repeat(30)}`);
    expect(response.status).toBe(400);
    expect(response.body).toContain(t('de')('tooLong', { max: maxSearchQueryLength }));
    expect(response.body).toContain('role="alert"');
  });

  test.each([
    '/suche/?q=kinderwagen&sort=beliebig',
    '/suche/?q=kinderwagen&page=0',
    '/suche/?q=kinderwagen&page=99999',
    '/suche/?q=kinderwagen&color=nicht-im-palette',
    '/suche/?q=kinderwagen&price=50-10',
    '/suche/?q=kinderwagen&rating=viele',
  ])('%s is a 400 page saying so, with a link to all results', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(400);
    expect(response.body).toContain(t('de')('invalid'));
    expect(response.body).toContain('href="/suche/?q=kinderwagen"');
  });

  test.each(['%E0%A4%A', '%00', 'a%C0%80b'])('an odd q (%s) is no 500', async (raw) => {
    const response = await page(`/suche/?q=${raw}`);
    expect(response.status).toBeLessThan(500);
  });
});

describe('a product number opens the product page (issue 17)', () => {
  test('the article number redirects to the product page (302), as the product link rule builds it', async () => {
    const response = await page(`/suche/?q=${product.referenceKey}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(productLink(product));
  });

  test('in a locale prefix the product page is the locale’s', async () => {
    const response = await page(`/fr/suche/?q=${product.referenceKey}`, 'ch.nido.localhost');
    expect(response.status).toBe(302);
    expect(String(response.headers.location)).toMatch(/^\/fr\/p\/[^/]+-\d+\/$/);
  });

  test("the EAN printed on a package opens its variant's page; a valid code no variant has is searched as text", async () => {
    const variant = product.variants.at(-1);
    if (variant === undefined) throw new Error('the product has no variant');
    // Spaces as the code is printed under its bars.
    const code = demoGtin(variant.id).replace(/^(\d)(\d{6})(\d{6})$/, '$1 $2 $3');
    const response = await page(`/suche/?q=${encodeURIComponent(code)}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(productLink(product, { variant: variant.referenceKey }));
    const unknown = await page('/suche/?q=4006381333931');
    expect(unknown.status).toBe(200);
  });

  test('a number no product has is searched as text', async () => {
    const response = await page('/suche/?q=9999999');
    expect(response.status).toBe(200);
  });
});

describe('no results: the CMS no-results content with the query and recommendations (§2 special content)', () => {
  test('the content block, the query echoed and the recommendation slider', async () => {
    const response = await page('/suche/?q=xqzvwjk');
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-slot="search-no-results"');
    expect(text(response.body)).toContain(t('de')('noResultsFor', { query: 'xqzvwjk' }));
    expect(response.body).toContain('Leider nichts gefunden');
    expect(response.body).toContain('<meta name="robots" content="noindex,follow"/>');
    // The slot's products (§2: the slider renders only with results).
    expect(response.body).toMatch(/href="\/p\/[^"]+-\d+\/"/);
  });

  test('in Dutch (baby BE-nl) the Dutch content', async () => {
    const response = await page('/nl/suche/?q=xqzvwjk', 'be.nido.localhost');
    expect(response.status).toBe(200);
    expect(response.body).toContain('Helaas niets gevonden');
  });
});

describe('a typo still finds (trigram correction) and says "meinten Sie" (issue 17)', () => {
  test('"kinderwagn" shows results for the corrected word and links it', async () => {
    const response = await page('/suche/?q=kinderwagn');
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-slot="search-corrected"');
    expect(text(response.body)).toContain(t('de')('didYouMean'));
    expect(response.body).toContain('href="/suche/?q=kinderwagen"');
  });
});

describe('nothing found even corrected: "meinten Sie …" offers spellings that find something (issue 17, §2 no-results)', () => {
  const spellings = (html: string) =>
    [
      ...(
        /data-slot="search-spelling-suggestions"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? ''
      ).matchAll(/href="([^"]+)"/g),
    ].map((match) => match[1]);

  test('"kindrwgn": the no-results page asks "Meinten Sie kinderwagen, … oder …?", each a search', async () => {
    const response = await page('/suche/?q=kindrwgn');
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-slot="search-no-results"');
    const block = text(
      /data-slot="search-spelling-suggestions"[^>]*>(.*?)<\/p>/s.exec(response.body)?.[1] ?? '',
    );
    expect(block).toMatch(/^Meinten Sie <a[^>]*>kinderwagen<\/a>.*\?$/s);
    const links = spellings(response.body);
    expect(links[0]).toBe('/suche/?q=kinderwagen');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(3);
    if (links.length > 1) expect(block).toContain(' oder ');
    for (const link of links) {
      const offered = await page(link ?? '');
      expect(offered.body, link).toContain('data-slot="product-listing-count"');
    }
  });

  test('in French the question ends with a narrow no-break space before "?"', async () => {
    const response = await page('/fr/suche/?q=kindrwgn', 'ch.nido.localhost');
    const block = text(
      /data-slot="search-spelling-suggestions"[^>]*>(.*?)<\/p>/s.exec(response.body)?.[1] ?? '',
    );
    expect(block).toMatch(/^Vouliez-vous dire <a/);
    expect(block.endsWith('\u202f?')).toBe(true);
  });

  test('a text with no near word offers nothing', async () => {
    const response = await page('/suche/?q=xqzvwjk');
    expect(response.body).not.toContain('data-slot="search-spelling-suggestions"');
  });
});
