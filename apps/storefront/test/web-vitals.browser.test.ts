import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserVisitor } from './support/browser-visitor';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { readTelemetry } from './support/storefront-server';

const suite = storefrontInBrowserForSuite();
const endpoint = '/api/metrics/web-vitals/';

interface Figure {
  readonly pageType: string;
  readonly metric: string;
  readonly samples: number;
}

async function figures(): Promise<Figure[]> {
  const answer = await readTelemetry(suite.storefront.port, endpoint);
  return (JSON.parse(answer.body) as { figures: Figure[] }).figures;
}

const isMeasurement = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === endpoint;

describe('the pages measure their web vitals in the browser and post them (issue 20, §7 metrics)', () => {
  test('a search page sends nothing while it is shown; hidden, it sends TTFB, FCP, LCP, CLS and INP (after a click) once each — its address without the query, without the session', async () => {
    const context = await browserVisitor(suite.browser, true);
    try {
      const page = await context.newPage();
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (isMeasurement(request)) sent.push(request);
      });
      await page.goto(`http://localhost:${suite.storefront.port}/suche/?q=kinderwagen`, {
        waitUntil: 'networkidle',
      });
      // The reporter starts when the browser is idle after hydration.
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await page.waitForTimeout(1500);
      // The shopper's first key press ends the page's LCP (only a real input does); a click on
      // the page's heading is an interaction, which INP measures.
      await page.keyboard.press('Shift');
      await page.locator('h1').first().click();
      expect(sent).toEqual([]);
      // Switching tabs or leaving hides the page: everything measured goes then.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      await expect
        .poll(() => sent.map((request) => (request.postDataJSON() as { name: string }).name).sort())
        .toEqual(expect.arrayContaining(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
      const names = sent.map((request) => (request.postDataJSON() as { name: string }).name);
      expect(new Set(names).size).toBe(names.length);
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
        .toEqual(expect.arrayContaining(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
    } finally {
      await context.close();
    }
  });
});
