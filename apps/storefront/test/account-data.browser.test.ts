import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { accountBrowserSuite, accountMarkets, marketTexts } from './support/account-suite';
import { submitForm } from './support/form-post';
import { customerPassword } from './support/shop-with-orders';

/**
 * The account's data pages in Chromium (issue 19; §2 `/konto/meine-daten/`,
 * `/konto/persoenliche-daten/`, `/konto/adressbuch/`, `/konto/passwort/`): a registered
 * customer edits personal data, adds and edits an address and changes the password (the
 * password guide ticking the rules; another window signed in before ends), with
 * JavaScript (react-hook-form and fetchers, the answer a toast) and without (the page answers
 * itself with the toast), in three markets and languages; axe (WCAG 2.2 AA) on every page.
 */

const markets = accountMarkets;
type Market = (typeof markets)[number];

/** A good and a wrong postcode of each market's country. */
const postcodes = {
  DE: { good: '50667', wrong: '5066' },
  CH: { good: '8001', wrong: '0800' },
  BE: { good: '1000', wrong: '100' },
} as const;

const emailOf = (market: Market, javaScript: boolean) =>
  `data.${market.language}.${javaScript ? 'js' : 'plain'}@example.test`;

const suite = accountBrowserSuite(
  markets.flatMap((market) =>
    [true, false].map((javaScript) => ({
      host: market.host,
      email: emailOf(market, javaScript),
      firstName: 'Mia',
      orders: [],
    })),
  ),
  {
    network: '10.73',
  },
);

/** A window of the market's customer, signed in through the login call, at `path`. */
function customerAt(market: Market, javaScript: boolean, path: string): Promise<Page> {
  return suite.customerAt(market, emailOf(market, javaScript), javaScript, path);
}

async function fillAddress(page: Page, market: Market, postalCode: string) {
  const form = page.locator('[data-slot="address-form"]');
  await form.locator('select[name="address.salutation"]').selectOption('f');
  await form.locator('input[name="address.street"]').fill('Hauptstraße');
  await form.locator('input[name="address.houseNumber"]').fill('7');
  await form.locator('input[name="address.postalCode"]').fill(postalCode);
  await form.locator('input[name="address.city"]').fill('Musterstadt');
  await form.locator('select[name="address.country"]').selectOption(market.country);
}

describe.each(markets)('$name: the account’s data pages (issue 19)', (market) => {
  const { shop: shopText, ui } = marketTexts(market.language);

  test('with JavaScript: personal data, an address and the password change in place, each with its toast; axe finds nothing', async () => {
    const page = await customerAt(market, true, '/konto/meine-daten/');
    await page
      .getByRole('heading', { level: 1, name: shopText('accountData.myDataTitle') })
      .waitFor();
    expect(await axeViolations(page), 'my data').toEqual([]);

    // Personal data: the browser checks the §5 name rules before anything is sent.
    await page
      .getByRole('link', { name: shopText('accountData.changePersonalData') })
      .press('Enter');
    await page
      .getByRole('heading', { level: 1, name: shopText('accountData.personalDataTitle') })
      .waitFor();
    const lastName = page.getByLabel(ui('fields.lastName'), { exact: true });
    await lastName.fill("D'Artagnan");
    await page.getByRole('button', { name: shopText('accountData.save') }).press('Enter');
    await page.getByText(ui('validation.name-characters')).waitFor();
    expect(await lastName.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page), 'personal data with a message').toEqual([]);
    await lastName.fill('Dupont-Müller');
    await page.getByRole('button', { name: shopText('accountData.save') }).press('Enter');
    await page.getByText(shopText('accountData.personalDataSaved')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`${market.prefix}/konto/persoenliche-daten/`);

    // The address book: the first address, with a wrong postcode first (refused in the browser
    // by the server's schema: nothing is sent, the field says why and has the focus), then the
    // right one; the list shows it and the form closes.
    await page.goto(suite.url(market.host, `${market.prefix}/konto/adressbuch/`), {
      waitUntil: 'networkidle',
    });
    const addressPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') addressPosts.push(request.url());
    });
    await fillAddress(page, market, postcodes[market.country].wrong);
    await page.getByRole('button', { name: shopText('accountData.saveAddress') }).press('Enter');
    await page.getByText(shopText('checkout.postalCode')).waitFor();
    const postalCode = page.locator('input[name="address.postalCode"]');
    expect(await postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)).toBe(
      'address.postalCode',
    );
    expect(addressPosts).toEqual([]);
    expect(await axeViolations(page), 'address book with a message').toEqual([]);
    await page.locator('input[name="address.postalCode"]').fill(postcodes[market.country].good);
    await page.getByRole('button', { name: shopText('accountData.saveAddress') }).press('Enter');
    await page.getByText(shopText('accountData.addressSaved')).first().waitFor();
    await page.locator('[data-slot="address-book-entry"]').first().waitFor();
    await page.locator('[data-slot="address-form"]').waitFor({ state: 'detached' });
    expect(await page.locator('[data-slot="address-book-entry"]').textContent()).toContain(
      'Hauptstraße 7',
    );
    expect(await axeViolations(page), 'address book').toEqual([]);

    // Edit it: the form opens filled in, and the change shows in the list.
    await page.getByRole('link', { name: shopText('accountData.editAddress') }).press('Enter');
    const street = page.locator('input[name="address.street"]');
    await street.waitFor();
    expect(await street.inputValue()).toBe('Hauptstraße');
    await street.fill('Nebenweg');
    await page.getByRole('button', { name: shopText('accountData.saveAddress') }).press('Enter');
    await page.locator('[data-slot="address-form"]').waitFor({ state: 'detached' });
    await page.getByText('Nebenweg 7').waitFor();

    // The password: another window of the customer's is signed in before the change.
    const other = await customerAt(market, true, '/konto/');
    await other.getByRole('heading', { level: 1, name: shopText('account.title') }).waitFor();
    // The guide ticks the rules as the new password is typed; a wrong current password is
    // said at its field.
    await page.goto(suite.url(market.host, `${market.prefix}/konto/passwort/`), {
      waitUntil: 'networkidle',
    });
    const rules = page.locator('[data-slot="password-guide-rule"]');
    expect(await rules.count()).toBeGreaterThan(1);
    await page.getByLabel(ui('fields.newPassword'), { exact: true }).fill('kurz');
    await expect
      .poll(() => page.locator('[data-slot="password-guide-rule"][data-state="unmet"]').count())
      .toBeGreaterThan(0);
    await page
      .getByLabel(shopText('accountData.currentPassword'), { exact: true })
      .fill('Falsch-Passwort1');
    await page.getByLabel(ui('fields.newPassword'), { exact: true }).fill('Herbstlaub-Birne8');
    await expect
      .poll(() => page.locator('[data-slot="password-guide-rule"][data-state="unmet"]').count())
      .toBe(0);
    await page.getByRole('button', { name: shopText('accountData.changePassword') }).press('Enter');
    await page.getByText(shopText('accountData.wrongPassword')).first().waitFor();
    expect(await axeViolations(page), 'password with a message').toEqual([]);
    await page
      .getByLabel(shopText('accountData.currentPassword'), { exact: true })
      .fill(customerPassword);
    await page.getByRole('button', { name: shopText('accountData.changePassword') }).press('Enter');
    await page.getByText(shopText('accountData.passwordChanged')).first().waitFor();
    expect(
      await page.getByLabel(shopText('accountData.currentPassword'), { exact: true }).inputValue(),
    ).toBe('');

    // Old sessions end: the other window is sent to the login on its next page; this one stays.
    await other.reload({ waitUntil: 'networkidle' });
    const ended = new URL(other.url());
    expect(ended.pathname).toBe(`${market.prefix}/login/`);
    expect(ended.searchParams.get('zurueck')).toBe(`${market.prefix}/konto/`);
    await other.context().close();
    await page.goto(suite.url(market.host, `${market.prefix}/konto/`), {
      waitUntil: 'networkidle',
    });
    expect(new URL(page.url()).pathname).toBe(`${market.prefix}/konto/`);
    await page.getByRole('heading', { level: 1, name: shopText('account.title') }).waitFor();
  });

  test('without JavaScript: every form posts to its page, which answers with the toast; axe finds nothing', async () => {
    const page = await customerAt(market, false, '/konto/persoenliche-daten/');
    await page.getByLabel(ui('fields.firstName'), { exact: true }).fill('Léa');
    let answer = await submitForm(page.getByRole('button', { name: shopText('accountData.save') }));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await page.getByText(shopText('accountData.personalDataSaved')).first().waitFor();
    expect(await page.getByLabel(ui('fields.firstName'), { exact: true }).inputValue()).toBe('Léa');
    expect(await axeViolationsWithoutJavaScript(page), 'personal data').toEqual([]);

    // The empty address book opens with the form; a wrong postcode is answered at its field.
    await page.goto(suite.url(market.host, `${market.prefix}/konto/adressbuch/`));
    await fillAddress(page, market, postcodes[market.country].wrong);
    answer = await submitForm(
      page.getByRole('button', { name: shopText('accountData.saveAddress') }),
    );
    expect(answer.status()).toBe(400);
    await page.getByText(shopText('checkout.postalCode')).waitFor();
    expect(await axeViolationsWithoutJavaScript(page), 'address book with a message').toEqual([]);
    await page.locator('input[name="address.postalCode"]').fill(postcodes[market.country].good);
    answer = await submitForm(
      page.getByRole('button', { name: shopText('accountData.saveAddress') }),
    );
    expect(answer.status()).toBe(200);
    await page.getByText(shopText('accountData.addressSaved')).first().waitFor();
    expect(await page.locator('[data-slot="address-book-entry"]').count()).toBe(1);

    // A second one, then made the default shipping address, then deleted.
    await page.getByRole('link', { name: shopText('accountData.addAddress') }).click();
    await fillAddress(page, market, postcodes[market.country].good);
    await page.locator('input[name="address.street"]').fill('Zweite Gasse');
    await submitForm(page.getByRole('button', { name: shopText('accountData.saveAddress') }));
    await page.getByText('Zweite Gasse 7').waitFor();
    const second = page.locator('[data-slot="address-book-entry"]', { hasText: 'Zweite Gasse' });
    answer = await submitForm(
      second.getByRole('button', { name: shopText('accountData.makeDefaultShipping') }),
    );
    expect(answer.status()).toBe(200);
    await page.getByText(shopText('accountData.defaultShippingSet')).first().waitFor();
    expect(await axeViolationsWithoutJavaScript(page), 'address book').toEqual([]);
    answer = await submitForm(
      page
        .locator('[data-slot="address-book-entry"]', { hasText: 'Zweite Gasse' })
        .getByRole('button', { name: shopText('accountData.deleteAddress') }),
    );
    expect(answer.status()).toBe(200);
    await page.getByText(shopText('accountData.addressDeleted')).first().waitFor();
    expect(await page.locator('[data-slot="address-book-entry"]').count()).toBe(1);

    // My data shows the default address; the password page with its guide, then the change.
    await page.goto(suite.url(market.host, `${market.prefix}/konto/meine-daten/`));
    await page.getByText('Hauptstraße 7').first().waitFor();
    expect(await axeViolationsWithoutJavaScript(page), 'my data').toEqual([]);
    await page.goto(suite.url(market.host, `${market.prefix}/konto/passwort/`));
    await page
      .getByLabel(shopText('accountData.currentPassword'), { exact: true })
      .fill(customerPassword);
    await page.getByLabel(ui('fields.newPassword'), { exact: true }).fill('Herbstlaub-Birne8');
    expect(await axeViolationsWithoutJavaScript(page), 'password').toEqual([]);
    answer = await submitForm(
      page.getByRole('button', { name: shopText('accountData.changePassword') }),
    );
    expect(answer.status()).toBe(200);
    await page.getByText(shopText('accountData.passwordChanged')).first().waitFor();
  });
});
