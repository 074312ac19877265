import { maxQuantityPerAdd, shopByKey } from '@vitrine/domain';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { basketInBrowser, buyableVariantOf, isPlain } from './support/basket-visitor';
import { browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { activeProductIds, catalog } from './support/demo-catalogue-pages';
import { customerPassword, registerCustomer } from './support/registered-customer';
import { directCard, listingWithDirectAdd } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

/**
 * The basket and wishlist journeys issue 16 still lacked (spec §2 basket and wishlist, §4):
 * a change whose call fails, a line to the wishlist and back, the wishlist merged at login.
 */

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

const lines = (page: Page) => page.locator('article[data-slot="basket-product-card"]');
const quantityOf = (page: Page) =>
  lines(page).first().locator('[data-slot="quantity-stepper-value"]').getAttribute('aria-valuenow');
const toast = (page: Page) => page.locator('[data-slot="toast"]');

/** A plain article (§2: nothing special) with one variant, so a card adds it straight (§4). */
const oneVariantPlain = (product: (typeof catalog.products)[number]) =>
  isPlain(product) &&
  catalog.variants.filter((variant) => variant.productId === product.id).length === 1;

/** The page's own calls to its action (React Router's `.data` POSTs). */
const pageActionCall = (url: URL) =>
  url.pathname.includes('/warenkorb') && url.pathname.endsWith('.data');

/**
 * The network between the page and its action: it holds the page's posts (only those: the page
 * still loads its data) until `drop`, then drops them, so the test sees the change shown at once
 * and then the failure.
 */
function failingPosts() {
  const held: Route[] = [];
  return {
    handle: (route: Route) =>
      route.request().method() === 'POST' ? void held.push(route) : route.fallback(),
    async drop() {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held.splice(0)) await route.abort('failed');
    },
  };
}

describe.each(browserShops)('the basket and the wishlist in $shop (issue 16)', (shop) => {
  const text = uiText(shop.language);
  const shopText = (key: string, values: Record<string, unknown> = {}) =>
    translator(shop.language).t(key, values);
  const basketUrl = () => `${origin(shop.host)}${shop.prefix}/warenkorb/`;

  test('with JavaScript a change whose call fails keeps the line as it was and says so at the line and in a toast (§2 basket: a failed call keeps the line; §8)', async () => {
    const context = await browserVisitor(suite.browser, true);
    try {
      await basketInBrowser(context, suite.storefront.port, shop, [
        { variantId: buyableVariantOf(shop, isPlain), quantity: 2 },
      ]);
      const page = await context.newPage();
      await page.goto(basketUrl(), { waitUntil: 'networkidle' });
      expect(await quantityOf(page)).toBe('2');
      const name = (await lines(page).first().getAttribute('aria-label')) ?? '';
      const notChanged = page.getByRole('alert').filter({
        hasText: shopText('basketPage.lineNotChanged', {
          reason: shopText('basketPage.changeFailed'),
        }),
      });
      const network = failingPosts();
      await context.route(pageActionCall, network.handle);

      // The stepper shows the new quantity at once; the call fails and the line is as it was.
      await lines(page)
        .first()
        .getByRole('button', { name: text('quantity.increase') })
        .click();
      await expect.poll(() => quantityOf(page)).toBe('3');
      await network.drop();
      await notChanged.waitFor();
      expect(await quantityOf(page)).toBe('2');
      await toast(page).getByText(shopText('basketPage.changeFailed')).first().waitFor();

      // Removing it fails the same way: the line, gone at once, comes back as it was.
      await lines(page)
        .first()
        .getByRole('button', { name: text('basketCard.removeLabel', { name }) })
        .click();
      await lines(page).first().waitFor({ state: 'detached' });
      await network.drop();
      await notChanged.waitFor();
      // The basket stays in place (no error page instead of it).
      expect(await lines(page).count()).toBe(1);
      expect(await quantityOf(page)).toBe('2');
      expect(await axeViolations(page)).toEqual([]);

      // The network back, the same change goes through.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await lines(page)
        .first()
        .getByRole('button', { name: text('quantity.increase') })
        .click();
      await page.getByText(shopText('basketPage.quantityChanged')).first().waitFor();
      await expect.poll(() => quantityOf(page)).toBe('3');
      expect(await notChanged.count()).toBe(0);
    } finally {
      // Held calls are let go before the window closes (nothing left to reject unheard).
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  });

  test('with JavaScript the engine gives no more than it has: the rest of the stock on the article’s engraved line, the plain line’s plus keeps its quantity and the toast says why (§4 availability, §7 quantityCapped)', async () => {
    const { id: shopId } = shopByKey(shop.key) ?? { id: 0 };
    // An engraved article (§9 gravureHeadline) whose stock one request can take.
    const variant = catalog.variants.find((candidate) => {
      const product = catalog.products.find((row) => row.id === candidate.productId);
      return (
        product !== undefined &&
        activeProductIds.has(product.id) &&
        product.specialKinds.includes('personalised') &&
        candidate.bvc === 1 &&
        candidate.stockQuantity >= 5 &&
        candidate.stockQuantity <= maxQuantityPerAdd &&
        catalog.prices.some((price) => price.variantId === candidate.id && price.shopId === shopId)
      );
    });
    if (variant === undefined) throw new Error(`no engraved article in ${shop.shop}`);
    const context = await browserVisitor(suite.browser, true);
    try {
      // One plain unit, then an engraved line asking for all: the engine gives it the rest.
      await basketInBrowser(context, suite.storefront.port, shop, [
        variant.id,
        { variantId: variant.id, quantity: variant.stockQuantity, customText: { text1: 'Mia' } },
      ]);
      const page = await context.newPage();
      await page.goto(basketUrl(), { waitUntil: 'networkidle' });
      const plain = lines(page).filter({
        has: page.locator('[data-slot="basket-product-card-engraving"][data-state="none"]'),
      });
      const plainQuantity = () =>
        plain.locator('[data-slot="quantity-stepper-value"]').getAttribute('aria-valuenow');
      expect(await plainQuantity()).toBe('1');
      await plain.getByRole('button', { name: text('quantity.increase') }).click();
      await toast(page).getByText(shopText('basket.quantityCapped')).waitFor();
      await expect.poll(plainQuantity).toBe('1');
      expect(await lines(page).count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript a line goes to the wishlist and back: it leaves the basket, shows on /wunschliste/, and its add to cart puts it in the basket again (§2 basket product card wishlist button, wishlist add-to-cart)', async () => {
    const context = await browserVisitor(suite.browser, true);
    try {
      await basketInBrowser(context, suite.storefront.port, shop, [
        buyableVariantOf(shop, oneVariantPlain),
      ]);
      const page = await context.newPage();
      await page.goto(basketUrl(), { waitUntil: 'networkidle' });
      const name = (await lines(page).first().getAttribute('aria-label')) ?? '';
      await lines(page)
        .first()
        .getByRole('button', { name: text('basketCard.moveToWishlist') })
        .click();
      await lines(page).first().waitFor({ state: 'detached' });
      await page.getByText(shopText('basketPage.movedToWishlist')).first().waitFor();
      await page.getByRole('heading', { name: shopText('basketPage.emptyTitle') }).waitFor();

      await page
        .getByRole('link', { name: text('siteHeader.wishlistCount', { count: 1 }) })
        .click();
      await page.waitForURL((address) => address.pathname === `${shop.prefix}/wunschliste/`);
      const card = page.locator('article[data-slot="product-card"]', { hasText: name });
      await card.waitFor();
      expect(await page.locator('article[data-slot="product-card"]').count()).toBe(1);

      await card.locator('[data-slot="product-card-add-to-cart"]').click();
      const layer = page.getByRole('dialog', { name: text('basket.addedToCart') });
      await layer.waitFor();
      await layer.getByRole('link', { name: text('actions.goToBasket') }).click();
      await page.waitForURL((address) => address.pathname === `${shop.prefix}/warenkorb/`);
      await lines(page).first().waitFor();
      expect(await lines(page).count()).toBe(1);
      expect(await lines(page).first().getAttribute('aria-label')).toBe(name);
    } finally {
      await context.close();
    }
  });

  test('the wishlist merges at login through the pages: an anonymous visitor hearts an article and puts it in the basket, signs in on /login/, and finds both beside the customer’s own wishlist (§2 wishlist, §4 login merge)', async () => {
    const email = `wishlist.merge.${shop.key}.${Date.now()}@example.de`;
    const customer = await registerCustomer(suite.storefront.port, {
      email,
      host: shop.host,
      clientAddress: `10.83.0.${browserShops.indexOf(shop) + 1}`,
    });
    const context = await browserVisitor(suite.browser, true);
    try {
      // The anonymous visit: a listing's card, into the basket and onto the wishlist.
      const listing = await listingWithDirectAdd(suite.storefront.port, shop);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${listing}`, { waitUntil: 'networkidle' });
      const card = directCard(page);
      const hearted = (await card.getAttribute('aria-label')) ?? '';
      await card.locator('[data-slot="product-card-add-to-cart"]').click();
      const layer = page.getByRole('dialog', { name: text('basket.addedToCart') });
      await layer.waitFor();
      await layer.getByRole('button', { name: text('addToCartLayer.continueShopping') }).click();
      await layer.waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: text('actions.addToWishlist') }).click();
      await card.getByRole('button', { name: text('actions.removeFromWishlist') }).waitFor();

      // The customer's own wishlist already holds another article (its heart's form post).
      const { id: shopId } = shopByKey(shop.key) ?? { id: 0 };
      const nameOf = (productId: number) =>
        catalog.texts.find(
          (texts) => texts.productId === productId && texts.language === shop.language,
        )?.name;
      const own = catalog.products.find(
        (product) =>
          activeProductIds.has(product.id) &&
          oneVariantPlain(product) &&
          nameOf(product.id) !== hearted &&
          catalog.variants.some(
            (variant) =>
              variant.productId === product.id &&
              variant.bvc === 1 &&
              catalog.prices.some(
                (price) => price.variantId === variant.id && price.shopId === shopId,
              ),
          ),
      );
      if (own === undefined) throw new Error(`no second article in ${shop.shop}`);
      const ownHeart = await send(suite.storefront.port, {
        method: 'POST',
        path: `${shop.prefix}/wunschliste/`,
        host: shop.host,
        headers: { origin: origin(shop.host), cookie: customer },
        form: { intent: 'toggleWishlist', productId: String(own.id) },
      });
      expect(ownHeart.status).toBe(200);

      await page.goto(`${origin(shop.host)}${shop.prefix}/login/`, { waitUntil: 'networkidle' });
      const login = page.locator('form[aria-labelledby="login-heading"]');
      await login.getByLabel(text('fields.email')).fill(email);
      await login.getByLabel(text('fields.password'), { exact: true }).fill(customerPassword);
      await login.getByRole('button', { name: text('actions.login'), exact: true }).click();
      await page.waitForURL((address) => address.pathname !== `${shop.prefix}/login/`);

      await page.goto(`${origin(shop.host)}${shop.prefix}/wunschliste/`, {
        waitUntil: 'networkidle',
      });
      const cards = page.locator('article[data-slot="product-card"]');
      await cards.first().waitFor();
      const listed = await cards.evaluateAll((found) =>
        found.map((element) => element.getAttribute('aria-label') ?? ''),
      );
      expect([...listed].sort()).toEqual([hearted, nameOf(own.id)].sort());

      await page.goto(basketUrl(), { waitUntil: 'networkidle' });
      expect(
        await lines(page).evaluateAll((found) =>
          found.map((element) => element.getAttribute('aria-label')),
        ),
      ).toEqual([hearted]);
    } finally {
      await context.close();
    }
  });
});
