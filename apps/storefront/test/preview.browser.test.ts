import type { Frame, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessibilityCheck } from './support/accessibility';
import { editorQuery, localPreviewToken } from './support/cms-preview';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

const suite = storefrontInBrowserForSuite();

/** The local preview of the German baby shop's home, with the framed page's bridge connected. */
async function openLocalPreview(): Promise<{ page: Page; frame: Frame; problems: string[] }> {
  const page = await (await suite.browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The editor opens it with the local space's preview token (issue 12 item 7).
  await page.goto(
    `http://localhost:${suite.storefront.port}/cms-vorschau/?preview_token=${localPreviewToken}`,
  );
  const frameElement = await page.waitForSelector('iframe');
  const frame = await frameElement.contentFrame();
  if (frame === null) throw new Error('the preview has no frame');
  await frame.waitForFunction(() => document.documentElement.dataset.cmsBridge === 'ready');
  return { page, frame, problems };
}

describe('the local preview: edit the story JSON, see the page change (issue 5 live preview)', () => {
  test('a changed headline shows in the framed page at once, without a reload', async () => {
    const { page, frame, problems } = await openLocalPreview();
    // The preview reads the draft (spec §2: draft content in preview).
    await frame.getByRole('heading', { name: 'Neu im Sortiment: leichte Reisebuggys' }).waitFor();
    await frame.evaluate(() => {
      (window as unknown as { previewMarker: string }).previewMarker = 'still here';
    });

    const editor = page.getByLabel('Inhalt der Story (JSON)');
    const json = await editor.inputValue();
    expect(json).toContain('Neu im Sortiment: leichte Reisebuggys');
    await editor.fill(
      json.replace('Neu im Sortiment: leichte Reisebuggys', 'Frisch aus der Vorschau'),
    );

    await frame.getByRole('heading', { name: 'Frisch aus der Vorschau' }).waitFor();
    // The same document: the marker set before the edit survived, so nothing reloaded.
    expect(
      await frame.evaluate(() => (window as unknown as { previewMarker?: string }).previewMarker),
    ).toBe('still here');
    await page.getByRole('status').getByText('Vorschau aktualisiert.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('broken JSON is named inline and the page keeps its last valid state', async () => {
    const { page, frame } = await openLocalPreview();
    const editor = page.getByLabel('Inhalt der Story (JSON)');
    await editor.fill('{ "component": "page", ');
    await page
      .getByRole('status')
      .getByText('Das ist kein gültiges JSON. Die Vorschau zeigt den letzten gültigen Stand.')
      .waitFor();
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await frame.getByRole('heading', { name: 'Neu im Sortiment: leichte Reisebuggys' }).waitFor();
    await page.context().close();
  });

  test('a change event reloads the framed page (spec §2: published or changed reload)', async () => {
    const { page, frame } = await openLocalPreview();
    await frame.evaluate(() => {
      (window as unknown as { previewMarker: string }).previewMarker = 'before reload';
    });
    await page.getByRole('button', { name: 'Seite neu laden' }).click();
    await frame.waitForFunction(
      () =>
        (window as unknown as { previewMarker?: string }).previewMarker === undefined &&
        document.documentElement.dataset.cmsBridge === 'ready',
    );
    await page.context().close();
  });

  test('axe finds nothing on the local preview page', async () => {
    const { page } = await openLocalPreview();
    // The framed page is a CMS page, checked on its own below.
    const results = await accessibilityCheck(page).exclude('iframe').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });
});

describe('CMS pages in a real browser', () => {
  test.each([
    { host: 'localhost', path: '/ratgeber/' },
    { host: 'localhost', path: '/kinderwagen/' },
    { host: 'localhost', path: '/kinderwagen/?sort=price_asc&page=2' },
    { host: 'localhost', path: '/faq/' },
    { host: 'fr.nido.localhost', path: '/' },
    { host: 'ch.vitalia.localhost', path: '/' },
    { host: 'ch.vitalia.localhost', path: '/ratgeber/' },
    { host: 'be.nido.localhost', path: '/nl/' },
  ])(
    'axe finds nothing in the frame of $host $path (both brand themes)',
    async ({ host, path }) => {
      const page = await (await suite.browser.newContext()).newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto(`http://${host}:${suite.storefront.port}${path}`);
      expect(response?.status()).toBe(200);
      // The whole assembled page: frame, blocks and the product cards they show.
      const results = await accessibilityCheck(page).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  test('a public page loads no bridge, nor does the bare marker; the editor’s signature loads /sbBridge.js', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`http://localhost:${suite.storefront.port}/ratgeber/`, {
      waitUntil: 'networkidle',
    });
    expect(scripts).not.toContain('/sbBridge.js');
    // Issue 12 item 7: the marker alone is anyone's; it shows the published page, no bridge.
    await page.goto(`http://localhost:${suite.storefront.port}/ratgeber/?_storyblok=1`, {
      waitUntil: 'networkidle',
    });
    expect(scripts).not.toContain('/sbBridge.js');
    await page.goto(`http://localhost:${suite.storefront.port}/ratgeber/${editorQuery('1')}`);
    await page.waitForFunction(
      () =>
        typeof (window as unknown as { StoryblokBridge?: unknown }).StoryblokBridge === 'function',
    );
    expect(scripts).toContain('/sbBridge.js');
    await page.context().close();
  });
});

/**
 * Records what the page's Content-Security-Policy refused (issue 12 item 8): the browser's
 * `securitypolicyviolation` events, its console errors and uncaught errors.
 */
async function watchedPage() {
  const page = await (await suite.browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(
        `CSP refused ${event.effectiveDirective}: ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return { page, problems };
}

describe('the Content-Security-Policy refuses nothing the shop itself does (issue 12 item 8)', () => {
  test('pages hydrate, navigate on the client and open a dialog without a violation', async () => {
    const { page, problems } = await watchedPage();
    const response = await page.goto(`http://localhost:${suite.storefront.port}/kinderwagen/`, {
      waitUntil: 'networkidle',
    });
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    // Hydrated: the filter button opens its dialog, whose scroll lock adds a style element.
    await page.locator('[data-slot="facet-bar-all"]').click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    // A client-side navigation through React Router, then the home page.
    await page.goto(`http://localhost:${suite.storefront.port}/`, { waitUntil: 'networkidle' });
    await page.locator('a[href="/ratgeber/"]').first().click();
    await page.waitForURL(/\/ratgeber\/$/);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the preview with Storyblok’s bridge runs without a violation', async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`http://localhost:${suite.storefront.port}/${editorQuery('440665914')}`);
    await page.waitForFunction(() => document.documentElement.dataset.cmsBridge === 'ready');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a script the page did not carry is refused and reported', async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`http://localhost:${suite.storefront.port}/faq/`, { waitUntil: 'networkidle' });
    // What an injected inline script would be: no nonce, so it must not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
      return new Promise((resolve) =>
        setTimeout(() => resolve((window as unknown as { injected?: boolean }).injected), 200),
      );
    });
    expect(ran).toBeUndefined();
    await expect.poll(() => problems.some((problem) => problem.includes('script-src'))).toBe(true);
    await page.context().close();
  });
});
