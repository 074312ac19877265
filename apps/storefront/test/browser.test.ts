import AxeBuilder from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

const suite = storefrontInBrowserForSuite();

// axe over a whole page of product cards took 10–35 s on a busy two-core machine.
const axeTimeoutMs = 120_000;

describe('the CMS home page in a real browser', () => {
  test('hydrates without errors and its skip link takes the shopper to the content', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Chromium resolves every *.localhost name to loopback, so each shop has its own origin.
    await page.goto(`http://ch.nido.localhost:${suite.storefront.port}/fr/`);
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CH');
    await page.keyboard.press('Tab');
    const focused = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(focused.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/#inhalt$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each(['localhost', 'ch.vitalia.localhost', 'be.nido.localhost'])(
    'axe finds nothing on the home page of %s (both brand themes)',
    async (host) => {
      const page = await (await suite.browser.newContext()).newPage();
      await page.goto(`http://${host}:${suite.storefront.port}/`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.context().close();
    },
    axeTimeoutMs,
  );

  test('axe finds nothing on the 404 page', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const response = await page.goto(`http://localhost:${suite.storefront.port}/gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });
});
