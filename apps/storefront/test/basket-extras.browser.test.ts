import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { basketInBrowser } from './support/basket-visitor';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

interface ApiProduct {
  readonly advancedAttributes?: Record<string, unknown> | null;
  readonly variants: {
    readonly id: number;
    readonly stock: { readonly quantity: number };
    readonly logistics: { readonly bvc: number };
  }[];
}

/** A buyable variant of an engraved article (§9 gravureHeadline) and a plain one, from the §7 call. */
async function shopVariants(shop: BrowserShop): Promise<{ engraved: number; plain: number }> {
  let engraved: number | undefined;
  let plain: number | undefined;
  for (let first = shop.firstProduct; first < shop.firstProduct + 400; first += 40) {
    if (engraved !== undefined && plain !== undefined) break;
    const keys = Array.from({ length: 40 }, (_, index) => String(first + index));
    const answer = await send(suite.storefront.port, {
      path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
      host: shop.host,
    });
    const { products } = JSON.parse(answer.body) as { products: ApiProduct[] };
    for (const product of products) {
      const buyable = product.variants.find(
        (variant) => variant.logistics.bvc === 1 && variant.stock.quantity >= 20,
      );
      if (buyable === undefined) continue;
      if (product.advancedAttributes?.gravureHeadline !== undefined) engraved ??= buyable.id;
      else plain ??= buyable.id;
    }
  }
  if (engraved === undefined || plain === undefined) {
    throw new Error(`no engraved and plain articles in ${shop.shop}`);
  }
  return { engraved, plain };
}

/** Puts the lines in the visitor's basket (§7 addItem), an engraved one with its text. */
const fillBasket = (
  context: BrowserContext,
  shop: BrowserShop,
  items: readonly { variantId: number; customText?: Record<string, string> }[],
) => basketInBrowser(context, suite.storefront.port, shop, items);

const lines = (page: Page): Locator => page.locator('article[data-slot="basket-product-card"]');
const engravingOf = (page: Page): Locator =>
  page.locator('[data-slot="basket-product-card-engraving"]');

describe.each(browserShops)(
  'the basket page’s extras in $shop (issue 16, spec §2 basket)',
  (shop) => {
    const text = uiText(shop.language);
    const shopText = (key: string, values: Record<string, unknown> = {}) =>
      translator(shop.language).t(key, values);
    const basketUrl = () => `${origin(shop.host)}${shop.prefix}/warenkorb/`;
    let variants: { engraved: number; plain: number };
    beforeAll(async () => {
      variants = await shopVariants(shop);
    });

    for (const javaScript of [true, false]) {
      const how = javaScript ? 'with JavaScript' : 'without JavaScript';
      // axe runs in the page's JavaScript; without it the same HTML is served.
      const axe = javaScript ? '; axe finds nothing' : '';

      test(`${how}: a line’s engraving is changed, then taken off (§2 engraving text edit, §4 "ohne")${axe}${javaScript ? ' with the customize dialog open' : ''}`, async () => {
        const context = await browserVisitor(suite.browser, javaScript);
        await fillBasket(context, shop, [
          { variantId: variants.engraved, customText: { text1: 'Mia' } },
        ]);
        const page = await context.newPage();
        await page.goto(basketUrl(), { waitUntil: 'networkidle' });
        expect(await engravingOf(page).getAttribute('data-state')).toBe('engraved');
        const edit = () =>
          lines(page)
            .getByRole('link', { name: text('basketCard.editEngraving') })
            .click();

        await edit();
        if (javaScript) {
          // The lazy customize dialog, with the line's text to start from.
          const dialog = page.getByRole('dialog', { name: text('engraving.title') });
          await dialog.waitFor();
          expect(page.url()).toBe(basketUrl());
          const firstRow = dialog.getByRole('textbox').first();
          expect(await firstRow.inputValue()).toBe('Mia');
          expect(await axeViolations(page)).toEqual([]);
          await firstRow.fill('Lena');
          await dialog.getByRole('button', { name: text('engraving.save') }).click();
        } else {
          // The page's engraving step for the line, posting to the page.
          const step = page.locator('[data-slot="basket-engraving-step"]');
          await step.waitFor();
          const firstRow = step.getByRole('textbox').first();
          expect(await firstRow.inputValue()).toBe('Mia');
          await firstRow.fill('Lena');
          await step.getByRole('button', { name: shopText('basketExtras.engravingSave') }).click();
        }
        await page.getByText(shopText('basketExtras.engravingSaved')).first().waitFor();
        await engravingOf(page).getByText('Lena', { exact: true }).waitFor();
        expect(await page.locator('[data-slot="basket-engraving-step"]').count()).toBe(0);

        // "ohne" takes it off: the dialog's "without engraving", or the step's.
        await edit();
        if (javaScript) {
          const dialog = page.getByRole('dialog', { name: text('engraving.title') });
          await dialog.waitFor();
          await dialog.getByRole('button', { name: text('engraving.remove') }).click();
        } else {
          await page
            .locator('[data-slot="basket-engraving-step"]')
            .getByRole('button', { name: shopText('basketExtras.engravingRemove') })
            .click();
        }
        await page.getByText(shopText('basketExtras.engravingRemoved')).first().waitFor();
        await page
          .locator('[data-slot="basket-product-card-engraving"][data-state="none"]')
          .waitFor();
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });

      test(`${how}: the shipping line’s carrier info names the shop’s carriers (§2 carrier info)${axe}${javaScript ? ' with the dialog open' : ''}`, async () => {
        const context = await browserVisitor(suite.browser, javaScript);
        await fillBasket(context, shop, [{ variantId: variants.plain }]);
        const page = await context.newPage();
        await page.goto(basketUrl(), { waitUntil: 'networkidle' });
        const link = page.getByRole('link', { name: shopText('basketExtras.carrierInfo') });
        if (javaScript) {
          // A ctrl/cmd-click asks for a new tab: the carrier step opens there, no dialog here.
          const opened = context.waitForEvent('page');
          await link.click({ modifiers: ['ControlOrMeta'] });
          const tab = await opened;
          await tab.locator('[data-slot="basket-carrier-step"]').waitFor();
          expect(await page.getByRole('dialog').count()).toBe(0);
          await tab.close();
        }
        await link.click();
        if (javaScript) {
          const dialog = page.getByRole('dialog', { name: text('dialogs.carrierInfo.title') });
          await dialog.waitFor();
          expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
          expect(page.url()).toBe(basketUrl());
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        } else {
          const step = page.locator('[data-slot="basket-carrier-step"]');
          await step.waitFor();
          expect(await step.getByRole('listitem').count()).toBeGreaterThan(0);
          await step.getByRole('link', { name: shopText('basketExtras.carrierInfoClose') }).click();
          await step.waitFor({ state: 'detached' });
        }
        await context.close();
      });

      test(`${how}: the CMS basket content shows; emptied, the basket recommends articles (§2 special content, recommendation slider)${axe}`, async () => {
        const context = await browserVisitor(suite.browser, javaScript);
        await fillBasket(context, shop, [{ variantId: variants.plain }]);
        const page = await context.newPage();
        await page.goto(basketUrl(), { waitUntil: 'networkidle' });
        await page.locator('[data-slot="basket-content"]').waitFor();
        expect(await page.locator('[data-slot="basket-totals"]').count()).toBe(1);
        expect(await page.locator('[data-slot="basket-recommendations"]').count()).toBe(0);

        const line = lines(page).first();
        const name = (await line.getAttribute('aria-label')) ?? '';
        await line.getByRole('button', { name: text('basketCard.removeLabel', { name }) }).click();
        await page.getByRole('heading', { name: shopText('basketPage.emptyTitle') }).waitFor();
        const slider = page.locator('[data-slot="basket-recommendations"]');
        await slider.waitFor();
        expect(await slider.locator('[data-slot="product-card"]').count()).toBeGreaterThan(0);
        await page.locator('[data-slot="basket-content"]').waitFor();
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  },
);
