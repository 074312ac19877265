import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { launchTestChromium } from './support/test-chromium';

// The check every browser suite relies on (support/accessibility.ts) runs axe in the page
// itself and keeps only violations: it must still find them, in the page and in a frame of the
// shop's own origin such as the CMS preview's.
let browser: Browser;
beforeAll(async () => {
  browser = await launchTestChromium();
});
afterAll(async () => {
  await browser.close();
});

const shop = 'http://localhost:9/';
const pages: Record<string, string> = {
  [shop]: `<!doctype html><html lang="de"><head><title>Start</title></head><body><main>
    <h1>Start</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <iframe title="Vorschau" src="${shop}frame/"></iframe></main></body></html>`,
  [`${shop}frame/`]: `<!doctype html><html lang="de"><head><title>Vorschau</title></head>
    <body><main><h1>Vorschau</h1><input type="text"></main></body></html>`,
  [`${shop}clean/`]: `<!doctype html><html lang="de"><head><title>Sauber</title></head>
    <body><main><h1>Sauber</h1><p>Nichts zu finden.</p></main></body></html>`,
};

describe('the accessibility check (WCAG 2.2 AA, every browser suite)', () => {
  test('finds a picture without a text in the page and a field without a label in its frame', async () => {
    const context = await browser.newContext();
    await context.route('**/*', (route) => {
      const body = pages[route.request().url()];
      return body === undefined
        ? route.fulfill({ status: 404, body: '' })
        : route.fulfill({ contentType: 'text/html; charset=utf-8', body });
    });
    const page = await context.newPage();
    await page.goto(shop, { waitUntil: 'load' });
    const violations = await axeViolations(page);
    expect(violations).toContain('image-alt: img');
    expect(violations).toContainEqual(expect.stringMatching(/^label: iframe,input/));
    await page.goto(`${shop}clean/`, { waitUntil: 'load' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
