import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { basketVisitor, buyableVariantOf, isMedical, isPlain } from './support/basket-visitor';
import { browserShops } from './support/browser-shops';
import { browserVisitor, handSessionTo } from './support/browser-visitor';
import { focusedSlot, focusIsInDialog } from './support/focus';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

/** Baby DE, baby CH in French, baby BE in Dutch: the basket page in de, fr and nl. */
const shops = browserShops.filter((shop) => ['baby-de', 'baby-ch', 'baby-be'].includes(shop.key));

describe.each(shops)(
  'the basket page’s info dialogs by keyboard in $shop (issue 16, spec §2 basket shipping-cost progress, medical info overlay; §4 dialog focus)',
  (shop) => {
    const text = uiText(shop.language);
    const basketUrl = () => `http://${shop.host}:${suite.storefront.port}${shop.prefix}/warenkorb/`;
    const dialogs = [
      {
        name: 'shipping-cost progress',
        slot: 'basket-shipping-info',
        title: text('dialogs.shippingProgress.title'),
        fits: isPlain,
        shown: true,
      },
      {
        name: 'medical-product info',
        slot: 'basket-product-card-medical-info',
        title: text('dialogs.medicalInfo.title'),
        fits: isMedical,
        // §2: the medical notice (and its info) shows in DE only.
        shown: shop.key === 'baby-de',
      },
    ] as const;
    const shown = dialogs.filter((dialog) => dialog.shown);

    test.each(shown)(
      'the $name link opens its dialog with Enter, focus inside, axe finds nothing; Escape closes it and focus returns',
      async ({ slot, title, fits }) => {
        const context = await browserVisitor(suite.browser, true);
        try {
          const cookie = await basketVisitor(suite.storefront.port, shop, [
            buyableVariantOf(shop, fits),
          ]);
          await handSessionTo(context, shop.host, cookie);
          const page = await context.newPage();
          await page.goto(basketUrl(), { waitUntil: 'networkidle' });
          await page.locator('article[data-slot="basket-product-card"]').waitFor();
          if (slot === 'basket-product-card-medical-info') {
            // The line's DE medical notice: its text and the contact link beside the info.
            const notice = page.locator('[data-slot="basket-product-card-medical-notice"]');
            await notice.getByText(text('basketCard.medicalNotice')).waitFor();
            expect(
              await notice
                .getByRole('link', { name: text('basketCard.medicalContact') })
                .getAttribute('href'),
            ).toBe(`${shop.prefix}/kontakt/`);
          }
          const link = page.locator(`[data-slot="${slot}"]`);
          await link.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: title });
          await dialog.waitFor();
          // A dialog, not the page's no-JavaScript step: the address stays the page's own.
          expect(page.url()).toBe(basketUrl());
          expect(await page.locator('[data-slot="basket-info-step"]').count()).toBe(0);
          expect(await focusIsInDialog(page)).toBe(true);
          expect(await dialog.getByRole('button', { name: text('common.close') }).count()).toBe(1);
          if (slot === 'basket-shipping-info') {
            // The progress and the shop's rule, the step the basket has marked.
            await dialog.locator('[data-slot="shipping-cost-progress"]').waitFor();
            expect(
              await dialog.locator('[data-slot="shipping-cost-rule"] li').count(),
            ).toBeGreaterThan(0);
            expect(await dialog.locator('li[aria-current="true"]').count()).toBe(1);
          }
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          // Radix gives focus back a task after the dialog unmounts.
          await expect.poll(() => focusedSlot(page)).toBe(slot);
        } finally {
          await context.close();
        }
      },
    );

    test.each(shown)(
      'without JavaScript the $name link shows its step in the page, axe finds nothing, and “close” leads back',
      async ({ slot, title, fits }) => {
        const context = await browserVisitor(suite.browser, false);
        try {
          const cookie = await basketVisitor(suite.storefront.port, shop, [
            buyableVariantOf(shop, fits),
          ]);
          await handSessionTo(context, shop.host, cookie);
          const page = await context.newPage();
          await page.goto(basketUrl(), { waitUntil: 'networkidle' });
          await page.locator(`[data-slot="${slot}"]`).click();
          const step = page.locator('[data-slot="basket-info-step"]');
          await step.waitFor();
          expect(new URL(page.url()).searchParams.get('dialog')).not.toBeNull();
          expect(await step.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
          expect(await axeViolationsWithoutJavaScript(page)).toEqual([]);
          await step.getByRole('link', { name: text('common.close') }).click();
          await step.waitFor({ state: 'detached' });
          expect(page.url()).toBe(basketUrl());
        } finally {
          await context.close();
        }
      },
    );

    test.skipIf(shop.key === 'baby-de')(
      'a medical product has no notice and no medical info link here (§2: country de only)',
      async () => {
        const context = await browserVisitor(suite.browser, true);
        try {
          const cookie = await basketVisitor(suite.storefront.port, shop, [
            buyableVariantOf(shop, isMedical),
          ]);
          await handSessionTo(context, shop.host, cookie);
          const page = await context.newPage();
          await page.goto(basketUrl(), { waitUntil: 'networkidle' });
          await page.locator('article[data-slot="basket-product-card"]').waitFor();
          expect(
            await page.locator('[data-slot="basket-product-card-medical-notice"]').count(),
          ).toBe(0);
          expect(await page.locator('[data-slot="basket-product-card-medical-info"]').count()).toBe(
            0,
          );
        } finally {
          await context.close();
        }
      },
    );
  },
);
