import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserShopOf, phoneViewport } from './support/browser-shops';
import { menuListings } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * Issue 21 (Listing: "the filter dialog batches changes behind 'N Artikel anzeigen' / 'reset'"),
 * spec §2 filter dialog: "reset" empties the dialog's draft — every box unticked, the button's
 * count back to the unfiltered listing's — without touching the listing; "show N articles" then
 * goes to the unfiltered listing. How the dialog collects ticks and applies them is
 * listing-filter-dialog.browser.test.ts's.
 */
const suite = storefrontInBrowserForSuite();

/** The digits of a count as the page writes it ("1.234 Artikel", "1 234 articles"). */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Both brands (the second in another shop's dialog texts and facets). */
const shops = [browserShopOf('baby-de'), browserShopOf('vital-at')];

/**
 * The button says `text` and is not marked busy: the draft's count has come. Both are waited
 * for together: while a count is asked the button says the last one, marked busy.
 */
async function says(showResults: Locator, text: string): Promise<void> {
  await expect
    .poll(async () => ({
      text: await showResults.textContent(),
      busy: await showResults.getAttribute('aria-busy'),
    }))
    .toEqual({ text, busy: null });
}

/** The draft's first count after a tick: the button is no longer marked busy. */
async function settled(showResults: Locator): Promise<void> {
  await expect.poll(async () => (await showResults.getAttribute('aria-busy')) === null).toBe(true);
}

/** Opens the filter dialog from the filter bar, as a shopper taps "all filters". */
async function openFilters(page: Page, title: string): Promise<Locator> {
  await page.locator('[data-slot="facet-bar-all"]').click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('the filter dialog’s reset empties the draft; applied, the listing is unfiltered (issue 21, spec §2)', () => {
  test.each(shops)('$shop', async (shop) => {
    const t = uiText(shop.language);
    const [listing] = await menuListings(suite.storefront.port, shop);
    expect(listing).toBeDefined();
    const context = await suite.browser.newContext({ viewport: phoneViewport });
    try {
      const page = await context.newPage();
      const address = `http://${shop.host}:${suite.storefront.port}${listing}`;
      await page.goto(address, { waitUntil: 'networkidle' });
      const count = page.locator('[data-slot="product-listing-count"]');
      const unfiltered = digits(await count.textContent());
      const showsAll = t('dialogs.filter.showResults', { count: unfiltered });

      // A tick in the draft narrows the button's count; reset takes it back, nothing applied.
      let dialog = await openFilters(page, t('dialogs.filter.title'));
      const showResults = dialog.locator('[data-slot="facet-dialog-show-results"]');
      const reset = dialog.locator('[data-slot="filter-dialog-reset"]');
      const ticked = dialog.locator('[role="checkbox"][aria-checked="true"]');
      expect(await reset.textContent()).toBe(t('dialogs.filter.reset'));
      await dialog
        .locator('[role="checkbox"]:not([disabled])[aria-checked="false"]')
        .first()
        .click();
      await settled(showResults);
      const drafted = digits(await showResults.textContent());
      expect(drafted).toBeGreaterThan(0);
      expect(drafted).toBeLessThan(unfiltered);
      await reset.click();
      await says(showResults, showsAll);
      expect(await ticked.count()).toBe(0);
      expect(page.url()).toBe(address);

      // The tick again, applied: the listing is filtered.
      await dialog
        .locator('[role="checkbox"]:not([disabled])[aria-checked="false"]')
        .first()
        .click();
      await says(showResults, t('dialogs.filter.showResults', { count: drafted }));
      await showResults.click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.href !== address);
      await expect.poll(async () => digits(await count.textContent())).toBe(drafted);
      const filtered = page.url();

      // Reset over an applied filter: the draft counts the unfiltered listing, the page stays
      // filtered until "show N articles" takes it there.
      dialog = await openFilters(page, t('dialogs.filter.title'));
      expect(await ticked.count()).toBe(1);
      await reset.click();
      await says(showResults, showsAll);
      expect(await ticked.count()).toBe(0);
      expect(page.url()).toBe(filtered);
      expect(digits(await count.textContent())).toBe(drafted);
      await showResults.click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.href === address);
      await expect.poll(async () => digits(await count.textContent())).toBe(unfiltered);
      expect(await page.locator('[data-slot="facet-chip"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
