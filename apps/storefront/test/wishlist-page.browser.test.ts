import { shopByKey } from '@vitrine/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor, handSessionTo } from './support/browser-visitor';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send, sessionCookieOf } from './support/storefront-server';
import { uiText } from './support/texts';
import { productWithVariantChoice } from './support/variant-choice-product';

const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

/** A product of the shop whose card adds its one variant straight to the basket (§4). */
async function directProduct(shop: BrowserShop): Promise<number> {
  const keys = Array.from({ length: 40 }, (_, index) => String(shop.firstProduct + index));
  const answer = await send(suite.storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
    host: shop.host,
  });
  const { products } = JSON.parse(answer.body) as {
    products: {
      id: number;
      variants: { stock: { quantity: number }; logistics: { bvc: number } }[];
    }[];
  };
  const product = products.find(
    (candidate) =>
      candidate.variants.length === 1 &&
      candidate.variants[0]?.logistics.bvc === 1 &&
      (candidate.variants[0]?.stock.quantity ?? 0) >= 5,
  );
  if (!product) throw new Error(`no product with one buyable variant in ${shop.shop}`);
  return product.id;
}

/** A visitor with the product on their wishlist (the heart's form post, which opens the session). */
async function visitorWithWishlist(
  shop: BrowserShop,
  javaScript: boolean,
  product?: number,
): Promise<BrowserContext> {
  const context = await browserVisitor(suite.browser, javaScript);
  const productId = product ?? (await directProduct(shop));
  const hearted = await send(suite.storefront.port, {
    method: 'POST',
    path: `${shop.prefix}/wunschliste/`,
    host: shop.host,
    headers: { origin: origin(shop.host) },
    form: { intent: 'toggleWishlist', productId: String(productId) },
  });
  expect(hearted.status).toBe(200);
  await handSessionTo(context, shop.host, sessionCookieOf(hearted));
  return context;
}

const cards = (page: Page) => page.locator('article[data-slot="product-card"]');

// Baby DE, CH-fr, BE-nl and Vitalia AT (issue 16's journeys: both brands, three languages).
describe.each(browserShops)('the wishlist page in $shop (issue 16, spec §2 wishlist)', (shop) => {
  const text = uiText(shop.language);
  const shopText = (key: string) => translator(shop.language).t(key);

  for (const javaScript of [true, false]) {
    test(`${javaScript ? 'with' : 'without'} JavaScript: to the basket, off the list, empty state${javaScript ? '; axe finds nothing' : ''}`, async () => {
      const context = await visitorWithWishlist(shop, javaScript);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${shop.prefix}/wunschliste/`, {
        waitUntil: 'networkidle',
      });
      expect(await cards(page).count()).toBe(1);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      await cards(page).first().locator('[data-slot="product-card-add-to-cart"]').click();
      if (javaScript) {
        await page.getByRole('dialog', { name: text('basket.addedToCart') }).waitFor();
        await page.getByRole('button', { name: text('addToCartLayer.continueShopping') }).click();
      } else {
        await page
          .getByText(shopText('basketPage.continueShopping'))
          .or(cards(page).first())
          .first()
          .waitFor();
      }
      await page
        .getByRole('link', { name: text('siteHeader.basketCount', { count: 1 }) })
        .waitFor();

      await cards(page)
        .first()
        .getByRole('button', { name: text('actions.removeFromWishlist') })
        .click();
      await page.getByRole('heading', { name: shopText('wishlistPage.emptyTitle') }).waitFor();
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('an article with several variants: with JavaScript its add to cart opens the choice (keyboard, axe), the chosen variant goes in; without JavaScript the same choice in the page (§2 wishlist add-to-cart)', async () => {
    const { product, choice } = await productWithVariantChoice(suite.storefront.port, shop);
    const productId = product.id;
    const buyable = choice.options.filter((option) => option.availability === 'buyable');
    const wanted = buyable.find((option) => option.variantId !== choice.preselectedVariantId);
    if (wanted === undefined) throw new Error('no second buyable variant');
    for (const javaScript of [true, false]) {
      const context = await visitorWithWishlist(shop, javaScript, productId);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${shop.prefix}/wunschliste/`, {
        waitUntil: 'networkidle',
      });
      const add = cards(page)
        .first()
        .getByRole('link', { name: text('actions.addToCart') });
      if (javaScript) {
        await add.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', {
          name: text('dialogs.wishlistAddToCart.title'),
        });
        await dialog.waitFor();
        // The dialog, not the page's step for a browser without JavaScript.
        expect(new URL(page.url()).search).toBe('');
        for (const option of choice.options) {
          const radio = dialog.getByRole('radio', { name: option.label, exact: true });
          expect(await radio.isDisabled(), option.label).toBe(option.availability !== 'buyable');
        }
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('radio', { name: wanted.label, exact: true }).check();
        await dialog.getByRole('button', { name: text('actions.addToCart') }).click();
        await page.getByRole('dialog', { name: text('basket.addedToCart') }).waitFor();
        await page.getByRole('button', { name: text('addToCartLayer.continueShopping') }).click();
      } else {
        await add.click();
        const step = page.locator('[data-slot="wishlist-add-to-cart-step"]');
        await step.waitFor();
        expect(new URL(page.url()).searchParams.get('choose')).toBe(String(productId));
        await step.getByRole('radio', { name: wanted.label, exact: true }).check();
        await step.getByRole('button', { name: text('actions.addToCart') }).click();
        await step.waitFor({ state: 'detached' });
      }
      await page
        .getByRole('link', { name: text('siteHeader.basketCount', { count: 1 }) })
        .waitFor();
      // The chosen variant, not the one preselected.
      const inBasket = await page.evaluate(
        async ({ locale, shopId }) => {
          const me = (await (await fetch(`/api/user/?locale=${locale}`)).json()) as {
            id: string;
          };
          const answer = await fetch(
            `/api/shop/basket/get/basket_${shopId}_${me.id}/?locale=${locale}`,
          );
          const { basket } = (await answer.json()) as {
            basket: { items: { variant: { id: number } }[] };
          };
          return basket.items.map((item) => item.variant.id);
        },
        { locale: shop.locale, shopId: shopByKey(shop.key)?.id },
      );
      expect(inBasket).toEqual([wanted.variantId]);
      await context.close();
    }
  });

  test('how the wishlist works: its link opens the more-info dialog by keyboard, axe finds nothing, Escape gives focus back (§2)', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/wunschliste/`, {
      waitUntil: 'networkidle',
    });
    const link = page.locator('[data-slot="wishlist-info-link"]');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('dialogs.wishlistInfo.title') });
    await dialog.waitFor();
    // The dialog, not the page's step for a browser without JavaScript.
    expect(new URL(page.url()).search).toBe('');
    await dialog.getByText(text('dialogs.wishlistInfo.hint')).waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Radix gives focus back in a task after the dialog left the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null))
      .toBe('wishlist-info-link');
    await context.close();
  });
});
