import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { browserVisitor } from './support/browser-visitor';
import { catalog } from './support/demo-catalogue-pages';
import { focusedSlot, focusIsInDialog } from './support/focus';
import { pageOf } from './support/product-info-pages';
import { babyBeNl, babyDe, babySet, nameOf } from './support/set-promotions';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * The bundle promotion add dialog in the browser (spec §2 bundles, issue 15): the set link
 * opens it by keyboard, it lists the set's other articles, axe finds nothing; "add to the
 * set" puts the article and the pieces in the basket through the page's fetcher (the
 * add-to-cart layer says so), and the basket names the set's reduction. Baby DE and BE-nl.
 */
const suite = storefrontInBrowserForSuite();

describe.each([babyDe, babyBeNl])(
  'the set dialog by keyboard in shop $shopId ($language) (§2 bundle promotion add)',
  (shop) => {
    const ui = uiText(shop.language);
    const t = (key: string, values: Record<string, unknown> = {}) =>
      translator(shop.language).t(key, values);

    test('Enter opens it with focus inside; its add fills the basket, which shows the set’s reduction; axe finds nothing', async () => {
      const { promotion, pieces } = babySet(shop);
      const [first, ...others] = pieces;
      const origin = `http://${shop.host}:${suite.storefront.port}`;
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      try {
        await page.goto(`${origin}${pageOf(shop, first?.productId ?? 0)}`, {
          waitUntil: 'networkidle',
        });
        const link = page.locator('[data-slot="set-promotion-link"]');
        await link.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: ui('dialogs.bundlePromotion.title') });
        await dialog.waitFor();
        // A dialog, not the page's step without JavaScript: the address stays the page's own.
        expect(new URL(page.url()).searchParams.get('dialog')).toBeNull();
        expect(await focusIsInDialog(page)).toBe(true);
        const listed = await dialog
          .locator('[data-slot="bundle-promotion-pieces"] li')
          .allTextContents();
        expect(listed).toHaveLength(others.length);
        for (const [index, other] of others.entries()) {
          expect(listed[index]).toContain(nameOf(other.productId, shop.language));
        }
        expect(await axeViolations(page)).toEqual([]);

        // The add button is reached with Tab and pressed with Enter.
        for (let step = 0; step < 10; step += 1) {
          if ((await focusedSlot(page)) === 'bundle-promotion-add') break;
          await page.keyboard.press('Tab');
        }
        expect(await focusedSlot(page)).toBe('bundle-promotion-add');
        await page.keyboard.press('Enter');
        const layer = page.locator('[data-dialog="add-to-cart-layer"]');
        await expect.poll(() => layer.textContent()).toContain(ui('basket.addedToCart'));
        // Closed with Escape, the header's count is there: the article and each piece, one unit each.
        await page.keyboard.press('Escape');
        await layer.waitFor({ state: 'hidden' });
        await expect
          .poll(() =>
            page
              .getByRole('link', { name: ui('siteHeader.basketCount', { count: pieces.length }) })
              .count(),
          )
          .toBe(1);

        await page.goto(`${origin}${shop.prefix}/warenkorb/`, { waitUntil: 'networkidle' });
        await expect
          .poll(() => page.locator('[data-slot="set-reduction-name"]').first().textContent())
          .toBe(t('basketPage.setReductionLine', { name: promotion.names[shop.language] }));
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
);

describe('a set with a piece no one can buy (§2 bundle promotion add, a message, never a 500)', () => {
  test('without JavaScript the step says so, and its form is refused with a toast: nothing goes in the basket', async () => {
    const { pieces } = babySet(babyDe);
    const [first, ...others] = pieces;
    const last = others.at(-1);
    // The warehouse counts the last piece's every variant at zero: none can be bought.
    await suite.withEngine(async ({ commerce }) => {
      for (const variant of catalog.variants.filter((row) => row.productId === last?.productId)) {
        await commerce.stock.changeStock({ variantId: variant.id, quantity: 0 });
      }
    });
    const shopText = (key: string) => translator('de').t(key);
    const context = await browserVisitor(suite.browser, false);
    const page = await context.newPage();
    try {
      await page.goto(
        `http://localhost:${suite.storefront.port}${pageOf(babyDe, first?.productId ?? 0)}?dialog=set`,
      );
      const step = page.locator('[data-slot="set-promotion-step"]');
      await expect
        .poll(() => step.textContent())
        .toContain(uiText('de')('productDetail.setIncomplete'));
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        step.getByRole('button', { name: uiText('de')('dialogs.bundlePromotion.add') }).click(),
      ]);
      expect(answer.status()).toBe(409);
      await page.waitForLoadState();
      await expect
        .poll(() => page.getByText(shopText('basket.setIncomplete')).count())
        .toBeGreaterThan(0);
      expect(
        await page
          .getByRole('link', { name: uiText('de')('siteHeader.basketCount', { count: 0 }) })
          .count(),
      ).toBe(1);
    } finally {
      await context.close();
    }
  });
});
