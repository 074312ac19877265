import { shopByKey } from '@vitrine/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import {
  type CatalogueShop,
  hasPromotionTerms,
  hasSeals,
  hasSizeAdvisor,
  pageOf,
  productOf,
} from './support/product-info-pages';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

const catalogueShop = (shop: BrowserShop): CatalogueShop => ({
  shopId: shopByKey(shop.key)?.id ?? 0,
  prefix: shop.prefix,
  language: shop.language,
});

/** The product page's info dialogs: the link's slot, the dialog's title key and what fits. */
const infoDialogs = [
  { slot: 'product-seals-link', title: 'dialogs.productSeals.title', fits: hasSeals },
  {
    slot: 'promotion-disclaimer-link',
    title: 'dialogs.promotionDisclaimer.title',
    fits: hasPromotionTerms,
  },
  { slot: 'size-advisor-link', title: 'dialogs.sizeAdvisor.title', fits: hasSizeAdvisor },
] as const;

/** The info dialogs whose content the shop's catalogue has (the size advisor is baby clothing). */
function dialogsOf(shop: BrowserShop) {
  return infoDialogs.flatMap((dialog) => {
    try {
      return [
        {
          ...dialog,
          path: pageOf(catalogueShop(shop), productOf(catalogueShop(shop), dialog.fits).id),
        },
      ];
    } catch {
      return [];
    }
  });
}

/** Moves focus to the element with the keyboard: Tab until it has it. */
async function tabTo(page: Page, slot: string) {
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-slot'));
    if (focused === slot) return;
  }
  throw new Error(`Tab never reached ${slot}`);
}

describe.each(browserShops)(
  'the product page’s info dialogs in $shop (issue 15, spec §2 product seals, promotion disclaimer, attribute advisor)',
  (shop) => {
    const text = uiText(shop.language);
    const dialogs = dialogsOf(shop);

    test('the shop’s catalogue has seals (both brands)', () => {
      expect(dialogs.map((dialog) => dialog.slot)).toContain('product-seals-link');
    });

    test.each(dialogs)(
      'with the keyboard, $slot opens its dialog (axe finds nothing with it open); Escape closes it and focus goes back',
      async (dialog) => {
        const context = await browserVisitor(suite.browser, true);
        const page = await context.newPage();
        await page.goto(`${origin(shop.host)}${dialog.path}`, { waitUntil: 'networkidle' });
        await tabTo(page, dialog.slot);
        await page.keyboard.press('Enter');
        const opened = page.getByRole('dialog', { name: text(dialog.title) });
        await opened.waitFor();
        // The link stays where it is: the dialog is opened in place, not a new page.
        expect(new URL(page.url()).searchParams.has('dialog')).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'hidden' });
        await page.waitForFunction(
          (slot) => document.activeElement?.getAttribute('data-slot') === slot,
          dialog.slot,
        );
        await context.close();
      },
    );

    test.each(dialogs)(
      'without JavaScript, $slot leads to the page showing its content in place (axe finds nothing), and back',
      async (dialog) => {
        const context = await browserVisitor(suite.browser, false);
        const page = await context.newPage();
        await page.goto(`${origin(shop.host)}${dialog.path}`);
        await page.locator(`[data-slot="${dialog.slot}"]`).click();
        await page.waitForURL(/[?&]dialog=/);
        const step = page.locator('[data-slot="product-info-step"]');
        await step.getByRole('heading', { name: text(dialog.title) }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await step.getByRole('link', { name: text('common.close') }).click();
        await page.waitForURL((url) => !url.searchParams.has('dialog'));
        expect(await page.locator('[data-slot="product-info-step"]').count()).toBe(0);
        await context.close();
      },
    );
  },
);
