import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { basketInBrowser, buyableVariantOf, isPlain } from './support/basket-visitor';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { focusedName, focusedSlot, focusIsInDialog } from './support/focus';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limit of reservations counts them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

/**
 * The shops whose country has click-and-reserve (§6): baby DE and baby AT. Both speak German:
 * no French or Dutch shop of the demo has the flag (baby CH, FR, BE, NL do not).
 */
const babyAt: BrowserShop = {
  shop: 'baby AT',
  key: 'baby-at',
  host: 'at.nido.localhost',
  prefix: '',
  language: 'de',
  locale: 'de-AT',
  firstProduct: 2_000_001,
};
const shops: readonly BrowserShop[] = [
  ...browserShops.filter((shop) => shop.key === 'baby-de'),
  babyAt,
];
const withoutFlag = browserShops.filter((shop) => ['baby-ch', 'baby-be'].includes(shop.key));

describe.each(shops)(
  'click-and-reserve from a basket line in $shop (issue 16, spec §2 click-and-reserve basket; §4 dialog focus; §6 clickAndReserve)',
  (shop) => {
    const ui = uiText(shop.language);
    const t = (key: string, values?: Record<string, string>) =>
      translator(shop.language).t(key, values);
    const basketUrl = () => `http://${shop.host}:${suite.storefront.port}${shop.prefix}/warenkorb/`;

    test('by keyboard: the line’s link opens the dialog, focus inside, axe finds nothing; an empty form posts nothing; the reservation shows its number; Escape closes and focus returns', async () => {
      const context = await browserVisitor(suite.browser, true);
      try {
        await basketInBrowser(context, suite.storefront.port, shop, [
          buyableVariantOf(shop, isPlain),
        ]);
        const page = await context.newPage();
        const posts: Request[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().includes('/warenkorb/')) {
            posts.push(request);
          }
        });
        await page.goto(basketUrl(), { waitUntil: 'networkidle' });
        await page.locator('article[data-slot="basket-product-card"]').waitFor();
        const link = page.locator('[data-slot="basket-reserve-link"]');
        expect(await link.count()).toBe(1);
        await link.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: ui('dialogs.clickAndReserve.title') });
        await dialog.waitFor();
        // A dialog, not the page's no-JavaScript step: the address stays the page's own.
        expect(page.url()).toBe(basketUrl());
        expect(await page.locator('[data-slot="basket-reserve-step"]').count()).toBe(0);
        expect(await focusIsInDialog(page)).toBe(true);
        await dialog.getByRole('radio').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Reserving with the fields empty: the browser applies the server's rules, says why at
        // the first field and focuses it; nothing is posted.
        const reserve = dialog.getByRole('button', { name: ui('dialogs.clickAndReserve.reserve') });
        await reserve.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedName(page)).toBe('firstName');
        expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(3);
        expect(posts).toHaveLength(0);
        expect(await axeViolations(page)).toEqual([]);

        await page.keyboard.type('Anna');
        await dialog.getByLabel(ui('fields.lastName')).focus();
        await page.keyboard.type('Muster');
        await dialog.getByLabel(ui('fields.email')).focus();
        await page.keyboard.type('anna@example.de');
        await reserve.focus();
        await page.keyboard.press('Enter');
        const reserved = dialog.locator('[data-slot="click-and-reserve-reserved"]');
        await reserved.waitFor();
        expect(posts).toHaveLength(1);
        expect(await reserved.getAttribute('role')).toBe('status');
        expect(await reserved.textContent()).toMatch(/R\d+/);
        expect(await reserved.textContent()).toContain(
          ui('dialogs.clickAndReserve.reservationNumber', { number: '' }).trim(),
        );
        expect(await focusIsInDialog(page)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Radix gives the focus back a task after the dialog unmounted.
        await expect.poll(() => focusedSlot(page)).toBe('basket-reserve-link');
      } finally {
        await context.close();
      }
    });

    test('without JavaScript the link shows the line’s step, axe finds nothing; the form posts to the basket, which answers with the reservation number', async () => {
      const context = await browserVisitor(suite.browser, false);
      try {
        await basketInBrowser(context, suite.storefront.port, shop, [
          buyableVariantOf(shop, isPlain),
        ]);
        const page = await context.newPage();
        await page.goto(basketUrl(), { waitUntil: 'networkidle' });
        await page.locator('[data-slot="basket-reserve-link"]').click();
        const step = page.locator('[data-slot="basket-reserve-step"]');
        await step.waitFor();
        expect(new URL(page.url()).searchParams.get('dialog')).toBe('reserve');
        expect(await axeViolationsWithoutJavaScript(page)).toEqual([]);
        await step.getByLabel(ui('fields.firstName')).fill('Anna');
        await step.getByLabel(ui('fields.lastName')).fill('Muster');
        await step.getByLabel(ui('fields.email')).fill('anna@example.de');
        await Promise.all([
          page.waitForResponse((response) => response.request().method() === 'POST'),
          step.getByRole('button', { name: ui('dialogs.clickAndReserve.reserve') }).click(),
        ]);
        await page.waitForLoadState('load');
        const toast = page.locator('[data-slot="toast"]');
        await toast.first().waitFor();
        const toastStart = t('basketReserve.reserved', { store: '§', number: '¶' }).split('§')[0];
        expect(await toast.first().textContent()).toContain(toastStart);
        expect(await toast.first().textContent()).toMatch(/R\d+/);
        expect(await page.locator('[data-slot="basket-reserve-step"]').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  },
);

describe.each(withoutFlag)(
  'the basket in $shop, whose country has no click-and-reserve (spec §6 clickAndReserve)',
  (shop) => {
    test('no line offers it, with JavaScript running', async () => {
      const context = await browserVisitor(suite.browser, true);
      try {
        await basketInBrowser(context, suite.storefront.port, shop, [
          buyableVariantOf(shop, isPlain),
        ]);
        const page = await context.newPage();
        await page.goto(`http://${shop.host}:${suite.storefront.port}${shop.prefix}/warenkorb/`, {
          waitUntil: 'networkidle',
        });
        await page.locator('article[data-slot="basket-product-card"]').waitFor();
        expect(await page.locator('[data-slot="basket-reserve-link"]').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  },
);
