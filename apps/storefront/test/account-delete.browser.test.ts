import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { accountBrowserSuite, accountMarkets, marketTexts } from './support/account-suite';
import { browserVisitor, handSessionTo } from './support/browser-visitor';
import { submitForm } from './support/form-post';
import { customerPassword, registerCustomer } from './support/registered-customer';
import { send } from './support/storefront-server';

/**
 * Deleting the account and the account balance in Chromium (issue 19; §2
 * `/konto/account-loeschen/` with the delete-account dialog and the goodbye toast of
 * `redirect=goodbye`, `/konto/konto/balance/`; §6 accountBalance): a registered customer goes
 * from my data to the page, is refused a wrong password, confirms in the dialog and lands on
 * the home page with the goodbye toast, after which the old password no longer signs in (on the
 * login page, and through the §7 login call) — with
 * JavaScript in three markets and languages, and without it; the balance in two Vitalia shops
 * and the 404 page in a Nido shop. axe (WCAG 2.2 AA) on every page and the open dialog.
 */

const markets = accountMarkets;
type Market = (typeof markets)[number];

/** The Vitalia shops have the balance (§9), all in German; one customer each. */
const balanceShops = [
  {
    name: 'Vitalia DE',
    host: 'de.vitalia.localhost',
    email: 'vera.balance@example.de',
    cents: 4711,
  },
  { name: 'Vitalia AT', host: 'at.vitalia.localhost', email: 'vroni.balance@example.at', cents: 0 },
] as const;

const suite = accountBrowserSuite(
  balanceShops.map((balanceShop) => ({
    host: balanceShop.host,
    email: balanceShop.email,
    firstName: 'Vera',
    orders: [],
    balanceCents: balanceShop.cents,
  })),
  {
    network: '10.95',
  },
);
let visitors = 0;

/** A new customer of the market, registered through the §7 call, in a window of their own at `path`. */
async function newCustomerAt(
  market: Market,
  javaScript: boolean,
  path: string,
): Promise<{ page: Page; email: string }> {
  visitors += 1;
  const email = `delete.${market.language}.${visitors}@example.test`;
  const cookie = await registerCustomer(suite.port, {
    email,
    host: market.host,
    clientAddress: `10.94.0.${visitors}`,
    firstName: 'Mia',
  });
  const context = await browserVisitor(suite.browser, javaScript);
  await handSessionTo(context, market.host, cookie);
  const page = await context.newPage();
  await page.goto(suite.url(market.host, `${market.prefix}${path}`), { waitUntil: 'networkidle' });
  return { page, email };
}

/** The §7 login call with the address and password: its status. */
async function loginStatus(host: string, email: string, password: string): Promise<number> {
  visitors += 1;
  const answer = await send(suite.port, {
    method: 'POST',
    path: '/api/user/auth/login/',
    host,
    headers: { origin: suite.url(host, ''), 'x-forwarded-for': `10.94.1.${visitors}` },
    json: { email, password },
  });
  return answer.status;
}

describe.each(markets)('$name: deleting the account (§2 delete account)', (market) => {
  const { shop: shopText, ui } = marketTexts(market.language);

  test('with JavaScript: from my data to the page, a wrong password refused, the dialog confirmed, home with the goodbye toast; axe finds nothing', async () => {
    const { page, email } = await newCustomerAt(market, true, '/konto/meine-daten/');
    await page.getByRole('link', { name: shopText('accountDelete.toPage') }).click();
    const heading = page.getByRole('heading', { level: 1, name: shopText('accountDelete.title') });
    await heading.waitFor();
    expect(new URL(page.url()).pathname).toBe(`${market.prefix}/konto/account-loeschen/`);
    expect(await axeViolations(page), 'delete account').toEqual([]);

    // Nothing typed: the browser says so at the field, by the schema the server applies.
    const password = page.getByLabel(shopText('accountDelete.password'), { exact: true });
    const trigger = page.getByRole('button', { name: shopText('accountDelete.submit') });
    await trigger.press('Enter');
    await page.getByText(ui('validation.required')).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A wrong password: the dialog asks; "keep" closes it and gives focus back to the button.
    await password.fill('Falsch-Passwort1');
    await trigger.press('Enter');
    const dialog = page.getByRole('dialog', { name: ui('dialogs.deleteAccount.title') });
    await dialog.waitFor();
    expect(await axeViolations(page), 'open delete-account dialog').toEqual([]);
    await dialog.getByRole('button', { name: ui('dialogs.deleteAccount.keep') }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back a task after the dialog unmounts.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('delete-account-trigger');
    // Confirmed, the server refuses it: the message at the field, the field empty and focused.
    await trigger.press('Enter');
    await dialog.getByRole('button', { name: ui('dialogs.deleteAccount.confirm') }).press('Enter');
    await page.getByText(shopText('accountDelete.wrongPassword')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await password.inputValue()).toBe('');
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page), 'delete account with a message').toEqual([]);

    // The right one, confirmed: the home page of the market's language with the goodbye toast,
    // in place of the page (Back leads to my data, which now asks for a login), loaded anew
    // (§2: external): what this document held is gone.
    await page.evaluate(() => {
      (window as unknown as { beforeDeletion?: boolean }).beforeDeletion = true;
    });
    await password.fill(customerPassword);
    await trigger.press('Enter');
    await dialog.getByRole('button', { name: ui('dialogs.deleteAccount.confirm') }).press('Enter');
    await page.waitForURL(
      (address) =>
        address.pathname === `${market.prefix}/` && address.search === '?redirect=goodbye',
    );
    await page.locator('[data-slot="toast"]').getByText(ui('account.deleted')).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { beforeDeletion?: boolean }).beforeDeletion),
    ).toBeUndefined();
    expect(await axeViolations(page), 'home with the goodbye toast').toEqual([]);
    await page.goBack({ waitUntil: 'networkidle' });
    const back = new URL(page.url());
    expect(back.pathname).toBe(`${market.prefix}/login/`);
    expect(back.searchParams.get('zurueck')).toBe(`${market.prefix}/konto/meine-daten/`);

    // The old password no longer signs in, on the login page the guard led back to: the form
    // says so and the visitor stays there, still signed out.
    const login = page.locator('form[aria-labelledby="login-heading"]');
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill(customerPassword);
    await login.locator('input[name="password"]').press('Enter');
    await login.getByText(shopText('login.invalidCredentials')).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${market.prefix}/login/`);
    const account = await page.goto(suite.url(market.host, `${market.prefix}/konto/`));
    expect(new URL(page.url()).pathname).toBe(`${market.prefix}/login/`);
    expect(account?.ok()).toBe(true);

    expect(await loginStatus(market.host, email, customerPassword)).toBe(401);
    await page.context().close();
  });
});

describe('without JavaScript (§2 delete account: the form posts to the page)', () => {
  test.each(markets.filter((market) => market.language !== 'fr'))(
    '$name: a wrong password answered at the field, then the right one: home with the goodbye toast; axe finds nothing',
    async (market) => {
      const { shop: shopText, ui } = marketTexts(market.language);
      const { page, email } = await newCustomerAt(market, false, '/konto/account-loeschen/');
      expect(await axeViolationsWithoutJavaScript(page), 'delete account').toEqual([]);
      const password = page.getByLabel(shopText('accountDelete.password'), { exact: true });
      const trigger = page.getByRole('button', { name: shopText('accountDelete.submit') });
      await password.fill('Falsch-Passwort1');
      let answer = await submitForm(trigger);
      expect(answer.status()).toBe(400);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await page.getByText(shopText('accountDelete.wrongPassword')).first().waitFor();
      expect(await axeViolationsWithoutJavaScript(page), 'delete account with a message').toEqual(
        [],
      );

      await password.fill(customerPassword);
      answer = await submitForm(trigger);
      expect(answer.status()).toBe(303);
      await page.waitForURL(
        (address) =>
          address.pathname === `${market.prefix}/` && address.search === '?redirect=goodbye',
      );
      await page.getByText(ui('account.deleted')).first().waitFor();
      expect(await loginStatus(market.host, email, customerPassword)).toBe(401);
      await page.context().close();
    },
  );
});

describe('the account balance (§2 /konto/konto/balance/, only with the shop’s accountBalance flag)', () => {
  const { shop: shopText } = marketTexts('de');

  test.each(balanceShops)(
    '$name: linked from the account home, the balance as the shop formats it; axe finds nothing',
    async (balanceShop) => {
      const market = { host: balanceShop.host, prefix: '', language: 'de' } as const;
      const page = await suite.customerAt(market, balanceShop.email, true, '/konto/');
      await page.getByRole('link', { name: shopText('account.shortcuts.accountBalance') }).click();
      await page
        .getByRole('heading', { level: 1, name: shopText('accountBalance.title') })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/konto/konto/balance/');
      const amount = balanceShop.cents === 0 ? '0,00\u00a0€' : '47,11\u00a0€';
      await page.locator('[data-slot="account-balance"]').getByText(amount).waitFor();
      await page
        .getByText(
          shopText(balanceShop.cents === 0 ? 'accountBalance.none' : 'accountBalance.credit'),
        )
        .waitFor();
      expect(await axeViolations(page), 'balance').toEqual([]);
      await page.context().close();
    },
  );

  test.each([markets[1], markets[2]])(
    '$name: no balance in a Nido shop — the 404 page, and no link to it; axe finds nothing',
    async (market) => {
      const { shop: shopText, ui } = marketTexts(market.language);
      const { page } = await newCustomerAt(market, true, '/konto/');
      await page.getByRole('heading', { level: 1, name: shopText('account.title') }).waitFor();
      expect(await page.locator('a[href$="/konto/konto/balance/"]').count()).toBe(0);
      const answer = await page.goto(
        suite.url(market.host, `${market.prefix}/konto/konto/balance/`),
        {
          waitUntil: 'networkidle',
        },
      );
      expect(answer?.status()).toBe(404);
      await page
        .getByRole('heading', { level: 1, name: ui('errorPage.notFoundHeadline') })
        .waitFor();
      expect(await axeViolations(page), '404 page').toEqual([]);
      await page.context().close();
    },
  );
});
