import type { Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type BrowserShop, browserShopOf, laptopViewport } from './support/browser-shops';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

/**
 * Issue 21 ("A shop that looks real": the hero and the first pictures are the LCP element of
 * their pages, "so they stay light (WebP/AVIF within the page budgets)"; What it must show:
 * "axe and the page budgets still hold with the new imagery"). Each page's first picture — the
 * one it marks `fetchpriority="high"` and preloads (test/page-weight.test.ts) — is fetched by
 * Chromium at a phone's and a laptop's width, as a shopper's browser picks it from the
 * `srcset` by `sizes` and its pixel density, and weighed.
 */
const suite = storefrontInBrowserForSuite();

/**
 * The most a page's LCP picture may weigh, in bytes. Issue 14's page budget is an LCP of at
 * most 2.0 s in Lighthouse's mobile run, whose link carries 1.6 Mbit/s (204.8 KB/s) after a
 * 150 ms round trip. A fifth of a second of that link is 40 KB: the rest of the 2.0 s is the
 * connection, the HTML and the stylesheet the picture waits for, and the scripts it shares the
 * link with. The demo's drawn pictures weigh 1–14 KB (WebP at the service's quality); a
 * photograph of the same size in WebP is 30–40 KB, so a real shop's imagery fits too.
 */
const lcpPictureBudget = 40_000;

/**
 * The screens: Lighthouse's mobile device (412 px at density 1.75, the run issue 14's LCP
 * budget is measured on) and the laptop (density 1).
 */
const screens = [
  { screen: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { screen: 'laptop', viewport: laptopViewport, deviceScaleFactor: 1 },
] as const;

/** Each brand's home page and a root category's listing (the demo catalog's). */
const pages: readonly {
  readonly shop: BrowserShop;
  readonly page: string;
  readonly path: string;
}[] = [
  { shop: browserShopOf('baby-de'), page: 'home', path: '/' },
  { shop: browserShopOf('baby-de'), page: 'listing', path: '/kinderwagen/' },
  { shop: browserShopOf('vital-at'), page: 'home', path: '/' },
  { shop: browserShopOf('vital-at'), page: 'listing', path: '/wellness/' },
];

const cases = pages.flatMap((page) => screens.map((screen) => ({ ...page, ...screen })));

/** The URLs of an `srcset` (or a preload's `imagesrcset`), resolved against the page. */
function candidatesOf(srcset: string, base: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '')
    .map((url) => new URL(url, base).href);
}

/** The first bytes of a WebP (`RIFF….WEBP`) or an AVIF (`….ftypavif`/`avis`) file. */
function fileFormat(bytes: Buffer): 'webp' | 'avif' | 'other' {
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF') {
    return bytes.subarray(8, 12).toString('latin1') === 'WEBP' ? 'webp' : 'other';
  }
  const brand = bytes.subarray(4, 12).toString('latin1');
  return brand === 'ftypavif' || brand === 'ftypavis' ? 'avif' : 'other';
}

/** The largest-contentful-paint entries' picture, as the page's own observer reports it. */
function lcpPictureUrl(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            | (PerformanceEntry & { url?: string })
            | undefined;
          resolve(last?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe("each page's LCP picture stays light: WebP or AVIF within its budget (issue 21, issue 14)", () => {
  test.each(cases)(
    `$shop.shop $page ($path) on a $screen: the picture the browser fetches weighs at most ${lcpPictureBudget} bytes`,
    async ({ shop, path, viewport, deviceScaleFactor }) => {
      const context = await suite.browser.newContext({ viewport, deviceScaleFactor });
      try {
        const page = await context.newPage();
        const responses: Response[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image') responses.push(response);
        });
        const address = `http://${shop.host}:${suite.storefront.port}${shop.prefix}${path}`;
        expect((await page.goto(address, { waitUntil: 'networkidle' }))?.status()).toBe(200);

        // The page's one high-priority picture, and the preload that names the same candidates.
        const lead = page.locator('main img[fetchpriority="high"]');
        expect(await lead.count()).toBe(1);
        await lead.evaluate((image: HTMLImageElement) => image.decode());
        const { currentSrc, srcset } = await lead.evaluate((image: HTMLImageElement) => ({
          currentSrc: image.currentSrc,
          srcset: image.srcset,
        }));
        const preloaded = await page
          .locator('link[rel="preload"][as="image"][fetchpriority="high"]')
          .getAttribute('imagesrcset');
        expect(preloaded).toBe(srcset);

        // It is the page's LCP element, and of its candidates only the one `sizes` picks for
        // this screen came over the wire (the preload and the picture agree).
        expect(await lcpPictureUrl(page)).toBe(currentSrc);
        const candidates = candidatesOf(srcset, address);
        expect(candidates).toContain(currentSrc);
        const fetched = responses.filter((response) => candidates.includes(response.url()));
        expect(fetched.map((response) => response.url())).toEqual([currentSrc]);

        const [picture] = fetched;
        if (picture === undefined) throw new Error(`${currentSrc} was not fetched`);
        expect(picture.status()).toBe(200);
        // Chromium accepts WebP and AVIF, so that is what it gets, and what the bytes are.
        const accept = (await picture.request().allHeaders()).accept ?? '';
        expect(accept).toMatch(/image\/(webp|avif)/);
        expect(picture.headers()['content-type']).toMatch(/^image\/(webp|avif)$/);
        const body = await picture.body();
        expect(fileFormat(body)).not.toBe('other');
        expect(body.byteLength, currentSrc).toBeLessThanOrEqual(lcpPictureBudget);
      } finally {
        await context.close();
      }
    },
  );
});
