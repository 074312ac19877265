import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { get } from './support/storefront-server';

const suite = storefrontInBrowserForSuite();
const endpoint = '/api/metrics/web-vitals/';

interface Figure {
  readonly pageType: string;
  readonly metric: string;
  readonly samples: number;
}

async function figures(): Promise<Figure[]> {
  const answer = await get(suite.storefront.port, endpoint);
  return (JSON.parse(answer.body) as { figures: Figure[] }).figures;
}

const isMeasurement = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === endpoint;

describe('the pages measure their web vitals in the browser and post them (issue 20, §7 metrics)', () => {
  test('a search page sends TTFB and FCP when known, LCP at the first input, CLS when hidden — its address without the query, without the session', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (isMeasurement(request)) sent.push(request);
      });
      const firstMeasurement = page.waitForRequest(isMeasurement);
      await page.goto(`http://localhost:${suite.storefront.port}/suche/?q=kinderwagen`);
      await firstMeasurement;
      // The shopper's first key press ends the page's LCP (only a real input does);
      await page.keyboard.press('Shift');
      // switching tabs or leaving hides the page, and CLS goes with its final value.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      await expect
        .poll(() => sent.map((request) => (request.postDataJSON() as { name: string }).name).sort())
        .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
      for (const request of sent) {
        const body = request.postDataJSON() as { path: string; href: string; value: number };
        expect(body.path).toBe('/suche/');
        expect(body.href).toBe(`http://localhost:${suite.storefront.port}/suche/`);
        expect(body.value).toBeGreaterThanOrEqual(0);
        expect((await request.allHeaders()).cookie).toBeUndefined();
      }
      await expect
        .poll(async () =>
          (await figures())
            .filter((figure) => figure.pageType === 'search')
            .map((figure) => figure.metric)
            .sort(),
        )
        .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
    } finally {
      await context.close();
    }
  });
});
