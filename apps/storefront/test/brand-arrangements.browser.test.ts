import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessibilityCheck } from './support/accessibility';
import {
  type BrowserShop,
  browserShopOf,
  laptopViewport,
  phoneViewport,
} from './support/browser-shops';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

/**
 * Issue 21 ("A shop that looks real": both brands look like themselves across the pages, not
 * Nido's page template in Vitalia's colours; spec §2 listing and product page): one listing and
 * one product page component, arranged by the shop's brand. On a laptop Nido's listing is a
 * shelf of four cards a row and its product page sets gallery and buying side by side in
 * halves; Vitalia's listing has three larger, framed cards a row (their pictures' `sizes` say
 * so) and its product page a wider gallery beside a buying column that stays in view, with the
 * facts in a panel. Read from the rendered page: columns, boxes and computed styles.
 */
const suite = storefrontInBrowserForSuite();

const phone = phoneViewport;
const laptop = laptopViewport;

const shopOf = browserShopOf;

const brands = [
  {
    brand: 'Nido',
    shop: shopOf('baby-de'),
    listing: '/kinderwagen/',
    columns: { phone: 2, laptop: 4 },
    // The card's picture slot above the tablet: a quarter of a page at most 1280 px wide.
    cardSlot: '300px',
    framedCard: false,
    product: 'halves',
  },
  {
    brand: 'Vitalia',
    shop: shopOf('vital-at'),
    listing: '/wellness/',
    columns: { phone: 2, laptop: 3 },
    // A third of that page: larger pictures, asked for larger.
    cardSlot: '400px',
    framedCard: true,
    product: 'gallery',
  },
] as const;

async function open(
  shop: BrowserShop,
  path: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  const response = await page.goto(
    `http://${shop.host}:${suite.storefront.port}${shop.prefix}${path}`,
    {
      waitUntil: 'networkidle',
    },
  );
  expect(response?.status()).toBe(200);
  return page;
}

/** The number of column tracks the listing's grid lays its cards out in. */
const gridColumns = (page: Page) =>
  page
    .locator('[data-slot="product-listing-grid"]')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

/** The cards of the grid's first row: those sharing the first card's top edge. */
async function firstRowCards(page: Page): Promise<number> {
  const tops = await page
    .locator('[data-slot="product-listing-grid"] > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

/** The path of the listing's first product (its card's name link). */
async function firstProductPath(brand: (typeof brands)[number]): Promise<string> {
  const page = await open(brand.shop, brand.listing, laptop);
  try {
    const href = await page
      .locator('[data-slot="product-card-name"] a')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/p\//);
    return (href ?? '').slice(brand.shop.prefix.length);
  } finally {
    await page.context().close();
  }
}

describe('each brand arranges its listing and product page its own way (issue 21, spec §2)', () => {
  test.each(brands)(
    '$brand $listing: $columns.laptop cards a row on a laptop, $columns.phone on a phone, pictures sized for that slot',
    async (brand) => {
      for (const [viewport, columns] of [
        [laptop, brand.columns.laptop],
        [phone, brand.columns.phone],
      ] as const) {
        const page = await open(brand.shop, brand.listing, viewport);
        try {
          await expect(gridColumns(page)).resolves.toBe(columns);
          await expect(firstRowCards(page)).resolves.toBe(columns);
          // Every card picture names the slot it fills above the tablet, so the browser takes
          // the service's width that fits (sharp and no heavier than it needs).
          const sizes = await page
            .locator('[data-slot="product-card"] img')
            .evaluateAll((images) => [
              ...new Set(images.map((image) => image.getAttribute('sizes'))),
            ]);
          expect(sizes).toHaveLength(1);
          expect(sizes[0]?.split(', ').at(-1)).toBe(brand.cardSlot);
          // The picture shown on this screen is at least as wide as its slot (not blurred).
          const first = page.locator('[data-slot="product-card"] img').first();
          const [shown, natural] = await first.evaluate((image: HTMLImageElement) => [
            image.getBoundingClientRect().width,
            image.naturalWidth,
          ]);
          expect(natural).toBeGreaterThanOrEqual(Math.floor(shown ?? 0));
          // Vitalia's cards stand in a hairline frame; Nido's stand open on the page.
          const border = await page
            .locator('[data-slot="product-card"]')
            .first()
            .evaluate((card) => getComputedStyle(card).borderTopWidth);
          expect(border).toBe(brand.framedCard ? '1px' : '0px');
        } finally {
          await page.context().close();
        }
      }
    },
  );

  test.each(brands)(
    'the product page of $brand on a laptop: the $product arrangement',
    async (brand) => {
      const path = await firstProductPath(brand);
      const page = await open(brand.shop, path, laptop);
      try {
        const detail = page.locator('[data-slot="product-detail"]');
        await expect(detail.getAttribute('data-arrangement')).resolves.toBe(brand.product);
        const gallery = await page.locator('[data-slot="product-detail-gallery"]').boundingBox();
        const summary = await page.locator('[data-slot="product-detail-summary"]').boundingBox();
        const facts = page.locator('[data-slot="product-detail-facts"]');
        expect(gallery).not.toBeNull();
        expect(summary).not.toBeNull();
        const galleryWidth = gallery?.width ?? 0;
        const summaryWidth = summary?.width ?? 0;
        // Side by side on a laptop in both: the buying column right of the gallery.
        expect(summary?.x ?? 0).toBeGreaterThan((gallery?.x ?? 0) + galleryWidth - 1);
        const position = await page
          .locator('[data-slot="product-detail-summary"]')
          .evaluate((element) => getComputedStyle(element).position);
        const factsBackground = await facts.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        if (brand.product === 'halves') {
          // Equal halves; the buying column scrolls with the page; the facts stand open.
          expect(Math.abs(galleryWidth - summaryWidth)).toBeLessThanOrEqual(2);
          expect(position).toBe('static');
          expect(factsBackground).toBe('rgba(0, 0, 0, 0)');
        } else {
          // The pictures take clearly more room (seven columns of twelve against five), the
          // buying column stays in view, the facts sit in a panel of the brand's muted tone.
          expect(galleryWidth / summaryWidth).toBeGreaterThan(1.3);
          expect(position).toBe('sticky');
          expect(factsBackground).not.toBe('rgba(0, 0, 0, 0)');
        }
        // The gallery's picture is asked for the slot it fills.
        const sizes = await page
          .locator('[data-slot="product-detail-gallery"] img')
          .first()
          .getAttribute('sizes');
        expect(sizes?.split(', ').at(-1)).toBe(brand.product === 'halves' ? '600px' : '720px');
      } finally {
        await page.context().close();
      }
    },
  );

  test.each([
    { screen: 'phone', viewport: phone },
    { screen: 'laptop', viewport: laptop },
  ])(
    "Vitalia's product page on a $screen: axe (WCAG 2.2 AA) finds nothing",
    async ({ viewport }) => {
      const vitalia = brands[1];
      const path = await firstProductPath(vitalia);
      const page = await open(vitalia.shop, path, viewport);
      try {
        const results = await accessibilityCheck(page).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
        ).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
