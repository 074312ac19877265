import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { browserShops } from './support/browser-shops';
import { menuListings } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * Issue 21 (Listing: "the filter dialog … keeps the scroll position"), spec §2 filter dialog: on
 * a category page with JavaScript a filter chosen in the dialog is a client navigation of the
 * listing's URL. The dialog stays open over the listing that follows it, the page stays where
 * the shopper had scrolled to, and "N Artikel anzeigen" says the filtered count. Before, every
 * tick loaded the whole page again: the dialog closed and the page started at the top.
 */
const suite = storefrontInBrowserForSuite();

const phone = { width: 412, height: 915 };

/** The digits of a count as the page writes it ("1.234 Artikel", "1 234 articles"). */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('the listing filter dialog keeps the page where it is (issue 21, spec §2)', () => {
  test.each(browserShops)(
    '$shop: a filter ticked in the dialog narrows the listing behind it; the dialog, the scroll position and the page stay; axe finds nothing',
    async (shop) => {
      const [listing] = await menuListings(suite.storefront.port, shop);
      expect(listing).toBeDefined();
      const t = uiText(shop.language);
      const context = await suite.browser.newContext({ viewport: phone });
      try {
        const page = await context.newPage();
        await page.goto(`http://${shop.host}:${suite.storefront.port}${listing}`, {
          waitUntil: 'networkidle',
        });
        const count = page.locator('[data-slot="product-listing-count"]');
        const before = digits(await count.textContent());
        await page.evaluate(() => {
          (window as { stayed?: boolean }).stayed = true;
          window.scrollTo(0, 600);
        });
        const scrolled = await page.evaluate(() => window.scrollY);
        expect(scrolled).toBeGreaterThan(0);

        // The filter bar stays at the top on a phone; the dialog opens from it by keyboard.
        const allFilters = page.locator('[data-slot="facet-bar-all"]');
        await allFilters.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: t('dialogs.filter.title') });
        await dialog.waitFor();

        // The first option that narrows the listing (an enabled box, not ticked yet).
        const option = dialog.locator('[role="checkbox"]:not([disabled])[aria-checked="false"]');
        await option.first().click();
        await page.waitForURL((url) => url.pathname === listing && url.search !== '');
        await expect.poll(async () => digits(await count.textContent())).toBeLessThan(before);
        const after = digits(await count.textContent());
        expect(after).toBeGreaterThan(0);

        expect(await dialog.isVisible()).toBe(true);
        expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
        // Near where it was, not at the top: the browser's scroll anchoring moves the offset by
        // what grew above the cards (the chosen filter's chip in the bar).
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(
          phone.height / 4,
        );
        const showResults = dialog.locator('[data-slot="facet-dialog-show-results"]');
        expect(await showResults.textContent()).toBe(
          t('dialogs.filter.showResults', { count: after }),
        );
        expect(await axeViolations(page)).toEqual([]);

        await showResults.click();
        await dialog.waitFor({ state: 'hidden' });
        expect(
          await page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null),
        ).toBe('facet-bar-all');
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );
});
