import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { browserShops, phoneViewport } from './support/browser-shops';
import { menuListings } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * Issue 21 (Listing: "the filter dialog batches changes behind 'N Artikel anzeigen' / 'reset',
 * keeps the scroll position"), spec §2 filter dialog: on a category page with JavaScript the
 * dialog collects the shopper's ticks, asks the page what they find (its count on the button),
 * and applies them together as one client navigation that keeps the page where it was. Closing
 * it otherwise drops them. Before, every tick loaded the whole page again: the dialog closed and
 * the page started at the top.
 */
const suite = storefrontInBrowserForSuite();

const phone = phoneViewport;

/** The digits of a count as the page writes it ("1.234 Artikel", "1 234 articles"). */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('the listing filter dialog collects changes and keeps the page where it is (issue 21, spec §2)', () => {
  test.each([
    ...browserShops.map((shop) => ({ shop, search: false })),
    // The search page's listing has the same dialog, asking the search page.
    ...browserShops.slice(0, 1).map((shop) => ({ shop, search: true })),
  ])(
    '$shop.shop (search page: $search): ticks wait for "show N articles", which applies them in place; Escape drops them; axe finds nothing',
    async ({ shop, search }) => {
      const listing = search
        ? `${shop.prefix}/suche/?q=kinderwagen`
        : (await menuListings(suite.storefront.port, shop))[0];
      expect(listing).toBeDefined();
      const path = new URL(listing ?? '/', 'http://shop.invalid').pathname;
      const t = uiText(shop.language);
      const context = await suite.browser.newContext({ viewport: phone });
      try {
        const page = await context.newPage();
        const address = `http://${shop.host}:${suite.storefront.port}${listing}`;
        await page.goto(address, { waitUntil: 'networkidle' });
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
        const showResults = dialog.locator('[data-slot="facet-dialog-show-results"]');
        expect(await showResults.textContent()).toBe(
          t('dialogs.filter.showResults', { count: before }),
        );

        // The first option that narrows the listing (an enabled box, not ticked yet).
        const option = dialog
          .locator('[role="checkbox"]:not([disabled])[aria-checked="false"]')
          .first();
        const value = await option.getAttribute('value');
        await option.click();
        // The button says what the draft finds; the listing and its address stay as they are.
        await expect
          .poll(async () => (await showResults.getAttribute('aria-busy')) === null)
          .toBe(true);
        const drafted = digits(await showResults.textContent());
        expect(drafted).toBeGreaterThan(0);
        expect(drafted).toBeLessThan(before);
        expect(await showResults.textContent()).toBe(
          t('dialogs.filter.showResults', { count: drafted }),
        );
        expect(page.url()).toBe(address);
        expect(digits(await count.textContent())).toBe(before);
        expect(await axeViolations(page)).toEqual([]);

        await showResults.click();
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForURL((url) => url.pathname === path && url.href !== address);
        await expect.poll(async () => digits(await count.textContent())).toBe(drafted);
        expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
        // Radix gives focus back in a task after the dialog left the page.
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null),
          )
          .toBe('facet-bar-all');
        // Near where it was, not at the top: the browser's scroll anchoring moves the offset by
        // what grew above the cards (the chosen filter's chip in the bar).
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(
          phone.height / 4,
        );

        // A draft closed with Escape is dropped: the listing and the chosen filter stay.
        const applied = page.url();
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        const chosen = dialog.locator(`[role="checkbox"][aria-checked="true"]`);
        expect(await chosen.count()).toBe(1);
        if (value !== null) expect(await chosen.getAttribute('value')).toBe(value);
        await chosen.click();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(page.url()).toBe(applied);
        expect(digits(await count.textContent())).toBe(drafted);
      } finally {
        await context.close();
      }
    },
  );
});
