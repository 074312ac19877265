import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { browserVisitor } from './support/browser-visitor';
import { type CatalogueShop, isSet, pageOf, productOf } from './support/product-info-pages';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * A set's page in the browser (spec §2 bundles, issue 15): the articles it holds reached by
 * keyboard, and axe finds nothing, with and without JavaScript, in de, fr and nl, in both brands.
 */
const suite = storefrontInBrowserForSuite();

const shops = [
  { shopId: 10, host: 'localhost', prefix: '', language: 'de' },
  { shopId: 12, host: 'ch.nido.localhost', prefix: '/fr', language: 'fr' },
  { shopId: 14, host: 'be.nido.localhost', prefix: '/nl', language: 'nl' },
  // The other brand: Vitalia AT's own theme and catalogue.
  { shopId: 21, host: 'at.vitalia.localhost', prefix: '', language: 'de' },
] as const satisfies readonly (CatalogueShop & { readonly host: string })[];

describe('a set’s page (§2 bundles, issue 15)', () => {
  test.each(shops)(
    '$host $prefix: the set’s articles by keyboard; axe finds nothing',
    async (shop) => {
      const set = productOf(shop, isSet);
      const url = `http://${shop.host}:${suite.storefront.port}${pageOf(shop, set.id)}`;
      for (const javaScript of [true, false]) {
        const context = await browserVisitor(suite.browser, javaScript);
        try {
          const page = await context.newPage();
          await page.goto(url, { waitUntil: 'networkidle' });
          const section = page.locator('[data-slot="bundle-set"]');
          await expect
            .poll(() => section.getByRole('heading').textContent())
            .toBe(uiText(shop.language)('productDetail.bundleSet.title'));
          const violations = javaScript
            ? await axeViolations(page)
            : await axeViolationsWithoutJavaScript(page);
          expect(violations, `${javaScript ? 'with' : 'without'} JavaScript`).toEqual([]);
          // The first article's link is reached with the keyboard and opens its page.
          const first = section.getByRole('link').first();
          const href = await first.getAttribute('href');
          await first.focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((address) => address.pathname === href);
        } finally {
          await context.close();
        }
      }
    },
  );
});
