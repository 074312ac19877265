import { type Shop, shopByKey } from '@vitrine/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { submitForm } from './support/form-post';
import { directCard, listingWithDirectAdd } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

function headerCount(page: Page, key: 'siteHeader.basketCount' | 'siteHeader.wishlistCount') {
  const language = page.url().includes('/fr/') ? 'fr' : page.url().includes('/nl/') ? 'nl' : 'de';
  return (count: number) => page.getByRole('link', { name: uiText(language)(key, { count }) });
}

describe.each(browserShops)(
  'a product card’s add to cart and heart in $shop (issue 13, spec §2, §4)',
  (shop) => {
    const text = uiText(shop.language);
    const shopText = (key: string) => translator(shop.language).t(key);
    const { flags } = shopByKey(shop.key) as Shop;

    test('with JavaScript: the add-to-cart layer opens, the header count goes up in place, the heart toggles', async () => {
      const listing = await listingWithDirectAdd(suite.storefront.port, shop);
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${listing}`, { waitUntil: 'networkidle' });
      // A mark on the window: a full page load would wipe it.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const card = directCard(page);
      const name = (await card.getAttribute('aria-label')) ?? '';
      const basket = headerCount(page, 'siteHeader.basketCount');
      expect(await basket(0).isVisible()).toBe(true);

      await card.locator('[data-slot="product-card-add-to-cart"]').click();
      const layer = page.getByRole('dialog', { name: text('basket.addedToCart') });
      await layer.waitFor();
      expect(await layer.getByText(name, { exact: true }).isVisible()).toBe(true);
      expect(
        await layer.getByRole('link', { name: text('actions.goToBasket') }).getAttribute('href'),
      ).toBe(`${shop.prefix}/warenkorb/`);
      // The header's count went up behind the layer, which keeps the page inert while it is open.
      const count = page.locator(
        '[data-slot="site-header-service"] [data-slot="site-header-count"]',
      );
      await page.waitForFunction(
        () => document.querySelector('[data-slot="site-header-count"]')?.textContent === '1',
      );
      expect(await count.textContent()).toBe('1');
      // The layer open over the listing, in the shop's language: axe (WCAG 2.2 AA) finds nothing.
      expect(await axeViolations(page)).toEqual([]);
      await layer.getByRole('button', { name: text('addToCartLayer.continueShopping') }).click();
      await layer.waitFor({ state: 'hidden' });
      expect(await basket(1).isVisible()).toBe(true);

      if (flags.wishlist) {
        const wishlist = headerCount(page, 'siteHeader.wishlistCount');
        await card.getByRole('button', { name: text('actions.addToWishlist') }).click();
        await card.getByRole('button', { name: text('actions.removeFromWishlist') }).waitFor();
        expect(
          await card.locator('[data-slot="product-card-wishlist"]').getAttribute('aria-pressed'),
        ).toBe('true');
        await page.getByText(shopText('wishlist.added')).first().waitFor();
        await wishlist(1).waitFor();
        await card.getByRole('button', { name: text('actions.removeFromWishlist') }).click();
        await card.getByRole('button', { name: text('actions.addToWishlist') }).waitFor();
        await wishlist(0).waitFor();
      } else {
        expect(await card.locator('[data-slot="product-card-wishlist"]').count()).toBe(0);
      }
      expect(new URL(page.url()).pathname).toBe(listing);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      await context.close();
    });

    test('without JavaScript: the forms post to the page, which answers with the count, the pressed heart and a toast', async () => {
      const listing = await listingWithDirectAdd(suite.storefront.port, shop);
      const context = await browserVisitor(suite.browser, false);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${listing}`);
      const card = directCard(page);
      const productId = await card
        .locator('input[name="productId"], input[name="variantId"]')
        .first()
        .getAttribute('value');
      expect(productId).toMatch(/^\d+$/);

      const posted = await submitForm(card.locator('[data-slot="product-card-add-to-cart"]'));
      expect(posted.status()).toBe(200);
      expect(posted.headers()['cache-control']).toMatch(/private/);
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe(listing);
      const basket = headerCount(page, 'siteHeader.basketCount');
      expect(await basket(1).locator('[data-slot="site-header-count"]').textContent()).toBe('1');
      expect(await page.getByText(text('basket.addedToCart')).isVisible()).toBe(true);

      if (flags.wishlist) {
        const again = directCard(page);
        await submitForm(again.getByRole('button', { name: text('actions.addToWishlist') }));
        await page.waitForLoadState();
        expect(
          await directCard(page)
            .locator('[data-slot="product-card-wishlist"]')
            .getAttribute('aria-pressed'),
        ).toBe('true');
        expect(await page.getByText(shopText('wishlist.added')).isVisible()).toBe(true);
        const wishlist = headerCount(page, 'siteHeader.wishlistCount');
        expect(await wishlist(1).isVisible()).toBe(true);
      }
      await context.close();
    });
  },
);
