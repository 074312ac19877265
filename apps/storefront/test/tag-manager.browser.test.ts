import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firstTimeVisitor } from './support/browser-agent';
import { consentCookieValue, giveConsent } from './support/consent';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

/**
 * The tag manager after consent (issue 20): its host is a local stub that counts the requests
 * for its script, so what the browser asks for is observed, never a third party.
 */
const containerId = 'GTM-VITR1N3';
const scriptRequests: string[] = [];
let stub: Server;
let stubOrigin = '';

beforeAll(async () => {
  stub = createServer((request, response) => {
    scriptRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end('window.tagManagerRuns = (window.tagManagerRuns || 0) + 1;');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => stub?.close(() => resolve()));
});

const suite = storefrontInBrowserForSuite(() => ({
  VITRINE_TAG_MANAGER_ID: containerId,
  VITRINE_TAG_MANAGER_ORIGIN: stubOrigin,
}));

/** A first-time visitor: no consent yet. */
const newVisitor = () => firstTimeVisitor(suite.browser, '10.61.0');

const home = () => `http://localhost:${suite.storefront.port}/`;

/** The Consent Mode commands in the data layer, in order: `['default', {…}]`, `['update', {…}]`. */
function consentCommands(page: Page): Promise<[string, Record<string, string>][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) => {
      const command = entry as { 0?: unknown; 1?: unknown; 2?: unknown };
      return command[0] === 'consent'
        ? [
            [String(command[1]), command[2] as Record<string, string>] as [
              string,
              Record<string, string>,
            ],
          ]
        : [];
    }),
  );
}

const defaultsQueued = (page: Page) =>
  page.waitForFunction(() =>
    (window.dataLayer ?? []).some(
      (entry) =>
        (entry as { 0?: unknown; 1?: unknown })[0] === 'consent' &&
        (entry as { 1?: unknown })[1] === 'default',
    ),
  );

const requestsSince = (count: number) => scriptRequests.slice(count);

/** The visitor id local storage keeps under §9's `ga:user`, or null. */
const visitorIdKept = (page: Page) => page.evaluate(() => localStorage.getItem('ga:user'));

/** The tag manager's start event (`gtm.js`) in the data layer. */
const tagManagerStart = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).find((entry) => (entry as { event?: unknown }).event === 'gtm.js'),
  );

describe('the tag manager loads only after consent, with Consent Mode v2 (issue 20)', () => {
  test('a first visit: defaults denied and no request; accept all: one request and the update granted', async () => {
    const before = scriptRequests.length;
    const context = await newVisitor();
    const page = await context.newPage();
    await page.goto(home(), { waitUntil: 'networkidle' });
    await defaultsQueued(page);
    const [first] = await consentCommands(page);
    expect(first).toEqual([
      'default',
      expect.objectContaining({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    ]);
    expect(requestsSince(before)).toEqual([]);
    // §9 ga:user: no visitor id is kept before the tag manager may run.
    expect(await visitorIdKept(page)).toBeNull();

    await page.locator('[data-slot="consent-accept-all"]').click();
    await page.waitForFunction(() => (window as { tagManagerRuns?: number }).tagManagerRuns === 1);
    expect(requestsSince(before)).toEqual([`/gtm.js?id=${containerId}`]);
    const commands = await consentCommands(page);
    expect(commands.map(([kind]) => kind)).toEqual(['default', 'update']);
    expect(commands[1]?.[1]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    const start = await tagManagerStart(page);
    expect(start).toMatchObject({ event: 'gtm.js', visitor_id: expect.any(String) });
    // §9: local storage's ga:user holds that random id, and the next page starts with the same.
    const visitor = (start as { visitor_id: string }).visitor_id;
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(await visitorIdKept(page)).toBe(visitor);
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as { event?: unknown }).event === 'gtm.js'),
    );
    expect(await tagManagerStart(page)).toMatchObject({ event: 'gtm.js', visitor_id: visitor });
    await context.close();
  });

  test('reject all: the update denies, and neither this page nor the next asks for the script', async () => {
    const before = scriptRequests.length;
    const context = await newVisitor();
    const page = await context.newPage();
    await page.goto(home(), { waitUntil: 'networkidle' });
    await defaultsQueued(page);
    // Rejecting turns optional services off: the page reloads (§4), and starts with the choice.
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('[data-slot="consent-reject-all"]').click(),
    ]);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some(
        (entry) =>
          (entry as { 0?: unknown; 1?: unknown })[0] === 'consent' &&
          (entry as { 1?: unknown })[1] === 'update',
      ),
    );
    const commands = await consentCommands(page);
    expect(commands.at(-1)?.[1]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(requestsSince(before)).toEqual([]);
    expect(await visitorIdKept(page)).toBeNull();
    await context.close();
  });

  test.each([
    { accepted: ['econda', 'google-tag-manager'], requests: 1 },
    { accepted: ['econda'], requests: 0 },
  ])(
    'a returning visitor who allowed $accepted: $requests script request(s) at start',
    async ({ accepted, requests }) => {
      const before = scriptRequests.length;
      const context = await newVisitor();
      await giveConsent(context, consentCookieValue({ accepted }));
      const page = await context.newPage();
      await page.goto(home(), { waitUntil: 'networkidle' });
      await page.waitForFunction(() =>
        (window.dataLayer ?? []).some(
          (entry) =>
            (entry as { 0?: unknown; 1?: unknown })[0] === 'consent' &&
            (entry as { 1?: unknown })[1] === 'update',
        ),
      );
      await page.waitForLoadState('networkidle');
      expect(requestsSince(before)).toHaveLength(requests);
      const commands = await consentCommands(page);
      expect(commands.at(-1)?.[1]?.analytics_storage).toBe(requests === 1 ? 'granted' : 'denied');
      await context.close();
    },
  );
});
