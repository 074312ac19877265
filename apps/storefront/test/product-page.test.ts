import { demoGtin } from '@vitrine/commerce/demo-catalog';
import type { Product } from '@vitrine/domain';
import { cheapestAvailableVariant, productLink } from '@vitrine/domain';
import { colorSiblingsInRow, productPageView } from '@vitrine/domain/product-page';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalog } from './support/demo-catalogue-pages';
import { type CatalogueShop, isSet, pageOf, productOf } from './support/product-info-pages';
import { get, type RunningStorefront, send, startStorefront } from './support/storefront-server';
import {
  itemOfType,
  richResultIssues,
  type StructuredItem,
  structuredDataOf,
} from './support/structured-data';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;
/** A product of the German baby shop with several variants, some buyable. */
let product: Product;
/** The same product as the Swiss shop sells it in French. */
let frenchProduct: Product;

/** Products of the shop as the engine sends them to the /api (the recommendations call). */
async function productsOf(host: string, locale = ''): Promise<Product[]> {
  const response = await get(
    storefront.port,
    `/api/shop/recommendations/?referenceKeys=2000001&size=40${locale ? `&locale=${locale}` : ''}`,
    host,
  );
  return (JSON.parse(response.body) as { products: Product[] }).products;
}

beforeAll(async () => {
  storefront = await startStorefront();
  const products = await productsOf('localhost');
  const found = products.find(
    (candidate) =>
      candidate.variants.length > 2 &&
      candidate.seoUrl !== null &&
      cheapestAvailableVariant(candidate.variants) !== null,
  );
  if (found === undefined) throw new Error('no product with several variants in the demo catalog');
  product = found;
  const french = (await productsOf('ch.nido.localhost', 'fr-CH')).find(
    (candidate) => candidate.id === found.id,
  );
  frenchProduct = french ?? found;
});
afterAll(() => storefront.stop());

const page = (path: string, host = 'localhost') => get(storefront.port, path, host);
const canonicalPath = () => productLink(product);

const ofType = (html: string, type: string) => itemOfType(structuredDataOf(html), type);

describe('the product page answers its canonical SEO URL (spec §2 product pages, issue 15)', () => {
  test('its own address is the page: 200, public for a CDN like a listing', async () => {
    const response = await page(canonicalPath());
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    expect(response.body).toContain(`<h1`);
    expect(response.body).toContain(product.name);
  });

  test.each([
    ['the bare product number', (key: string) => `/p/${key}/`],
    ['another slug', (key: string) => `/p/irgendein-name-${key}/`],
    ['a variant’s key as the number', (key: string) => `/p/x-${key}_01/`],
  ])('%s is redirected (301) to it, the query kept', async (_, path) => {
    const response = await page(`${path(product.referenceKey)}?variant=abc&utm_source=x`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${canonicalPath()}?variant=abc&utm_source=x`);
  });

  test('in a locale prefix the canonical address is the language’s own, prefixed', async () => {
    const response = await page(`/fr/p/${product.referenceKey}/`, 'ch.nido.localhost');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/fr${productLink(frenchProduct)}`);
    const french = await page(response.headers.location as string, 'ch.nido.localhost');
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr-CH"');
  });
});

describe('a number that names no product is the 404 page with its status (spec §2, §8)', () => {
  test.each([
    '/p/kinderwagen-9999999/',
    '/p/-/',
    '/p/kinderwagen-/',
    `/p/x-${'9'.repeat(300)}/`,
    '/p/x-%27%20OR%201%3D1/',
    '/p/x-%E2%80%AE/',
  ])('%s', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.body).toContain(uiText('de')('errorPage.notFoundHeadline'));
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  test('a product of the other brand is not in this shop', async () => {
    const response = await page('/p/x-5000001/');
    expect(response.status).toBe(404);
  });
});

describe('?variant= selects a variant by reference key (spec §2, §4 selected variant)', () => {
  const selectedSku = async (query: string) =>
    ofType((await page(`${canonicalPath()}${query}`)).body, 'Product').sku;

  test('a known key selects that variant', async () => {
    const last = product.variants.at(-1);
    expect(await selectedSku(`?variant=${last?.referenceKey}`)).toBe(last?.referenceKey);
  });

  test("the structured data names the selected variant's GTIN (issue 15)", async () => {
    const last = product.variants.at(-1);
    const response = await page(`${canonicalPath()}?variant=${last?.referenceKey}`);
    expect(ofType(response.body, 'Product').gtin).toBe(demoGtin(last?.id ?? 0));
  });

  test.each(['?variant=9999999_01', '?variant=', '?variant=%3Cscript%3E', ''])(
    '%s falls back to the cheapest available variant',
    async (query) => {
      const response = await page(`${canonicalPath()}${query}`);
      expect(response.status).toBe(200);
      expect(ofType(response.body, 'Product').sku).toBe(
        cheapestAvailableVariant(product.variants)?.referenceKey,
      );
    },
  );

  test('the choice is a link per variant with ?variant=, the selected one marked', async () => {
    const key = product.variants[1]?.referenceKey ?? '';
    const response = await page(`${canonicalPath()}?variant=${key}`);
    for (const variant of product.variants) {
      expect(response.body).toContain(`href="${canonicalPath()}?variant=${variant.referenceKey}"`);
    }
    expect(response.body).toMatch(
      new RegExp(
        `href="${canonicalPath()}\\?variant=${key}"[^>]*aria-current="true"|aria-current="true"[^>]*href="${canonicalPath()}\\?variant=${key}"`,
      ),
    );
  });
});

describe('the head of the product page (spec §2 product title, meta image; issue 15 structured data)', () => {
  test('title, canonical, og:image 600×600 at quality 100, hreflang alternates', async () => {
    const { body } = await page(canonicalPath());
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
    expect(title.startsWith(`${product.brand} - `)).toBe(true);
    expect(title).toContain(` - ${product.name.replace(/&/g, '&amp;')}`);
    expect(title).toMatch(/ \| Nido$/);
    expect(body).toContain(
      `<link rel="canonical" href="http://de.nido.localhost:${storefront.port}${canonicalPath()}"/>`,
    );
    expect(body).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\?w=600&amp;h=600&amp;q=100"/,
    );
    expect(body).toContain(
      `hrefLang="fr-CH" href="http://ch.nido.localhost:${storefront.port}/fr${productLink(frenchProduct)}"`,
    );
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  test('JSON-LD parses as a schema.org Product with an offer and a BreadcrumbList', async () => {
    const { body } = await page(canonicalPath());
    const item = ofType(body, 'Product');
    expect(item['@context']).toBe('https://schema.org');
    expect(item.name).toBe(product.name);
    expect(item.brand).toEqual({ '@type': 'Brand', name: product.brand });
    expect(typeof item.sku).toBe('string');
    expect(item.image).toEqual(expect.arrayContaining([expect.stringMatching(/^http:\/\//)]));
    const offers = item.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    expect(offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(offers.priceCurrency).toBe('EUR');
    expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|SoldOut)$/);
    expect(offers.url).toBe(`http://de.nido.localhost:${storefront.port}${canonicalPath()}`);
    if (product.averageRating !== null && product.reviewCount !== null) {
      expect(item.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: expect.any(Number),
        reviewCount: product.reviewCount,
      });
    }
    const crumbs = ofType(body, 'BreadcrumbList').itemListElement as Record<string, unknown>[];
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
    expect(crumbs.at(-1)?.name).toBe(product.name);
  });

  test('the Swiss shop’s offer is in francs', async () => {
    const { body } = await page(`/fr${productLink(frenchProduct)}`, 'ch.nido.localhost');
    expect((ofType(body, 'Product').offers as Record<string, unknown>).priceCurrency).toBe('CHF');
  });

  test('the main image is eager, high priority and preloaded with a srcset from the image service', async () => {
    const { body } = await page(canonicalPath());
    expect(body).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/images\/[^"]+\?w=\d+&amp;q=75 \d+w/,
    );
    const gallery = body.slice(body.indexOf('data-slot="product-detail-gallery"'));
    const image = /<img[^>]*>/.exec(gallery)?.[0] ?? '';
    expect(image).toContain('loading="eager"');
    expect(image).toContain('fetchPriority="high"');
    expect(image).toMatch(/srcSet="[^"]+ \d+w/);
    expect(image).toContain('width="600"');
    expect(image).toContain('height="600"');
  });
});

/** The catalogue's variants of a product sold in the shop, in the catalogue's order. */
const variantsIn = (shop: CatalogueShop, productId: number) =>
  catalog.variants.filter(
    (variant) =>
      variant.productId === productId &&
      catalog.prices.some(
        (price) => price.variantId === variant.id && price.shopId === shop.shopId,
      ),
  );

/** The three kinds of product page: one variant, a chosen variant (`?variant=`), a set. */
const pageKinds = [
  {
    kind: 'a simple product',
    page: (shop: CatalogueShop) => {
      const product = productOf(
        shop,
        (id) =>
          !isSet(id) && variantsIn(shop, id).length === 1 && variantsIn(shop, id)[0]?.bvc === 1,
      );
      const variant = variantsIn(shop, product.id)[0];
      return { path: pageOf(shop, product.id), variant };
    },
  },
  {
    kind: 'a product with variants, one chosen by ?variant=',
    page: (shop: CatalogueShop) => {
      const product = productOf(shop, (id) => !isSet(id) && variantsIn(shop, id).length >= 3);
      const variant = variantsIn(shop, product.id).at(-1);
      return { path: `${pageOf(shop, product.id)}?variant=${variant?.referenceKey}`, variant };
    },
  },
  {
    kind: 'a set',
    page: (shop: CatalogueShop) => {
      const product = productOf(shop, isSet);
      return { path: pageOf(shop, product.id), variant: variantsIn(shop, product.id)[0] };
    },
  },
] as const;

/** Baby DE, baby CH in French, baby BE in Dutch: de, fr and nl, in each shop's currency. */
const structuredDataShops = [
  { shopId: 10, host: 'localhost', prefix: '', language: 'de', currency: 'EUR' },
  { shopId: 12, host: 'ch.nido.localhost', prefix: '/fr', language: 'fr', currency: 'CHF' },
  { shopId: 14, host: 'be.nido.localhost', prefix: '/nl', language: 'nl', currency: 'EUR' },
] as const satisfies readonly (CatalogueShop & {
  readonly host: string;
  readonly currency: string;
})[];

describe.each(structuredDataShops)(
  'the page’s JSON-LD as a whole, shop $shopId ($language) (issue 15: schema.org Product, Google’s Product rich result)',
  (shop) => {
    test.each(pageKinds)('$kind', async ({ page: pageOfKind }) => {
      const { path, variant } = pageOfKind(shop);
      if (variant === undefined) throw new Error('no variant');
      const response = await page(path, shop.host);
      expect(response.status).toBe(200);
      // Every script parses; the page states one Product and one BreadcrumbList, nothing else.
      const items = structuredDataOf(response.body);
      expect(items.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
      for (const item of items) expect(item['@context']).toBe('https://schema.org');

      // The maintained validator finds nothing that keeps the page from the rich result.
      expect((await richResultIssues(items)).errors).toEqual([]);

      // What Google's Product rich result (merchant listing) requires, checked one by one.
      const product = itemOfType(items, 'Product');
      expect(product.name).toEqual(expect.stringMatching(/\S/));
      expect(product.image).toEqual(
        expect.arrayContaining([expect.stringMatching(/^http:\/\/[^/]+\/images\//)]),
      );
      expect(product.sku).toBe(variant.referenceKey);
      expect(product.gtin).toBe(demoGtin(variant.id));
      const offers = product.offers as StructuredItem;
      expect(offers['@type']).toBe('Offer');
      const price = catalog.prices.find(
        (row) => row.variantId === variant.id && row.shopId === shop.shopId,
      );
      expect(offers.price).toBe(((price?.withTax ?? 0) / 100).toFixed(2));
      expect(offers.priceCurrency).toBe(shop.currency);
      expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|SoldOut)$/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(response.body)?.[1];
      expect(offers.url).toBe(canonical);
      const crumbs = itemOfType(items, 'BreadcrumbList').itemListElement as StructuredItem[];
      expect(crumbs.at(-1)).toMatchObject({ name: product.name, item: canonical });
    });
  },
);

test('the validator is not blind: the page’s Product without its image and price is refused', async () => {
  const items = structuredDataOf((await page(canonicalPath())).body);
  const product = itemOfType(items, 'Product');
  const { image: _image, offers, ...rest } = product;
  const { price: _price, ...offerWithoutPrice } = offers as StructuredItem;
  const { errors } = await richResultIssues([{ ...rest, offers: offerWithoutPrice }]);
  expect(errors).toEqual([
    expect.stringContaining('"image" is missing'),
    expect.stringContaining('"price" is missing'),
  ]);
});

describe('add to cart without JavaScript (spec §2 add-to-cart layer, §4; issue 15)', () => {
  const variant = () => cheapestAvailableVariant(product.variants);
  const origin = () => `http://localhost:${storefront.port}`;

  test('the page answers itself with the toast and the header count, private', async () => {
    const response = await send(storefront.port, {
      method: 'POST',
      path: canonicalPath(),
      headers: { origin: origin() },
      form: { intent: 'addToCart', variantId: String(variant()?.id), quantity: '2' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(uiText('de')('basket.addedToCart'));
    expect(response.body).toContain(uiText('de')('siteHeader.basketCount', { count: 2 }));
    expect(response.headers['set-cookie']).toBeDefined();
  });

  test.each([{ quantity: '0' }, { quantity: '-3' }, { quantity: 'viele' }, { quantity: '100000' }])(
    'a quantity a page never posts ($quantity) is a 400, never a 500',
    async ({ quantity }) => {
      const response = await send(storefront.port, {
        method: 'POST',
        path: canonicalPath(),
        headers: { origin: origin() },
        form: { intent: 'addToCart', variantId: String(variant()?.id), quantity },
      });
      expect(response.status).toBe(400);
    },
  );

  test('the heart (wishlist on in every country, §9) posts the product and the page answers with its toast', async () => {
    const page = await get(storefront.port, canonicalPath());
    expect(page.body).toContain('data-slot="product-detail-wishlist"');
    const response = await send(storefront.port, {
      method: 'POST',
      path: canonicalPath(),
      headers: { origin: origin() },
      form: { intent: 'toggleWishlist', productId: String(product.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toContain('aria-pressed="true"');
    expect(response.body).toContain(uiText('de')('siteHeader.wishlistCount', { count: 1 }));
  });

  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { referer: 'https://evil.example/form.html' },
  ];
  test.each(foreign)(
    'a post from another site (%o) is refused: no session, nothing in a basket',
    async (headers) => {
      const response = await send(storefront.port, {
        method: 'POST',
        path: canonicalPath(),
        headers,
        form: { intent: 'addToCart', variantId: String(variant()?.id) },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  test('a post to an unknown product number is the 404 page', async () => {
    const response = await send(storefront.port, {
      method: 'POST',
      path: '/p/x-9999999/',
      headers: { origin: origin() },
      form: { intent: 'addToCart', variantId: String(variant()?.id) },
    });
    expect(response.status).toBe(404);
  });
});

describe('a visitor with a session gets the page as their own (issue 14 cache rules)', () => {
  test('private, no-store', async () => {
    const response = await send(storefront.port, {
      path: canonicalPath(),
      headers: { cookie: 'vitrine_session=unknown.session' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('loyalty points only where the shop has payback (spec §9)', () => {
  test('baby DE shows them, baby CH does not', async () => {
    const german = await page(canonicalPath());
    const swiss = await page(`/fr${productLink(frenchProduct)}`, 'ch.nido.localhost');
    const factor = cheapestAvailableVariant(product.variants)?.paybackPointsFactor ?? 0;
    expect(german.body.includes('data-slot="product-detail-loyalty-points"')).toBe(factor > 0);
    expect(swiss.body).not.toContain('data-slot="product-detail-loyalty-points"');
  });
});

describe('a model with more colours than the row shows (spec §2 sibling select, issue 15)', () => {
  /** A product of the German baby shop whose model comes in more colours than the row holds. */
  async function manyColours(): Promise<{ product: Product; colours: number }> {
    for (let first = 2_000_001; first < 2_000_600; first += 40) {
      const keys = Array.from({ length: 40 }, (_, index) => String(first + index));
      const answer = await get(
        storefront.port,
        `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=de-DE`,
      );
      for (const candidate of (JSON.parse(answer.body) as { products: Product[] }).products) {
        const colours = productPageView(candidate, { company: 'baby' }).colorSiblings.length;
        if (colours > colorSiblingsInRow) return { product: candidate, colours };
      }
    }
    throw new Error('no model with more colours than the row holds');
  }

  const colourLinks = (html: string) => {
    const row = html.slice(html.indexOf('data-slot="product-detail-colors"'));
    return [...row.slice(0, row.indexOf('</nav>')).matchAll(/<a [^>]*>/g)].filter(
      ([tag]) => tag.includes('href="/p/') && !tag.includes('product-all-colors'),
    );
  };

  test('the row shows the first colours and "all N colours" leads to ?dialog=colours, where the row has every colour; the page stays public', async () => {
    const { product: model, colours } = await manyColours();
    const path = productLink(model);
    const plain = await page(path);
    expect(plain.status).toBe(200);
    expect(colourLinks(plain.body)).toHaveLength(colorSiblingsInRow);
    const all = plain.body.match(/<a [^>]*data-slot="product-all-colors"[^>]*>/)?.[0] ?? '';
    // The step keeps the page's selected variant, as the info dialogs' steps do.
    expect(all).toMatch(new RegExp(`href="${path}\\?(variant=[^"&]+&amp;)?dialog=colours"`));
    expect(all).toContain('aria-haspopup="dialog"');
    expect(plain.body).toContain(
      inHtml(uiText('de')('productDetail.allColors', { count: colours })),
    );

    const step = await page(`${path}?dialog=colours`);
    expect(step.status).toBe(200);
    expect(colourLinks(step.body)).toHaveLength(colours);
    expect(step.body).not.toContain('data-slot="product-all-colors"');
  });
});
