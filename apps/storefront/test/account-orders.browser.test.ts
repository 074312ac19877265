import type { Language } from '@vitrine/domain';
import type { Page } from 'playwright-core';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { accessibilityCheck } from './support/accessibility';
import { withConsentByDefault } from './support/consent';
import {
  customerPassword,
  type PreparedCustomer,
  type ShopWithOrders,
  startShopWithOrders,
} from './support/shop-with-orders';
import { uiText } from './support/texts';

/**
 * The account's order pages in Chromium (issue 19; §2 `/konto/`, `/konto/bestellungen/`,
 * `/konto/bestellung/{orderNumber}/` and the cancel-order dialog, §4 order states and auth
 * guard, §6 cancelOrder): a registered customer signs in on the guard's way, looks at orders in
 * three markets and languages, cancels an unshipped order by keyboard and finds no way to
 * cancel a shipped one; axe (WCAG 2.2 AA) on each page and the open dialog in de, fr and nl.
 */

const markets = [
  { name: 'baby DE', host: 'localhost', prefix: '', language: 'de', email: 'dora@example.de' },
  {
    name: 'baby CH in French',
    host: 'ch.nido.localhost',
    prefix: '/fr',
    language: 'fr',
    email: 'fleur@example.ch',
  },
  {
    name: 'baby BE in Dutch',
    host: 'be.nido.localhost',
    prefix: '/nl',
    language: 'nl',
    email: 'noor@example.be',
  },
] as const satisfies readonly {
  name: string;
  host: string;
  prefix: string;
  language: Language;
  email: string;
}[];

let shop: ShopWithOrders;
let browser: Browser;
let visitorNumber = 0;

beforeAll(async () => {
  // Each customer's orders, oldest first: one shipped, then two not yet shipped.
  shop = await startShopWithOrders(
    markets.map((market) => ({
      host: market.host,
      email: market.email,
      firstName: 'Mia',
      orders: ['shipped', 'placed', 'paid'],
    })),
  );
  browser = withConsentByDefault(
    await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }),
  );
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const url = (host: string, path: string) => `http://${host}:${shop.port}${path}`;
const customerOf = (email: string): PreparedCustomer => {
  const found = shop.customers.find((candidate) => candidate.email === email);
  if (found === undefined) throw new Error(`no customer ${email}`);
  return found;
};
const texts = (language: Language) => ({
  shop: (key: string, values: Record<string, string | number> = {}) =>
    translator(language).t(key, values),
  ui: uiText(language),
});

async function axeViolations(page: Page) {
  const audit = await accessibilityCheck(page).analyze();
  return audit.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}

/**
 * A browser of its own visitor that asks for `path`, is sent to the login by the guard, signs
 * in there and is led back; the page is hydrated when this returns.
 */
async function signedInAt(market: (typeof markets)[number], path: string): Promise<Page> {
  visitorNumber += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.64.0.${visitorNumber}` },
  });
  const page = await context.newPage();
  await page.goto(url(market.host, `${market.prefix}${path}`), { waitUntil: 'networkidle' });
  expect(new URL(page.url()).pathname).toBe(`${market.prefix}/login/`);
  const login = page.locator('form[aria-labelledby="login-heading"]');
  await login.locator('input[name="email"]').fill(market.email);
  await login.locator('input[name="password"]').fill(customerPassword);
  await login.locator('input[name="password"]').press('Enter');
  await page.waitForURL((address) => address.pathname === `${market.prefix}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.each(markets)('$name: the account’s order pages (issue 19, §2)', (market) => {
  const { shop: shopText, ui } = texts(market.language);

  test('home, orders and an order’s page show the customer’s orders; axe finds nothing on each', async () => {
    const [shipped = '', placed = '', paid = ''] = customerOf(market.email).orderNumbers;
    const page = await signedInAt(market, '/konto/');
    await page.getByRole('heading', { level: 1, name: shopText('account.title') }).waitFor();
    await page.getByText(shopText('account.greeting', { firstName: 'Mia' })).waitFor();
    const recent = page.locator('[data-slot="order-summary"]');
    expect(await recent.count()).toBe(3);
    expect(await recent.first().textContent()).toContain(paid);
    expect(await axeViolations(page), 'account home').toEqual([]);

    await page.getByRole('link', { name: shopText('account.shortcuts.accountOrders') }).click();
    await page.getByRole('heading', { level: 1, name: shopText('account.ordersTitle') }).waitFor();
    expect(await page.locator('[data-slot="order-summary"]').count()).toBe(3);
    expect(await axeViolations(page), 'orders').toEqual([]);

    // The shipped order: its state in words, its lines with pictures, and no way to cancel it.
    await page
      .getByRole('link', { name: shopText('account.orderNumber', { orderNumber: shipped }) })
      .click();
    await page
      .getByRole('heading', {
        level: 1,
        name: shopText('account.orderTitle', { orderNumber: shipped }),
      })
      .waitFor();
    await page.getByText(shopText('account.orderStatus.shipped'), { exact: true }).waitFor();
    expect(
      await page.locator('[data-slot="order-line"] img').first().getAttribute('srcset'),
    ).toMatch(/ 2x$/);
    expect(await page.getByRole('link', { name: shopText('account.cancelOrder') }).count()).toBe(0);
    expect(await axeViolations(page), 'shipped order').toEqual([]);
    expect(placed).not.toBe(shipped);
  });

  test('the cancel-order dialog opens from the keyboard, passes axe, and “keep” gives focus back', async () => {
    const [, placed = ''] = customerOf(market.email).orderNumbers;
    const page = await signedInAt(market, `/konto/bestellung/${placed}/`);
    const trigger = page.getByRole('link', { name: shopText('account.cancelOrder') });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: ui('dialogs.cancelOrder.title') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(placed);
    expect(await axeViolations(page), 'open cancel dialog').toEqual([]);
    await dialog.getByRole('button', { name: ui('dialogs.cancelOrder.keep') }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText(shopText('account.orderStatus.placed'), { exact: true }).waitFor();
  });
});

describe('cancelling an unshipped order by keyboard (issue 19, §2 cancel order, §6 cancelOrder)', () => {
  test.each(markets.slice(0, 2))(
    '$name: confirm in the dialog, the toast says so, the order shows cancelled and focus is on the sentence that says so',
    async (market) => {
      const { shop: shopText, ui } = texts(market.language);
      const [, , paid = ''] = customerOf(market.email).orderNumbers;
      const page = await signedInAt(market, `/konto/bestellung/${paid}/`);
      await page.getByRole('link', { name: shopText('account.cancelOrder') }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: ui('dialogs.cancelOrder.title') });
      await dialog.getByRole('button', { name: ui('dialogs.cancelOrder.confirm') }).focus();
      await page.keyboard.press('Enter');
      await page
        .getByText(shopText('account.cancelled', { orderNumber: paid }))
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(shopText('account.orderStatus.cancelled'), { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: shopText('account.cancelOrder') }).count()).toBe(
        0,
      );
      // The button is gone: focus is on the sentence in its place that says it is cancelled.
      await page.waitForFunction(
        (text) => document.activeElement?.textContent === text,
        shopText('account.cancelled', { orderNumber: paid }),
      );
    },
  );
});
