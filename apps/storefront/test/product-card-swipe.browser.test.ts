import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserShopOf, phoneViewport } from './support/browser-shops';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * Issue 21 (Listing: "a product card has one image carousel control pattern (arrows on hover
 * or focus on desktop, swipe on touch)"; spec §2 product card: image swiper, looping under
 * 768 px). On a laptop the arrows show with the mouse or the focus
 * (listing-above-the-fold.browser.test.ts); on a touch phone a card shows no arrow buttons at
 * all, and a swipe over its picture turns to the next one.
 */
const suite = storefrontInBrowserForSuite();

/** Each brand's listing (the demo catalog's root categories). */
const listings = [
  { shop: browserShopOf('baby-de'), path: '/kinderwagen/' },
  { shop: browserShopOf('vital-at'), path: '/wellness/' },
] as const;

/** A phone with a touch screen, as Playwright emulates one (coarse pointer, no hover). */
const touchPhone = { viewport: phoneViewport, hasTouch: true, isMobile: true } as const;

/**
 * A finger's swipe from right to left over `target`, as the touch screen sends it: a touch start
 * at 80 % of its width, moves in steps to 20 % and a touch end, through Chromium's input (the
 * touch events the carousel listens to, and the pointer events the browser derives from them).
 */
async function swipeLeft(cdp: CDPSession, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('the swiper is not on the screen');
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The first card of the listing whose pictures are a swiper (its product has several). */
function firstSwiperCard(page: Page): Locator {
  return page
    .locator('[data-slot="product-card"]')
    .filter({ has: page.locator('[data-slot="image-swiper"][data-state="swipeable"]') })
    .first();
}

describe('a product card on a touch phone: no arrows, a swipe turns the picture (issue 21, spec §2)', () => {
  test.each(listings)('$shop.shop $path', async ({ shop, path }) => {
    const t = uiText(shop.language);
    const context = await suite.browser.newContext(touchPhone);
    try {
      const page = await context.newPage();
      const address = `http://${shop.host}:${suite.storefront.port}${shop.prefix}${path}`;
      await page.goto(address, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

      // The listing's first card has no arrow on the screen; the first card with several
      // pictures has them in its markup (for a mouse and the keyboard), not shown.
      const first = page.locator('[data-slot="product-card"]').first();
      const arrows = '[data-slot="image-swiper-previous"], [data-slot="image-swiper-next"]';
      expect(await first.locator(arrows).filter({ visible: true }).count()).toBe(0);
      const card = firstSwiperCard(page);
      await card.scrollIntoViewIfNeeded();
      expect(await card.locator(arrows).count()).toBe(2);
      expect(await card.locator(arrows).filter({ visible: true }).count()).toBe(0);

      const swiper = card.locator('[data-slot="image-swiper"]');
      const slides = swiper.locator('[data-slot="image-swiper-slide"]');
      expect(await slides.nth(0).getAttribute('data-state')).toBe('active');
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);

      const cdp = await context.newCDPSession(page);
      await swipeLeft(cdp, swiper.locator('[data-slot="image-swiper-viewport"]'));

      // The second picture is the one shown: its slide active, its dot current, its image
      // loaded and inside the swiper's frame; the card's link was not followed.
      await expect.poll(() => slides.nth(1).getAttribute('data-state')).toBe('active');
      expect(await slides.nth(0).getAttribute('data-state')).toBe('inactive');
      const dots = swiper.locator('[data-slot="image-swiper-dot"]');
      expect(await dots.nth(1).getAttribute('aria-current')).toBe('true');
      expect(await dots.nth(1).getAttribute('aria-label')).toBe(
        t('imageSwiper.goTo', { index: 2, count }),
      );
      const second = slides.nth(1).locator('img');
      await expect
        .poll(() =>
          second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      const frame = await swiper.locator('[data-slot="image-swiper-viewport"]').boundingBox();
      await expect
        .poll(async () => {
          const shown = await second.boundingBox();
          return Math.round(Math.abs((shown?.x ?? 0) - (frame?.x ?? 0)));
        })
        .toBeLessThanOrEqual(1);
      expect(page.url()).toBe(address);
    } finally {
      await context.close();
    }
  });
});
