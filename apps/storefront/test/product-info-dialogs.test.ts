import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalog } from './support/demo-catalogue-pages';
import {
  hasPromotionTerms,
  hasSeals,
  hasSizeAdvisor,
  pageOf,
  productOf,
  promotionTermsOf,
  sealsOf,
} from './support/product-info-pages';
import { get, type RunningStorefront, startStorefront } from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront?.stop());

/** The shops asked: baby DE, baby CH in French, baby BE in Dutch, Vitalia AT. */
const shops = {
  babyDe: { shopId: 10, host: 'localhost', prefix: '', language: 'de' },
  babyChFr: { shopId: 12, host: 'ch.nido.localhost', prefix: '/fr', language: 'fr' },
  babyBeNl: { shopId: 14, host: 'be.nido.localhost', prefix: '/nl', language: 'nl' },
  vitalAt: { shopId: 21, host: 'at.vitalia.localhost', prefix: '', language: 'de' },
} as const;
type TestShop = (typeof shops)[keyof typeof shops];

const page = (shop: TestShop, path: string) => get(storefront.port, path, shop.host);

/**
 * The address of the link with `slot` on the page (HTML entities read): the page's own address
 * (with the selected variant) and `dialog=`.
 */
function linkOf(body: string, slot: string): string {
  const tag = body.match(new RegExp(`<a [^>]*data-slot="${slot}"[^>]*>`))?.[0] ?? '';
  return (tag.match(/href="([^"]+)"/)?.[1] ?? '').replace(/&amp;/g, '&');
}

/** The link leads to the product's page, its variant kept, with `dialog=`. */
function expectStepLink(href: string, path: string, dialog: string) {
  expect(href).toMatch(
    new RegExp(`^${path.replace(/[?]/g, '\\?')}(\\?variant=[^&]+&|\\?)dialog=${dialog}$`),
  );
}

describe.each([shops.babyDe, shops.babyChFr, shops.babyBeNl, shops.vitalAt])(
  'product seals on the product page in shop $shopId ($language) (issue 15, spec §2 product seals)',
  (shop) => {
    const text = uiText(shop.language);

    test('a product with seals links them; without JavaScript ?dialog=seals shows them in the page, with a way back', async () => {
      const product = productOf(shop, hasSeals);
      const path = pageOf(shop, product.id);
      const plain = await page(shop, path);
      expect(plain.status).toBe(200);
      expect(plain.body).not.toContain('data-slot="product-info-step"');
      const href = linkOf(plain.body, 'product-seals-link');
      expectStepLink(href, path, 'seals');

      const step = await page(shop, href);
      expect(step.status).toBe(200);
      expect(step.body).toContain('data-slot="product-info-step"');
      expect(step.body).toContain(inHtml(text('dialogs.productSeals.title')));
      for (const seal of sealsOf(product.id)) {
        expect(step.body).toContain(inHtml(seal.names[shop.language]));
        expect(step.body).toContain(inHtml(seal.texts[shop.language]));
      }
      // "Close" leads back to the page without the step.
      const back = href.replace(/[?&]dialog=seals$/, '').replace(/&/g, '&amp;');
      expect(step.body).toContain(`<a href="${back}" class=`);
      expect(step.body).toContain(`>${inHtml(text('common.close'))}</a>`);
    });

    test('a product without seals has no link, and ?dialog=seals shows the page as it is', async () => {
      const product = productOf(shop, (id) => !hasSeals(id));
      const path = pageOf(shop, product.id);
      const plain = await page(shop, path);
      expect(plain.status).toBe(200);
      expect(plain.body).not.toContain('data-slot="product-seals-link"');
      const step = await page(shop, `${path}?dialog=seals`);
      expect(step.status).toBe(200);
      expect(step.body).not.toContain('data-slot="product-info-step"');
    });
  },
);

describe('the promotion product disclaimer (issue 15, spec §2)', () => {
  test.each([shops.babyDe, shops.babyChFr, shops.babyBeNl])(
    'a product in a promotion with fine print links it; ?dialog=promotion shows it in the page (shop $shopId, $language)',
    async (shop) => {
      const product = productOf(shop, hasPromotionTerms);
      const path = pageOf(shop, product.id);
      const plain = await page(shop, path);
      const href = linkOf(plain.body, 'promotion-disclaimer-link');
      expectStepLink(href, path, 'promotion');
      const step = await page(shop, href);
      expect(step.status).toBe(200);
      expect(step.body).toContain('data-slot="product-info-step"');
      expect(step.body).toContain(inHtml(promotionTermsOf(product.id)?.[shop.language] ?? '—'));
    },
  );

  test('a product in no promotion has no disclaimer, and ?dialog=promotion shows the page as it is', async () => {
    const product = productOf(shops.babyDe, (id) => promotionTermsOf(id) === null);
    const path = pageOf(shops.babyDe, product.id);
    const step = await page(shops.babyDe, `${path}?dialog=promotion`);
    expect(step.status).toBe(200);
    expect(step.body).not.toContain('data-slot="promotion-disclaimer-link"');
    expect(step.body).not.toContain('data-slot="product-info-step"');
  });
});

describe('the size advisor (issue 15, spec §1 groessenberater, §2 attribute advisor)', () => {
  const table = catalog.sizeTables.find((candidate) => candidate.key === 'baby-clothing');

  test.each([shops.babyDe, shops.babyChFr, shops.babyBeNl])(
    'a product with the advisor links its table; ?dialog=sizes shows it in the page, the variant kept (shop $shopId, $language)',
    async (shop) => {
      const product = productOf(shop, hasSizeAdvisor);
      const path = pageOf(shop, product.id);
      const variant = catalog.variants.find((candidate) => candidate.productId === product.id);
      const withVariant = `${path}?variant=${variant?.referenceKey}`;
      const plain = await page(shop, withVariant);
      const href = linkOf(plain.body, 'size-advisor-link');
      expect(href).toBe(`${withVariant}&dialog=sizes`);
      const step = await page(shop, href);
      expect(step.status).toBe(200);
      expect(step.body).toContain('data-slot="size-advisor-table"');
      for (const column of table?.columns[shop.language] ?? ['—']) {
        expect(step.body).toContain(inHtml(column));
      }
      // The selected variant's size is the marked row.
      if (variant?.size) {
        expect(step.body).toMatch(
          new RegExp(
            `<tr data-state="current" aria-current="true"[^>]*><th scope="row"[^>]*>${variant.size}</th>`,
          ),
        );
      }
    },
  );

  test('a product without the advisor has no link', async () => {
    const product = productOf(shops.babyDe, (id) => !hasSizeAdvisor(id));
    const plain = await page(shops.babyDe, pageOf(shops.babyDe, product.id));
    expect(plain.status).toBe(200);
    expect(plain.body).not.toContain('data-slot="size-advisor-link"');
  });
});

describe('odd ?dialog= values show the page as it is, never an error (issue 15)', () => {
  test.each([
    ['an unknown dialog', 'dialog=basket'],
    ['a repeated parameter', 'dialog=seals&dialog=seals'],
    ['an empty value', 'dialog='],
    ['markup', 'dialog=%3Cscript%3E'],
    ['another case', 'dialog=SEALS'],
  ])('%s', async (_, query) => {
    const product = productOf(shops.babyDe, hasSeals);
    const response = await page(shops.babyDe, `${pageOf(shops.babyDe, product.id)}?${query}`);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('data-slot="product-info-step"');
    expect(response.body).not.toContain('<script>');
  });
});
