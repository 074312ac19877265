import type { Product } from '@vitrine/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { searchText } from '../app/search/search-texts';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

// Each visitor has an address of its own (TRUST_PROXY), so the suggestion limit counts apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

/** A word of a product's name in the shop's language (five letters or more), for typing. */
async function productWord(shop: BrowserShop): Promise<string> {
  const answer = await send(suite.storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${shop.firstProduct}&size=10&locale=${shop.locale}`,
    host: shop.host,
  });
  const products = (JSON.parse(answer.body) as { products: Product[] }).products;
  for (const product of products) {
    const word = product.name.split(/[^\p{L}]+/u).find((part) => part.length >= 6);
    if (word !== undefined) return word.toLowerCase();
  }
  throw new Error(`no product name of ${shop.shop} has a word to type`);
}

/**
 * The header's search field: a search box, and a combobox once the type-ahead has loaded on
 * its first focus (the role changes, so it is found by its place, not its role).
 */
const headerField = (page: Page) =>
  page.locator('header [data-slot="site-search"] input[name="q"]');

const languages = new Set<string>();
/** axe in each language once (de, fr, nl), not in every shop. */
function firstInLanguage(shop: BrowserShop, what: string): boolean {
  const key = `${shop.language}-${what}`;
  if (languages.has(key)) return false;
  languages.add(key);
  return true;
}

describe.each(browserShops)('search in $shop (issue 17)', (shop) => {
  const t = searchText(translator(shop.language));
  const ui = uiText(shop.language);

  test('type part of a word, pick a product suggestion by keyboard, land on its page; axe finds nothing in the open list', async () => {
    const word = await productWord(shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/`, { waitUntil: 'networkidle' });
    const field = headerField(page);
    await field.click();
    await expect.poll(() => field.getAttribute('role')).toBe('combobox');
    await field.pressSequentially(word.slice(0, 5));
    const list = page.getByRole('listbox', { name: t('suggestions') });
    await list.waitFor();
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    if (firstInLanguage(shop, 'suggestions')) expect(await axeViolations(page)).toEqual([]);
    // Down through the list until a product is highlighted; focus stays in the field.
    const options = list.getByRole('option');
    const count = await options.count();
    let product = -1;
    for (let index = 0; index < count; index += 1) {
      await field.press('ArrowDown');
      const active = page.locator(`[id="${await field.getAttribute('aria-activedescendant')}"]`);
      if ((await active.getAttribute('data-kind')) === 'product') {
        product = index;
        break;
      }
    }
    expect(product).toBeGreaterThanOrEqual(0);
    const href = await options.nth(product).getAttribute('href');
    expect(href).toMatch(new RegExp(`^${shop.prefix}/p/[^/]+/$`));
    await Promise.all([page.waitForURL((url) => url.pathname === href), field.press('Enter')]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  test('Escape closes the list; Enter without a highlighted suggestion searches', async () => {
    const word = await productWord(shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/`, { waitUntil: 'networkidle' });
    const field = headerField(page);
    await field.click();
    await field.pressSequentially(word.slice(0, 5));
    await page.getByRole('listbox').waitFor();
    await field.press('Escape');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    await Promise.all([
      page.waitForURL((url) => url.pathname === `${shop.prefix}/suche/`),
      field.press('Enter'),
    ]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word.slice(0, 5));
    await context.close();
  });

  test('a word with a typo finds results or says "meinten Sie"; axe finds nothing on the results', async () => {
    const word = await productWord(shop);
    const typo = `${word.slice(0, 3)}${word.slice(4)}`;
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/suche/?q=${encodeURIComponent(typo)}`, {
      waitUntil: 'networkidle',
    });
    const found = page.locator(
      '[data-slot="product-listing-grid"], [data-slot="search-corrected"]',
    );
    await found.first().waitFor();
    if (firstInLanguage(shop, 'results')) expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('filter and sort the results; reloading the URL shows the same state', async () => {
    const word = await productWord(shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/suche/?q=${encodeURIComponent(word)}`, {
      waitUntil: 'networkidle',
    });
    // A brand from its facet dialog, applied with "show N articles" (issue 21).
    await page.getByRole('button', { name: ui('facets.names.brand'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').first().click();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.has('brand')),
      dialog.locator('[data-slot="facet-dialog-show-results"]').click(),
    ]);
    await dialog.waitFor({ state: 'hidden' });
    // Then the price, lowest first.
    await page.getByRole('combobox', { name: ui('sort.label') }).click();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc'),
      page.getByRole('option', { name: ui('sort.options.price-asc') }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(word);
    const chips = await page.locator('[data-slot="facet-chip"]').allTextContents();
    await page.reload({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(url.href);
    expect(await page.locator('[data-slot="facet-chip"]').allTextContents()).toEqual(chips);
    await expect
      .poll(() => page.getByRole('combobox', { name: ui('sort.label') }).textContent())
      .toContain(ui('sort.options.price-asc'));
    await context.close();
  });

  test('a search without result shows the no-results page; axe finds nothing on it', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/suche/?q=xqzvwjk`, {
      waitUntil: 'networkidle',
    });
    await page.locator('[data-slot="search-no-results"]').waitFor();
    expect(await page.locator('[data-slot="search-no-results-query"]').textContent()).toBe(
      t('noResultsFor', { query: 'xqzvwjk' }),
    );
    if (firstInLanguage(shop, 'noResults')) expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('a product number goes straight to the product', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/`, { waitUntil: 'networkidle' });
    const field = headerField(page);
    await field.fill(String(shop.firstProduct));
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith(`${shop.prefix}/p/`)),
      field.press('Enter'),
    ]);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`-${shop.firstProduct}/$`));
    await context.close();
  });

  test('without JavaScript the header field submits to /suche/ and the results show', async () => {
    const word = await productWord(shop);
    const context = await browserVisitor(suite.browser, false);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/`);
    const field = page.getByRole('searchbox', { name: ui('siteSearch.label') });
    await field.fill(word);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `${shop.prefix}/suche/`),
      field.press('Enter'),
    ]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.locator('[data-slot="product-listing-grid"]').waitFor();
    await context.close();
  });
});

type LayerEntry = {
  event?: string;
  search_term?: string;
  ecommerce?: Record<string, unknown> | null;
};

describe('the search in the §4 data layer (issue 17: view_item_list, select_item, GA4 search)', () => {
  const shop = browserShops[0] as BrowserShop;
  const layer = (page: Page) =>
    page.evaluate(() => (window.dataLayer ?? []) as unknown[]) as Promise<LayerEntry[]>;

  test('search with the term, the results as the search list, a click on a card as select_item', async () => {
    const word = await productWord(shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(shop.host)}${shop.prefix}/suche/?q=${encodeURIComponent(word)}`, {
      waitUntil: 'networkidle',
    });
    await page.waitForFunction(() =>
      ['search', 'view_item_list'].every((name) =>
        (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === name),
      ),
    );
    const entries = await layer(page);
    expect(entries.find((entry) => entry.event === 'search')?.search_term).toBe(word);
    const list = entries.find((entry) => entry.event === 'view_item_list');
    expect(list?.ecommerce?.item_list_id).toBe('search');
    const items = (list?.ecommerce?.items ?? []) as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ item_list_id: 'search', index: 0 });

    const card = page.locator('[data-slot="product-card-name"] a').first();
    const href = (await card.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL((url) => url.pathname === href), card.click()]);
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'select_item'),
    );
    const select = (await layer(page)).find((entry) => entry.event === 'select_item');
    expect(select?.ecommerce?.item_list_id).toBe('search');
    const selected = (select?.ecommerce?.items as Record<string, unknown>[] | undefined)?.[0];
    expect(href.endsWith(`-${String(selected?.item_id)}/`)).toBe(true);
    await context.close();
  });
});
