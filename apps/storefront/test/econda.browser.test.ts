import { analyticsEventsPath, analyticsScriptPath } from '@vitrine/domain/telemetry';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { firstTimeVisitor } from './support/browser-agent';
import { consentCookieValue, giveConsent } from './support/consent';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { readTelemetry } from './support/storefront-server';

/**
 * The shop's analytics script after consent (issue 20, §2 static scripts: `/scripts/econda.js`,
 * "analytics, loaded at start"): the requests for it are watched in the browser, and what it
 * sends is read back from the collector's counts (`GET /api/analytics/events/`).
 */
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

/** A first-time visitor: no consent yet. */
const newVisitor = () => firstTimeVisitor(suite.browser, '10.73.0');

const home = () => `http://localhost:${suite.storefront.port}/`;

/** Every request a page makes for the analytics script. */
function scriptRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === analyticsScriptPath) requests.push(request.url());
  });
  return requests;
}

/** How many times the collector counted `name` on `pageType`. */
async function countOf(pageType: string, name: string): Promise<number> {
  const answer = await readTelemetry(suite.storefront.port, analyticsEventsPath);
  const { counts } = JSON.parse(answer.body) as {
    counts: { pageType: string; name: string; count: number }[];
  };
  return counts.find((entry) => entry.pageType === pageType && entry.name === name)?.count ?? 0;
}

/** Waits until the script has run in the page. */
const scriptRuns = (page: Page) =>
  page.waitForFunction(() => (window as { vitrineAnalytics?: unknown }).vitrineAnalytics);

describe('the analytics script loads only with its consent, at start (issue 20, §2 econda.js)', () => {
  test('a first visit asks for no script; accept all loads it once, without a reload, and counts the page view', async () => {
    const context = await newVisitor();
    const page = await context.newPage();
    const requests = scriptRequests(page);
    // What the script posts to the collector: never with the shop's cookies (§7, no credentials).
    const posted: Promise<string | undefined>[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname === analyticsEventsPath && request.method() === 'POST') {
        posted.push(request.allHeaders().then((headers) => headers.cookie));
      }
    };
    page.on('request', onRequest);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|econda/i.test(message.text())) refusals.push(message.text());
    });
    const homeViews = await countOf('home', 'page_view');
    await page.goto(home(), { waitUntil: 'networkidle' });
    expect(requests).toEqual([]);

    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.locator('[data-slot="consent-accept-all"]').click();
    await scriptRuns(page);
    expect(requests).toHaveLength(1);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    const tag = page.locator(`script[src="${analyticsScriptPath}"]`);
    expect(await tag.count()).toBe(1);
    expect(await tag.getAttribute('data-collector')).toBe(analyticsEventsPath);
    expect(await tag.getAttribute('data-shop')).toBe('baby-de');
    await expect.poll(() => countOf('home', 'page_view')).toBe(homeViews + 1);

    // A client-side navigation (the header's basket link) counts another page view.
    const basketViews = await countOf('basket', 'page_view');
    await page.locator('header a[href="/warenkorb/"]').first().click();
    await page.waitForURL((address) => address.pathname === '/warenkorb/');
    await expect.poll(() => countOf('basket', 'page_view')).toBe(basketViews + 1);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    // A §4 event pushed to the data layer is counted by its name; the push still pushes.
    const cartAdds = await countOf('basket', 'add_to_cart');
    const pushed = await page.evaluate(() => {
      const layer = window.dataLayer ?? [];
      const before = layer.length;
      layer.push({ event: 'add_to_cart', ecommerce: { items: [] } }, { event: 'gtm.click' });
      return layer.length - before;
    });
    expect(pushed).toBe(2);
    await expect.poll(() => countOf('basket', 'add_to_cart')).toBe(cartAdds + 1);
    expect(requests).toHaveLength(1);
    expect(refusals).toEqual([]);
    // The visitor holds cookies (consent, the basket's session), yet none went with an event.
    expect((await context.cookies()).length).toBeGreaterThan(0);
    // No more headers are asked for: an event the script sends while the window closes (its
    // page-hide flush) would ask a closed page and reject after the test ended.
    page.off('request', onRequest);
    expect(posted.length).toBeGreaterThanOrEqual(3);
    expect(await Promise.all(posted)).toEqual(posted.map(() => undefined));
    await context.close();
  });

  test('reject all: neither this page nor the next asks for the script', async () => {
    const context = await newVisitor();
    const page = await context.newPage();
    const requests = scriptRequests(page);
    await page.goto(home(), { waitUntil: 'networkidle' });
    // Rejecting turns optional services off: the page reloads (§4), and starts with the choice.
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('[data-slot="consent-reject-all"]').click(),
    ]);
    await page.waitForLoadState('networkidle');
    await page.goto(`${home()}warenkorb/`, { waitUntil: 'networkidle' });
    // The idle start has had its time (its timeout is 3 s).
    await page.waitForTimeout(3500);
    expect(requests).toEqual([]);
    await context.close();
  });

  test.each([
    { accepted: ['econda'], requests: 1 },
    { accepted: ['google-tag-manager'], requests: 0 },
    { accepted: [], requests: 0 },
  ])(
    'a returning visitor who allowed $accepted: $requests script request(s) at start',
    async ({ accepted, requests }) => {
      const context = await newVisitor();
      await giveConsent(context, consentCookieValue({ accepted }));
      const page = await context.newPage();
      const seen = scriptRequests(page);
      const faqViews = await countOf('content', 'page_view');
      await page.goto(`${home()}faq/`, { waitUntil: 'networkidle' });
      if (requests === 1) {
        await scriptRuns(page);
        await expect.poll(() => countOf('content', 'page_view')).toBe(faqViews + 1);
      } else {
        await page.waitForTimeout(3500);
      }
      expect(seen).toHaveLength(requests);
      await context.close();
    },
  );
});
