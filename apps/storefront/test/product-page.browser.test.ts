import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { submitForm } from './support/form-post';
import { listedProductWithVariants } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

/** A variant link that is not the selected one and can be bought (no sold-out note). */
async function otherBuyableVariant(page: Page, shop: BrowserShop) {
  const text = uiText(shop.language);
  const links = page.locator('[data-slot="product-detail-variants"] a');
  for (let index = 0; index < (await links.count()); index += 1) {
    const link = links.nth(index);
    const label = (await link.textContent()) ?? '';
    if ((await link.getAttribute('aria-current')) === 'true') continue;
    if (
      label.includes(text('productCard.soldOut')) ||
      label.includes(text('productCard.notDeliverable'))
    )
      continue;
    return link;
  }
  throw new Error('the product has no other buyable variant');
}

describe.each(browserShops)('the product page in $shop (issue 15, spec §2, §4)', (shop) => {
  const text = uiText(shop.language);

  test('listing → product → choose a variant (the URL follows) → add to cart: the layer and the header count', async () => {
    const { listing, productPath } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${listing}`, { waitUntil: 'networkidle' });
    await page.locator(`[data-slot="product-card-name"] a[href="${productPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === productPath);
    const heading = page.locator('[data-slot="product-detail"] h1');
    await heading.waitFor();
    await page.waitForLoadState('networkidle');
    // The page in the shop's language: axe (WCAG 2.2 AA) finds nothing.
    expect(await axeViolations(page)).toEqual([]);

    const choice = await otherBuyableVariant(page, shop);
    const href = (await choice.getAttribute('href')) ?? '';
    const key = new URL(href, origin(shop.host)).searchParams.get('variant');
    await page.evaluate(() => window.scrollTo(0, 120));
    await choice.click();
    await page.waitForURL((url) => url.searchParams.get('variant') === key);
    await page
      .locator(`[data-slot="product-detail-variants"] a[aria-current="true"][href="${href}"]`)
      .waitFor();
    // The choice changes the page in place: the shopper stays where they were.
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    const quantity = page.getByRole('spinbutton', { name: text('quantity.label') });
    await quantity.fill('2');
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();

    const layer = page.getByRole('dialog', { name: text('basket.addedToCart') });
    await layer.waitFor();
    expect(
      await layer.getByRole('link', { name: text('actions.goToBasket') }).getAttribute('href'),
    ).toBe(`${shop.prefix}/warenkorb/`);
    await page.waitForFunction(
      () => document.querySelector('[data-slot="site-header-count"]')?.textContent === '2',
    );
    // The layer open over the product page: axe finds nothing either.
    expect(await axeViolations(page)).toEqual([]);
    await layer.getByRole('button', { name: text('addToCartLayer.continueShopping') }).click();
    await layer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('variant')).toBe(key);
    await context.close();
  });

  test('without JavaScript: the variant link loads the page with ?variant=, the form posts and the page answers with the count and a toast', async () => {
    const { productPath } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, false);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${productPath}`);
    const choice = await otherBuyableVariant(page, shop);
    const href = (await choice.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL((url) => url.search !== ''), choice.click()]);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(href);

    const posted = await submitForm(page.locator('[data-slot="product-detail-add-to-cart"]'));
    expect(posted.status()).toBe(200);
    expect(posted.headers()['cache-control']).toBe('private, no-store');
    await page.waitForLoadState();
    expect(await page.getByText(text('basket.addedToCart')).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: text('siteHeader.basketCount', { count: 1 }) })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });
});
