import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import {
  accountBrowserSuite,
  accountMarkets,
  marketCustomers,
  marketTexts,
} from './support/account-suite';
import { submitForm } from './support/form-post';

/**
 * The account's order pages in Chromium (issue 19; §2 `/konto/`, `/konto/bestellungen/`,
 * `/konto/bestellung/{orderNumber}/` and the cancel-order dialog, §4 order states and auth
 * guard, §6 cancelOrder): a registered customer signs in on the guard's way, looks at orders in
 * three markets and languages, cancels an unshipped order by keyboard and finds no way to
 * cancel a shipped one, and cancels one without JavaScript through the page's confirmation step; axe (WCAG 2.2 AA) on each page and the open dialog in de, fr and nl.
 */

const [germany, switzerland, belgium] = accountMarkets;
const markets = [
  { ...germany, email: 'dora@example.de' },
  { ...switzerland, email: 'fleur@example.ch' },
  { ...belgium, email: 'noor@example.be' },
] as const;

// Each customer's orders, oldest first: one shipped, then two not yet shipped.
const suite = accountBrowserSuite(
  marketCustomers(markets, { firstName: 'Mia', orders: ['shipped', 'placed', 'paid'] }),
  { network: '10.64' },
);

describe.each(markets)('$name: the account’s order pages (issue 19, §2)', (market) => {
  const { shop: shopText, ui } = marketTexts(market.language);

  test('home, orders and an order’s page show the customer’s orders; axe finds nothing on each', async () => {
    const [shipped = '', placed = '', paid = ''] = suite.customer(market.email).orderNumbers;
    const page = await suite.signedInAt(market, market.email, '/konto/');
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
    const [, placed = ''] = suite.customer(market.email).orderNumbers;
    const page = await suite.signedInAt(market, market.email, `/konto/bestellung/${placed}/`);
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
    // Radix gives focus back a task after the dialog unmounts.
    await expect
      .poll(() => trigger.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.getByText(shopText('account.orderStatus.placed'), { exact: true }).waitFor();
  });
});

describe('cancelling an unshipped order by keyboard (issue 19, §2 cancel order, §6 cancelOrder)', () => {
  test.each(markets.slice(0, 2))(
    '$name: confirm in the dialog, the toast says so, the order shows cancelled and focus is on the sentence that says so',
    async (market) => {
      const { shop: shopText, ui } = marketTexts(market.language);
      const [, , paid = ''] = suite.customer(market.email).orderNumbers;
      const page = await suite.signedInAt(market, market.email, `/konto/bestellung/${paid}/`);
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

describe('cancelling without JavaScript (issue 19: every change a form that works without JavaScript, answered with a toast)', () => {
  // After the dialog tests above kept it: the order placed, not shipped.
  test.each(markets)(
    '$name: the confirmation step in the page (axe finds nothing), its form posted, the toast and the order cancelled',
    async (market) => {
      const { shop: shopText, ui } = marketTexts(market.language);
      const [shipped = '', placed = ''] = suite.customer(market.email).orderNumbers;
      const page = await suite.customerAt(
        market,
        market.email,
        false,
        `/konto/bestellung/${placed}/`,
      );
      await page.getByRole('link', { name: shopText('account.cancelOrder') }).click();
      const step = page.getByRole('region', { name: ui('dialogs.cancelOrder.title') });
      await step.waitFor();
      expect(new URL(page.url()).search).toBe('?stornieren');
      expect(await axeViolationsWithoutJavaScript(page), 'cancel confirmation step').toEqual([]);
      const answer = await submitForm(
        step.getByRole('button', { name: ui('dialogs.cancelOrder.confirm') }),
      );
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await page
        .getByText(shopText('account.cancelled', { orderNumber: placed }))
        .first()
        .waitFor();
      await page.getByText(shopText('account.orderStatus.cancelled'), { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: shopText('account.cancelOrder') }).count()).toBe(
        0,
      );
      expect(await axeViolationsWithoutJavaScript(page), 'cancelled order').toEqual([]);

      // A shipped order has no step: asked for it, the page offers nothing to confirm.
      await page.goto(
        suite.url(market.host, `${market.prefix}/konto/bestellung/${shipped}/?stornieren`),
      );
      await page
        .getByRole('heading', {
          level: 1,
          name: shopText('account.orderTitle', { orderNumber: shipped }),
        })
        .waitFor();
      expect(
        await page.getByRole('button', { name: ui('dialogs.cancelOrder.confirm') }).count(),
      ).toBe(0);
      await page.context().close();
    },
  );
});
