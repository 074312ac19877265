import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { browserVisitor } from './support/browser-visitor';
import { focusedSlot, focusIsInDialog } from './support/focus';
import {
  type CatalogueShop,
  hasManyColours,
  hasPromotionTerms,
  hasSeals,
  hasSizeAdvisor,
  pageOf,
  productOf,
} from './support/product-info-pages';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

const suite = storefrontInBrowserForSuite();

/**
 * Baby DE, baby CH in French, baby BE in Dutch: the product page in de, fr and nl; and Vitalia
 * AT, the other brand (its own theme and catalogue).
 */
const shops = [
  { shopId: 10, host: 'localhost', prefix: '', language: 'de' },
  { shopId: 12, host: 'ch.nido.localhost', prefix: '/fr', language: 'fr' },
  { shopId: 14, host: 'be.nido.localhost', prefix: '/nl', language: 'nl' },
  { shopId: 21, host: 'at.vitalia.localhost', prefix: '', language: 'de' },
] as const satisfies readonly (CatalogueShop & { readonly host: string })[];

/** The product page's info links and the products of the demo catalogue that show each. */
const infoLinks = [
  { name: 'product seals', slot: 'product-seals-link', fits: hasSeals },
  { name: 'promotion fine print', slot: 'promotion-disclaimer-link', fits: hasPromotionTerms },
  { name: 'size advisor', slot: 'size-advisor-link', fits: hasSizeAdvisor },
  { name: 'all colours (sibling select)', slot: 'product-all-colors', fits: hasManyColours },
] as const;

describe.each(shops)(
  'the product page’s info dialogs by keyboard, shop $shopId ($language) (issue 15, spec §2)',
  (shop) => {
    const text = uiText(shop.language);

    test.each(infoLinks)(
      'the $name link opens its dialog with Enter, focus inside, axe finds nothing; Escape closes it and focus returns',
      async ({ slot, fits }) => {
        const product = productOf(shop, fits);
        const context = await browserVisitor(suite.browser, true);
        const page = await context.newPage();
        try {
          await page.goto(
            `http://${shop.host}:${suite.storefront.port}${pageOf(shop, product.id)}`,
            { waitUntil: 'networkidle' },
          );
          const link = page.locator(`[data-slot="${slot}"]`).first();
          await link.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          // A dialog, not the page's no-JavaScript step: the address stays the page's own.
          expect(new URL(page.url()).searchParams.get('dialog')).toBeNull();
          expect(await focusIsInDialog(page)).toBe(true);
          expect(await dialog.getByRole('button', { name: text('common.close') }).count()).toBe(1);
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          // Radix gives the focus back a task after the dialog closed.
          await expect.poll(() => focusedSlot(page)).toBe(slot);
        } finally {
          await context.close();
        }
      },
    );
  },
);
