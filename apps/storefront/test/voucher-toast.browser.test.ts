import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { personAgent } from './support/browser-agent';
import { browserShops } from './support/browser-shops';
import { withoutConsent } from './support/consent';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * §2 `?voucher=` in the browser (issue 20): the code is kept for 14 days and a 'gift code
 * activated' toast names it, only while the consent banner is not visible; with and without
 * JavaScript, in German, French and Dutch.
 */
const suite = storefrontInBrowserForSuite();

let visitors = 0;
/** A visitor of their own; `decided` visitors hold a valid consent (the suite's default). */
function visitor(options: { javaScript: boolean; decided: boolean }): Promise<BrowserContext> {
  visitors += 1;
  const browser = options.decided ? suite.browser : withoutConsent(suite.browser);
  return browser.newContext({
    javaScriptEnabled: options.javaScript,
    userAgent: personAgent,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.47.0.${visitors}` },
  });
}

const origin = (host: string) => `http://${host}:${suite.storefront.port}`;
const toast = (page: Page) => page.locator('[data-slot="toast"]');

async function voucherCookie(context: BrowserContext, host: string) {
  return (await context.cookies(origin(host))).find((cookie) => cookie.name === 'voucher');
}

describe('the gift code toast (§2 ?voucher=, issue 20)', () => {
  test.each(browserShops.filter((shop) => shop.key !== 'vital-at'))(
    '$shop: the code is kept and the toast names it, with and without JavaScript; axe finds nothing',
    async (shop) => {
      const activated = uiText(shop.language)('voucher.activated', { code: 'WILLKOMMEN10' });
      for (const javaScript of [true, false]) {
        const context = await visitor({ javaScript, decided: true });
        try {
          const page = await context.newPage();
          await page.goto(`${origin(shop.host)}${shop.prefix}/?voucher=willkommen10`, {
            waitUntil: 'networkidle',
          });
          await expect.poll(() => toast(page).getByText(activated).isVisible()).toBe(true);
          const cookie = await voucherCookie(context, shop.host);
          expect(cookie?.value).toBe('WILLKOMMEN10');
          expect(cookie?.httpOnly).toBe(true);
          // 14 days, give or take the test's own time.
          expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
          const violations = javaScript
            ? await axeViolations(page)
            : await axeViolationsWithoutJavaScript(page);
          expect(violations, `${javaScript ? 'with' : 'without'} JavaScript`).toEqual([]);
        } finally {
          await context.close();
        }
      }
    },
  );

  test('the toast goes after the §9 five seconds; the kept code stays', async () => {
    const context = await visitor({ javaScript: true, decided: true });
    try {
      const page = await context.newPage();
      await page.goto(`${origin('localhost')}/?voucher=SOMMER24`, { waitUntil: 'networkidle' });
      await expect.poll(() => toast(page).count()).toBe(1);
      await expect.poll(() => toast(page).count(), { timeout: 9000 }).toBe(0);
      expect((await voucherCookie(context, 'localhost'))?.value).toBe('SOMMER24');
    } finally {
      await context.close();
    }
  });

  test('a first visit with the banner open: the code is kept, no toast under the banner', async () => {
    const context = await visitor({ javaScript: true, decided: false });
    try {
      const page = await context.newPage();
      await page.goto(`${origin('localhost')}/?voucher=SOMMER24`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('[data-slot="consent-banner"]').isVisible()).toBe(true);
      expect(await toast(page).count()).toBe(0);
      expect((await voucherCookie(context, 'localhost'))?.value).toBe('SOMMER24');
    } finally {
      await context.close();
    }
  });

  test('a code that is no code is ignored: no toast, nothing kept', async () => {
    const context = await visitor({ javaScript: true, decided: true });
    try {
      const page = await context.newPage();
      await page.goto(`${origin('localhost')}/?voucher=%3Cimg%20src%3Dx%3E`, {
        waitUntil: 'networkidle',
      });
      expect(await toast(page).count()).toBe(0);
      expect(await voucherCookie(context, 'localhost')).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
