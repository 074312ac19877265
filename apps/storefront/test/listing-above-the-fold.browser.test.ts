import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessibilityCheck } from './support/accessibility';
import { browserShopOf, laptopViewport, phoneViewport } from './support/browser-shops';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * Issue 21 ("A shop that looks real", Listing; spec §2: a page with a listing block is a listing
 * page): on a category page the products start in the first screen, on a phone and on a laptop,
 * headed by a breadcrumb, one h1 and a compact row of the subcategories instead of large tiles.
 */
const suite = storefrontInBrowserForSuite();

const phone = phoneViewport;
const laptop = laptopViewport;

const shopOf = browserShopOf;

/** A root category of each brand with subcategories (the demo catalog's). */
const listings = [
  { shop: shopOf('baby-de'), path: '/kinderwagen/', name: 'Kinderwagen' },
  { shop: shopOf('vital-at'), path: '/wellness/', name: 'Wellness' },
] as const;

const cases = listings.flatMap((listing) =>
  [
    { screen: 'phone', viewport: phone },
    { screen: 'laptop', viewport: laptop },
  ].map((size) => ({ ...listing, ...size, label: `${listing.shop.shop} ${listing.path}` })),
);

async function listingPage(
  { shop, path }: (typeof listings)[number],
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  const response = await page.goto(
    `http://${shop.host}:${suite.storefront.port}${shop.prefix}${path}`,
    { waitUntil: 'networkidle' },
  );
  expect(response?.status()).toBe(200);
  return page;
}

describe('a category listing shows its products in the first screen (issue 21, spec §2)', () => {
  test.each(cases)(
    "$label on a $screen: the first product card's top edge is inside the first viewport",
    async (listing) => {
      const page = await listingPage(listing, listing.viewport);
      try {
        const card = await page.locator('[data-slot="product-card"]').first().boundingBox();
        expect(card).not.toBeNull();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(card?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(listing.viewport.height);
      } finally {
        await page.context().close();
      }
    },
  );

  test.each(listings)(
    '$shop.shop $path: one h1, a breadcrumb home first, the subcategories as a row of links',
    async (listing) => {
      const page = await listingPage(listing, phone);
      const t = uiText(listing.shop.language);
      try {
        await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual([
          listing.name,
        ]);
        const breadcrumb = page.getByRole('navigation', { name: t('breadcrumb.label') });
        await expect(breadcrumb.getByRole('link').first().textContent()).resolves.toBe(
          t('breadcrumb.home'),
        );
        await expect(breadcrumb.locator('[aria-current="page"]').textContent()).resolves.toBe(
          listing.name,
        );
        const row = page.getByRole('navigation', { name: t('listing.subcategories') });
        const links = row.getByRole('link');
        expect(await links.count()).toBeGreaterThanOrEqual(2);
        // The row is one line: every link shares the first one's top edge, all at least 24 px
        // high (WCAG 2.2 target size).
        const boxes = await Promise.all(
          (await links.all()).map(async (link) => link.boundingBox()),
        );
        for (const box of boxes) {
          expect(box?.y).toBe(boxes[0]?.y);
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
        }
      } finally {
        await page.context().close();
      }
    },
  );

  test.each(listings)(
    '$shop.shop $path on a phone: the filter and sort bar stays at the top while the cards scroll; on a laptop it scrolls away',
    async (listing) => {
      for (const [viewport, sticks] of [
        [phone, true],
        [laptop, false],
      ] as const) {
        const page = await listingPage(listing, viewport);
        try {
          const controls = page.locator('[data-slot="product-listing-controls"]');
          const before = await controls.boundingBox();
          await page.evaluate(() => window.scrollBy(0, 1500));
          await page.waitForFunction(() => window.scrollY >= 1000);
          const after = await controls.boundingBox();
          if (sticks) expect(after?.y).toBe(0);
          else expect(after?.y ?? 0).toBeLessThan((before?.y ?? 0) - 1000);
        } finally {
          await page.context().close();
        }
      }
    },
  );

  test('baby DE /kinderwagen/ on a laptop: a card shows its picture arrows only while the mouse is over its pictures or the focus is in them', async () => {
    const page = await listingPage(listings[0], laptop);
    try {
      const card = page
        .locator('[data-slot="product-card"]')
        .filter({ has: page.locator('[data-slot="image-swiper-next"]') })
        .first();
      const next = card.locator('[data-slot="image-swiper-next"]');
      const opacity = () => next.evaluate((element) => getComputedStyle(element).opacity);
      expect(await opacity()).toBe('0');
      await card.locator('[data-slot="image-swiper"]').hover();
      await expect.poll(opacity).toBe('1');
      await page.mouse.move(0, 0);
      await expect.poll(opacity).toBe('0');
      await next.focus();
      await expect.poll(opacity).toBe('1');
    } finally {
      await page.context().close();
    }
  });

  test.each(cases)('$label on a $screen: axe (WCAG 2.2 AA) finds nothing', async (listing) => {
    const page = await listingPage(listing, listing.viewport);
    try {
      const results = await accessibilityCheck(page).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
      ).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
