import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { listedProductWithVariants, menuListings } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

// Every test visitor comes through the loopback proxy from 10.30.x.y (browserVisitor): the
// company's network here, so their sessions are internal traffic.
const suite = storefrontInBrowserForSuite(() => ({
  TRUST_PROXY: 'loopback',
  VITRINE_INTERNAL_NETWORKS: '10.30.0.0/16',
}));
const shop =
  browserShops[0] ??
  (() => {
    throw new Error('no browser shop');
  })();
const origin = () => `http://${shop.host}:${suite.storefront.port}`;

type LayerEntry = { event?: string; ecommerce?: Record<string, unknown> | null };

const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []) as unknown[]) as Promise<LayerEntry[]>;
const eventsNamed = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === name);

/** A §4 amount: euros from cents, at most two decimals. */
const isAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;

describe(`the §4 data layer on the product page journey in ${shop.shop} (issue 15)`, () => {
  test('select_item on the card, view_item on the page, add_to_cart when the add worked; no third-party script', async () => {
    const { listing, productPath } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== shop.host && !host.endsWith('.localhost')) foreign.push(request.url());
    });
    await page.goto(`${origin()}${listing}`, { waitUntil: 'networkidle' });
    // The data layer survives client navigation: it is the same window.
    await page.locator(`[data-slot="product-card-name"] a[href="${productPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === productPath);
    await page.locator('[data-slot="product-detail"] h1').waitFor();
    // select_item's builder is a chunk of its own, loaded by the click: it may come second.
    await page.waitForFunction(() =>
      ['view_item', 'select_item'].every((name) =>
        (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === name),
      ),
    );

    const [select] = await eventsNamed(page, 'select_item');
    const selected = (select?.ecommerce?.items as Record<string, unknown>[] | undefined)?.[0];
    expect(select?.ecommerce?.item_list_id).toBe('listing');
    expect(selected?.item_id).toMatch(/^\d+$/);
    expect(productPath.endsWith(`-${String(selected?.item_id)}/`)).toBe(true);
    expect(isAmount(selected?.price)).toBe(true);
    expect(selected?.quantity).toBe(1);

    const [view] = await eventsNamed(page, 'view_item');
    const viewed = (view?.ecommerce?.items as Record<string, unknown>[] | undefined)?.[0];
    const heading = (await page.locator('[data-slot="product-detail"] h1').textContent()) ?? '';
    expect(view?.ecommerce?.currency).toBe('EUR');
    expect(isAmount(view?.ecommerce?.value)).toBe(true);
    expect(viewed?.item_id).toBe(selected?.item_id);
    expect(heading).toContain(String(viewed?.item_name));
    expect(typeof viewed?.item_variant).toBe('string');
    expect(typeof viewed?.item_category).toBe('string');
    expect(isAmount(viewed?.price)).toBe(true);
    // Each event clears the previous one's ecommerce first, as a tag manager merges pushes.
    const layer = await dataLayer(page);
    for (const name of ['view_item', 'select_item']) {
      const index = layer.findIndex((entry) => entry.event === name);
      expect(layer[index - 1]).toEqual({ ecommerce: null });
    }
    expect(await eventsNamed(page, 'add_to_cart')).toEqual([]);

    const text = uiText(shop.language);
    await page.getByRole('spinbutton', { name: text('quantity.label') }).fill('2');
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await page.getByRole('dialog', { name: text('basket.addedToCart') }).waitFor();
    const [add] = await eventsNamed(page, 'add_to_cart');
    const added = (add?.ecommerce?.items as Record<string, unknown>[] | undefined)?.[0];
    expect(add?.ecommerce?.currency).toBe('EUR');
    expect(added?.item_id).toBe(viewed?.item_id);
    expect(added?.item_variant).toBe(viewed?.item_variant);
    expect(added?.quantity).toBe(2);
    expect(isAmount(added?.price)).toBe(true);
    // value is the line: two units at the item's price (§4, cents / 100).
    expect(add?.ecommerce?.value).toBe(Math.round(Number(added?.price) * 200) / 100);
    // The page view is not counted again after the add (its loaders ran again).
    expect(await eventsNamed(page, 'view_item')).toHaveLength(1);
    expect(foreign).toEqual([]);
    await context.close();
  });
});

describe(`§4 picture swipe on the product page in ${shop.shop} (issue 20: every §4 event)`, () => {
  test('the gallery’s next picture reports picture_swipe with the product and the picture’s index', async () => {
    const { productPath } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, true);
    try {
      const page = await context.newPage();
      await page.goto(`${origin()}${productPath}`, { waitUntil: 'networkidle' });
      const next = page.locator('[data-slot="product-detail"] [data-slot="image-swiper-next"]');
      await next.first().waitFor();
      expect(await eventsNamed(page, 'picture_swipe')).toEqual([]);
      await next.first().click();
      await expect.poll(async () => (await eventsNamed(page, 'picture_swipe')).length).toBe(1);
      const [swipe] = (await eventsNamed(page, 'picture_swipe')) as Record<string, unknown>[];
      expect(swipe).toMatchObject({ event: 'picture_swipe', image_index: 1 });
      // The product the page's view_item names.
      const [view] = await eventsNamed(page, 'view_item');
      const viewed = (view?.ecommerce?.items as Record<string, unknown>[] | undefined)?.[0];
      expect(swipe?.item_id).toBe(viewed?.item_id);
      expect(swipe?.item_name).toBe(viewed?.item_name);
    } finally {
      await context.close();
    }
  });
});

describe(`§4 view_item_list on a category listing in ${shop.shop} (issue 20)`, () => {
  const itemsOf = (entry: LayerEntry | undefined) =>
    (entry?.ecommerce?.items as Record<string, unknown>[] | undefined) ?? [];

  test('the cards of the page as the list a click tracks, counted over the whole listing, once per address', async () => {
    const { listing, productPath } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}${listing}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'view_item_list'),
    );
    const [view] = await eventsNamed(page, 'view_item_list');
    const cards = await page
      .locator('[data-slot="product-card-name"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const items = itemsOf(view);
    expect(view?.ecommerce?.item_list_id).toBe('listing');
    expect(items.map((item) => `-${String(item.item_id)}/`)).toEqual(
      cards.map((href) => href.slice(href.lastIndexOf('-'))),
    );
    expect(items.map((item) => item.index)).toEqual(cards.map((_, index) => index));

    // A click on the card tracks it in the same list at the same position.
    const position = cards.indexOf(productPath);
    expect(position).toBeGreaterThanOrEqual(0);
    await page.locator(`[data-slot="product-card-name"] a[href="${productPath}"]`).first().click();
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'select_item'),
    );
    const [select] = await eventsNamed(page, 'select_item');
    expect(select?.ecommerce?.item_list_name).toBe(view?.ecommerce?.item_list_name);
    expect(itemsOf(select)[0]?.index).toBe(position);
    await context.close();
  });

  test('page 2 of the listing starts counting after page 1’s cards', async () => {
    let listing: string | undefined;
    for (const path of await menuListings(suite.storefront.port, shop)) {
      const answer = await send(suite.storefront.port, { path, host: shop.host });
      if (answer.body.includes('page=2"')) {
        listing = path;
        break;
      }
    }
    if (listing === undefined) throw new Error('no listing of the menu has a second page');
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}${listing}`, { waitUntil: 'networkidle' });
    const perPage = await page.locator('[data-slot="product-card-name"] a').count();
    await page.goto(`${origin()}${listing}?page=2`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'view_item_list'),
    );
    const views = await eventsNamed(page, 'view_item_list');
    expect(views).toHaveLength(1);
    expect(itemsOf(views[0])[0]?.index).toBe(perPage);
    await context.close();
  });
});

describe(`§4 view_item_list for recommendation sliders in ${shop.shop} (issue 20)`, () => {
  const itemsOf = (entry: LayerEntry | undefined) =>
    (entry?.ecommerce?.items as Record<string, unknown>[] | undefined) ?? [];
  const cardIds = (page: Page, slider: string) =>
    page.locator(`${slider} [data-slot="product-card-name"] a`).evaluateAll((links) =>
      links.map((link) => {
        const href = link.getAttribute('href') ?? '';
        return href.slice(href.lastIndexOf('-') + 1).replace(/\/.*$/, '');
      }),
    );
  const listViews = async (page: Page, name: string) => {
    await page.waitForFunction(
      (listName) =>
        (window.dataLayer ?? []).some(
          (entry) =>
            (entry as LayerEntry).event === 'view_item_list' &&
            (entry as LayerEntry).ecommerce?.item_list_name === listName,
        ),
      name,
    );
    return (await eventsNamed(page, 'view_item_list')).filter(
      (entry) => entry.ecommerce?.item_list_name === name,
    );
  };

  test('the product page’s slider, once scrolled to: its cards as the list a click on one tracks', async () => {
    const { productPath } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}${productPath}`, { waitUntil: 'networkidle' });
    const slider = '[data-slot="product-detail-recommendations"]';
    const cards = await cardIds(page, slider);
    expect(cards.length).toBeGreaterThan(0);
    // Below the fold: not seen, so not reported, until it is scrolled to.
    const top = await page
      .locator(slider)
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(900);
    expect(await eventsNamed(page, 'view_item_list')).toEqual([]);
    await page.locator(slider).scrollIntoViewIfNeeded();
    const views = await listViews(page, 'product-page');
    expect(views).toHaveLength(1);
    expect(views[0]?.ecommerce?.item_list_id).toBe('recommendations');
    expect(itemsOf(views[0]).map((item) => String(item.item_id))).toEqual(cards);
    expect(itemsOf(views[0]).map((item) => item.index)).toEqual(cards.map((_, index) => index));

    await page.locator(`${slider} [data-slot="product-card-name"] a`).nth(1).click();
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'select_item'),
    );
    const [select] = await eventsNamed(page, 'select_item');
    expect(select?.ecommerce?.item_list_name).toBe('product-page');
    expect(itemsOf(select)[0]?.index).toBe(1);
    await context.close();
  });

  test('a CMS recommendation slot on the home page is a list named by its recommendation id', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}${shop.prefix}/`, { waitUntil: 'networkidle' });
    const slot = page.locator('[data-slot="cms-recommendation-slot"]').first();
    const id = await slot.getAttribute('data-recommendation-id');
    expect(id).toBeTruthy();
    const cards = await cardIds(
      page,
      `[data-slot="cms-recommendation-slot"][data-recommendation-id="${id}"]`,
    );
    await slot.scrollIntoViewIfNeeded();
    const views = await listViews(page, String(id));
    expect(views).toHaveLength(1);
    expect(itemsOf(views[0]).map((item) => String(item.item_id))).toEqual(cards);
    await context.close();
  });

  test('the empty basket’s slider', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}${shop.prefix}/warenkorb/`, { waitUntil: 'networkidle' });
    const cards = await cardIds(page, '[data-slot="basket-recommendations"]');
    expect(cards.length).toBeGreaterThan(0);
    await page.locator('[data-slot="basket-recommendations"]').scrollIntoViewIfNeeded();
    const views = await listViews(page, 'empty-basket');
    expect(views).toHaveLength(1);
    expect(itemsOf(views[0]).map((item) => String(item.item_id))).toEqual(cards);
    await context.close();
  });
});

describe(`§4 view_promotion for a running campaign's banner in ${shop.shop} (issue 20)`, () => {
  const promotionViews = async (page: Page) => {
    // The builder is a chunk loaded by the banner: wait for the page to settle first.
    await page.waitForLoadState('networkidle');
    return eventsNamed(page, 'view_promotion');
  };

  test('reported once per session: not again after a reload, again in a new session', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    const campaign = await page.locator('[data-slot="cms-campaign-banner"]').first();
    const campaignId = await campaign.getAttribute('data-campaign');
    expect(campaignId).not.toBeNull();
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'view_promotion'),
    );
    const [view] = await promotionViews(page);
    expect(view?.ecommerce).toMatchObject({
      promotion_id: campaignId,
      creative_name: 'campaign_banner',
      creative_slot: '/',
    });
    expect(typeof view?.ecommerce?.promotion_name).toBe('string');

    await page.reload({ waitUntil: 'networkidle' });
    expect(await promotionViews(page)).toEqual([]);

    const another = await (await browserVisitor(suite.browser, true)).newPage();
    await another.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    await another.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'view_promotion'),
    );
    expect(await promotionViews(another)).toHaveLength(1);
    await another.context().close();
    await context.close();
  });
});

describe(`internal traffic is marked on every event of its session (§6, §7) in ${shop.shop} (issue 20)`, () => {
  const internalAnswer = (page: Page) =>
    page.waitForFunction(() => window.sessionStorage.getItem('vitrine:internal-traffic') !== null);

  test('a visitor from the company’s network: the listing’s view_item_list carries traffic_type internal', async () => {
    const { listing } = await listedProductWithVariants(suite.storefront.port, shop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    await internalAnswer(page);
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('vitrine:internal-traffic')),
    ).toBe('1');
    await page.goto(`${origin()}${listing}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'view_item_list'),
    );
    const [view] = (await eventsNamed(page, 'view_item_list')) as (LayerEntry & {
      traffic_type?: string;
    })[];
    expect(view?.traffic_type).toBe('internal');
    await context.close();
  });

  test.each([
    { failure: 'an error status (503)', fail: 'status' },
    { failure: 'no answer (the network failed)', fail: 'network' },
  ])(
    'a visitor from the company’s network whose call fails with $failure is not internal (§8)',
    async ({ fail }) => {
      const { listing } = await listedProductWithVariants(suite.storefront.port, shop);
      const context = await browserVisitor(suite.browser, true);
      try {
        let asked = 0;
        await context.route(
          (url) => url.pathname === '/api/visitor/internal/',
          async (route) => {
            asked += 1;
            if (fail === 'status') await route.fulfill({ status: 503, body: '' });
            else await route.abort('connectionfailed');
          },
        );
        const page = await context.newPage();
        await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
        await internalAnswer(page);
        expect(asked).toBe(1);
        expect(
          await page.evaluate(() => window.sessionStorage.getItem('vitrine:internal-traffic')),
        ).toBe('0');
        await page.goto(`${origin()}${listing}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() =>
          (window.dataLayer ?? []).some(
            (entry) => (entry as LayerEntry).event === 'view_item_list',
          ),
        );
        const [view] = (await eventsNamed(page, 'view_item_list')) as (LayerEntry & {
          traffic_type?: string;
        })[];
        expect(view).toBeDefined();
        expect(view?.traffic_type).toBeUndefined();
        // The session's answer is kept: the next page does not ask again.
        expect(asked).toBe(1);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    },
  );

  test('a visitor from elsewhere: the same event carries no marker', async () => {
    const { listing } = await listedProductWithVariants(suite.storefront.port, shop);
    // Straight from loopback, not through the proxy's 10.30.x.y: not the company's network.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    await internalAnswer(page);
    await page.goto(`${origin()}${listing}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as LayerEntry).event === 'view_item_list'),
    );
    const [view] = (await eventsNamed(page, 'view_item_list')) as (LayerEntry & {
      traffic_type?: string;
    })[];
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('vitrine:internal-traffic')),
    ).toBe('0');
    expect(view).toBeDefined();
    expect(view?.traffic_type).toBeUndefined();
    await context.close();
  });
});
