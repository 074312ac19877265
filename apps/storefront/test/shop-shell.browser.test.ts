import { randomBytes } from 'node:crypto';
import { shopByKey } from '@vitrine/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessibilityCheck } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

// Each test's visitor comes through a proxy on loopback with an address of its own
// (TRUST_PROXY), so the basket call's per-client limit counts them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

const origin = (host: string) => `http://${host}:${suite.storefront.port}`;
/** The contact page: a page of every shop and language with nothing but the shell around it. */
const somePage = ({ host, prefix }: BrowserShop) => `${origin(host)}${prefix}/kontakt/`;

const mobile = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

let visitors = 0;
/** A browser window of its own, with or without JavaScript, as a visitor with their own address. */
async function visitor(options: {
  readonly javaScript?: boolean;
  readonly viewport?: { width: number; height: number };
}): Promise<BrowserContext> {
  visitors += 1;
  return suite.browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: options.viewport ?? desktop,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.31.${Math.floor(visitors / 250)}.${visitors % 250}`,
    },
  });
}

/** A page loaded and hydrated: the shell's controls are React's from here on. */
async function hydrated(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}

async function expectNoViolations(page: Page, label: string) {
  const results = await accessibilityCheck(page).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
    label,
  ).toEqual([]);
}

/** A variant the shop sells with units to spare, from its §7 recommendations call. */
async function buyableVariant(shop: BrowserShop): Promise<number> {
  const keys = Array.from({ length: 10 }, (_, index) => String(shop.firstProduct + index));
  const answer = await send(suite.storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
    host: shop.host,
  });
  const { products } = JSON.parse(answer.body) as {
    products: {
      variants: { id: number; stock: { quantity: number }; logistics: { bvc: number } }[];
    }[];
  };
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 10);
  if (!variant) throw new Error(`no buyable variant in ${shop.shop}`);
  return variant.id;
}

/** The §7 addItem call's body for a new visitor: their browser id's basket key (§3 User id). */
async function addTwo(shop: BrowserShop) {
  const shopId = shopByKey(shop.key)?.id;
  return {
    basketKey: `basket_${shopId}_${randomBytes(16).toString('hex')}`,
    variantId: await buyableVariant(shop),
    quantity: 2,
  };
}

/**
 * Two units into the visitor's basket through /api: with JavaScript the page's own fetch (the
 * browser keeps the session cookie), without it the call made beside the browser and its
 * session cookie handed to the browser, as a visit with scripts earlier would have left it.
 */
async function addToBasket(context: BrowserContext, shop: BrowserShop, javaScript: boolean) {
  const body = await addTwo(shop);
  const call = `/api/shop/basket/addItem/?locale=${shop.locale}`;
  if (javaScript) {
    const page = await hydrated(context, somePage(shop));
    const status = await page.evaluate(
      async ({ call, body }) =>
        (
          await fetch(call, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { call, body },
    );
    expect(status).toBe(200);
    await page.close();
    return;
  }
  const added = await send(suite.storefront.port, {
    method: 'POST',
    path: call,
    host: shop.host,
    headers: { origin: origin(shop.host), 'x-forwarded-for': '10.31.255.1' },
    json: body,
  });
  expect(added.status).toBe(200);
  const cookie = [added.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('vitrine_session='));
  const value = cookie?.split(';', 1)[0]?.slice('vitrine_session='.length);
  if (!value) throw new Error('the basket call opened no session');
  await context.addCookies([
    {
      name: 'vitrine_session',
      value,
      domain: shop.host,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

describe.each(browserShops)('the shop shell of $shop (issue 13)', (shop) => {
  const text = uiText(shop.language);

  test('the home page from its slim data: hydrates without an error, its content links navigate in the page, slider cards show one picture', async () => {
    const context = await visitor({});
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${origin(shop.host)}${shop.prefix}/`, { waitUntil: 'networkidle' });
    // The slider is swiped, not its cards: one picture each, no swiper of its own.
    const cards = page.locator('[data-slot="cms-recommendation-slot"] [data-slot="product-card"]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.locator('img').count()).toBe(await cards.count());
    // The content's links are sent as addresses: each is the shop's, with its locale prefix.
    const hrefs = await page
      .locator('main [data-slot="cms-teaser"] a, main [data-slot="cms-hero"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${shop.prefix}/`), href).toBe(true);
    // A client navigation through the router: the page's window stays.
    await page.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    const target = hrefs.find((href) => href !== `${shop.prefix}/`) ?? '';
    await page.locator(`main a[href="${target}"]`).first().click();
    await page.waitForURL((address) => address.pathname === target.split('#')[0]);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test.each([true, false])(
    'the header’s search field sends the query to {prefix}/suche/?q=… (JavaScript: %s)',
    async (javaScript) => {
      const context = await visitor({ javaScript });
      const page = await hydrated(context, somePage(shop));
      // Found by its label, not its role: with JavaScript the first focus loads the type-ahead,
      // which turns the searchbox into a combobox, possibly between the fill and the Enter.
      const field = page.getByRole('search').getByLabel(text('siteSearch.label'));
      await field.fill('Schlafsack grün');
      const answer = page.waitForResponse(
        (sent) => new URL(sent.url()).pathname === `${shop.prefix}/suche/`,
      );
      await field.press('Enter');
      const response = await answer;
      await page.waitForURL((address) => address.pathname === `${shop.prefix}/suche/`);
      const url = new URL(page.url());
      expect(url.pathname).toBe(`${shop.prefix}/suche/`);
      expect(url.searchParams.get('q')).toBe('Schlafsack grün');
      // The search page (issue 17) answers with its results or its no-results page.
      expect(response.status()).toBe(200);
      await context.close();
    },
  );

  test('390 px: the menu opens the mobile navigation, walks into a category and back, and a category link navigates', async () => {
    const context = await visitor({ viewport: mobile });
    const page = await hydrated(context, somePage(shop));
    await page.getByRole('button', { name: text('siteHeader.openMenu') }).click();
    const dialog = page.getByRole('dialog', { name: text('dialogs.mobileNavigation.title') });
    await dialog.waitFor();
    const stack = dialog.locator('[data-slot="category-stack"]');
    const category = stack.locator('[data-slot="category-stack-item"] button').first();
    const name = (await category.textContent()) ?? '';
    await category.click();
    await expect(dialog.getByRole('heading', { name, exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(stack.getAttribute('data-state')).resolves.toBe('nested');
    await dialog.locator('[data-slot="category-stack-back"]').click();
    await expect(stack.getAttribute('data-state')).resolves.toBe('root');
    await category.click();
    const showAll = dialog.locator('[data-slot="category-stack-show-all"] a');
    const href = (await showAll.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${shop.prefix}/[a-z-]+/$`));
    await Promise.all([page.waitForURL(`${origin(shop.host)}${href}`), showAll.click()]);
    await context.close();
  });

  test('390 px without JavaScript: the menu link shows every category, and a category link navigates', async () => {
    const context = await visitor({ javaScript: false, viewport: mobile });
    const page = await context.newPage();
    await page.goto(somePage(shop));
    const index = page.locator('#kategorien');
    expect(await index.isVisible()).toBe(false);
    await page.getByRole('link', { name: text('siteHeader.openMenu') }).click();
    await page.waitForURL(/#kategorien$/);
    expect(await index.isVisible()).toBe(true);
    const link = index.getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${shop.prefix}/[a-z-]+/$`));
    await Promise.all([page.waitForURL(`${origin(shop.host)}${href}`), link.click()]);
    await context.close();
  });

  test('desktop: a root category opens the side navigation on it; it walks in and back, and links navigate', async () => {
    const context = await visitor({ viewport: desktop });
    const page = await hydrated(context, somePage(shop));
    const root = page.locator('[data-slot="site-header-categories"] button').first();
    const name = (await root.textContent()) ?? '';
    await root.click();
    const dialog = page.getByRole('dialog', { name: text('dialogs.sideNavigation.title') });
    await dialog.getByRole('heading', { name, exact: true }).waitFor();
    const stack = dialog.locator('[data-slot="category-stack"]');
    const depth = Number(await stack.getAttribute('data-depth'));
    await dialog.locator('[data-slot="category-stack-item"] button').first().click();
    await expect(stack.getAttribute('data-depth')).resolves.toBe(String(depth + 1));
    await dialog.locator('[data-slot="category-stack-back"]').click();
    await dialog.getByRole('heading', { name, exact: true }).waitFor();
    const link = dialog.locator('[data-slot="category-stack-show-all"] a');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${shop.prefix}/[a-z-]+/$`));
    await Promise.all([page.waitForURL(`${origin(shop.host)}${href}`), link.click()]);
    await context.close();
  });

  test.each([true, false])(
    'the basket count comes from the server after an item went in through /api (JavaScript: %s)',
    async (javaScript) => {
      const context = await visitor({ javaScript });
      await addToBasket(context, shop, javaScript);
      const page = await context.newPage();
      const response = await page.goto(somePage(shop), { waitUntil: 'networkidle' });
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      const basket = page.getByRole('link', { name: text('siteHeader.basketCount', { count: 2 }) });
      expect(await basket.getAttribute('href')).toBe(`${shop.prefix}/warenkorb/`);
      expect(await basket.locator('[data-slot="site-header-count"]').textContent()).toBe('2');
      // Wishlist on in every demo shop (§9): its link is there with nothing on it yet.
      expect(
        await page
          .getByRole('link', { name: text('siteHeader.wishlistCount', { count: 0 }) })
          .getAttribute('href'),
      ).toBe(`${shop.prefix}/wunschliste/`);
      await context.close();
    },
  );
});

describe('axe (WCAG 2.2 AA) finds nothing in the shell, also with the mobile navigation open', () => {
  const pages = [
    { language: 'de', host: 'localhost', prefix: '', faq: '/faq/' },
    { language: 'fr', host: 'ch.nido.localhost', prefix: '/fr', faq: '/faq/' },
    { language: 'nl', host: 'be.nido.localhost', prefix: '/nl', faq: '/veelgestelde-vragen/' },
  ] as const;
  const cases = pages.flatMap(({ language, host, prefix, faq }) =>
    [
      { kind: 'home', path: `${prefix}/`, status: 200 },
      { kind: 'listing', path: `${prefix}/kinderwagen/`, status: 200 },
      { kind: 'CMS page', path: `${prefix}${faq}`, status: 200 },
      { kind: '404 page', path: `${prefix}/gibt-es-nicht/`, status: 404 },
      // The 404 no content page decides (a product number no product has): the error boundary.
      { kind: 'error boundary 404', path: `${prefix}/p/kinderwagen-1234567/`, status: 404 },
    ].map((entry) => ({ ...entry, language, host })),
  );

  test.each(cases)('$language $kind: $path on $host', async ({ language, host, path, status }) => {
    const wide = await visitor({ viewport: desktop });
    const page = await wide.newPage();
    const response = await page.goto(`${origin(host)}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(status);
    await expectNoViolations(page, `${path} at ${desktop.width} px`);
    await wide.close();

    const narrow = await visitor({ viewport: mobile });
    const phone = await hydrated(narrow, `${origin(host)}${path}`);
    await phone.getByRole('button', { name: uiText(language)('siteHeader.openMenu') }).click();
    await phone
      .getByRole('dialog', { name: uiText(language)('dialogs.mobileNavigation.title') })
      .waitFor();
    await expectNoViolations(phone, `${path} with the mobile navigation open`);
    await narrow.close();
  });
});

describe('the 404 page points to the search (issue 21): with and without JavaScript, de/fr/nl', () => {
  const notFoundPages = [
    { language: 'de', host: 'localhost', path: '/gibt-es-nicht/', search: '/suche/' },
    { language: 'fr', host: 'ch.nido.localhost', path: '/fr/p/x-1234567/', search: '/fr/suche/' },
    { language: 'nl', host: 'be.nido.localhost', path: '/nl/bestaat-niet/', search: '/nl/suche/' },
  ] as const;
  const cases = notFoundPages.flatMap((entry) =>
    [true, false].map((javaScript) => ({ ...entry, javaScript })),
  );

  test.each(cases)(
    '$language $path (JavaScript: $javaScript): typing a query and Enter opens the search page',
    async ({ language, host, path, search, javaScript }) => {
      const context = await visitor({ javaScript });
      const page = await context.newPage();
      const response = await page.goto(`${origin(host)}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      const form = page.getByRole('search', { name: uiText(language)('errorPage.searchLabel') });
      const field = form.getByRole('searchbox');
      await field.fill('kinderwagen');
      await field.press('Enter');
      await page.waitForURL((url) => url.pathname === search);
      expect(new URL(page.url()).searchParams.get('q')).toBe('kinderwagen');
      await context.close();
    },
  );
});
