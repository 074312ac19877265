import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { browserVisitor } from './support/browser-visitor';
import { decodeQuotedPrintable, mailboxForSuite } from './support/mail';
import { customerPassword, registerCustomer } from './support/registered-customer';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

/**
 * Signing in and setting a new password in the browser (issue 18: sign-in, §2 /login/ and
 * /konto/neues-passwort/, §4 auth guard, §5 login/reset/new password), with and without
 * JavaScript, and axe on each state in de, fr and nl.
 */

const mailbox = mailboxForSuite();
const suite = storefrontInBrowserForSuite(() => ({
  SMTP_URL: mailbox.url,
  TRUST_PROXY: 'loopback',
}));
const url = (host: string, path: string) => `http://${host}:${suite.storefront.port}${path}`;
const password = customerPassword;
let customerNumber = 0;

/** A registered customer of the shop on `host`, made through the /api call as a script would. */
async function customer(host = 'localhost'): Promise<string> {
  customerNumber += 1;
  const email = `kundin.${customerNumber}.${Date.now()}@example.de`;
  await registerCustomer(suite.storefront.port, {
    email,
    host,
    clientAddress: `10.62.0.${customerNumber}`,
  });
  return email;
}

/** A browser tab of its own visitor: its own client address, so the login limits count apart. */
async function tab(javaScript: boolean): Promise<Page> {
  const context = await browserVisitor(suite.browser, javaScript);
  return context.newPage();
}

describe.each([
  { javaScript: true, label: 'with JavaScript' },
  { javaScript: false, label: 'without JavaScript' },
])('signing in $label (issue 18, §4 auth guard)', ({ javaScript }) => {
  test('an account page sends the visitor to the login and the login back to it', async () => {
    const email = await customer();
    const page = await tab(javaScript);
    await page.goto(url('localhost', '/konto/bestellungen/'), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/login/');
    const login = page.locator('form[aria-labelledby="login-heading"]');
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill('Falsch-Passwort1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'E-Mail-Adresse oder Passwort stimmen nicht.',
    );
    // Still on the login with the way back and the address kept.
    expect(new URL(page.url()).searchParams.get('zurueck')).toBe('/konto/bestellungen/');
    await expect(login.getByLabel('E-Mail-Adresse').inputValue()).resolves.toBe(email);
    await login.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/konto/bestellungen/');
    // Signed in: the login sends the customer on to the account (§2 the header's account
    // entry), whose home says who is there and signs out.
    await page.goto(url('localhost', '/login/'), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/konto/');
    await expect(page.locator('main').textContent()).resolves.toContain(`Angemeldet als ${email}.`);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await page.goto(url('localhost', '/konto/'), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/login/');
    await page.context().close();
  });
});

describe('a new password from the reset mail (§2 /konto/neues-passwort/, §5)', () => {
  test('ask on the login page, follow the mail link, set the password, sign in with it; the link then no longer works', async () => {
    const email = await customer();
    const page = await tab(true);
    await page.goto(url('localhost', '/login/'), { waitUntil: 'networkidle' });
    await page.getByText('Passwort vergessen?').click();
    const resetForm = page.locator('details form');
    await resetForm.getByLabel('E-Mail-Adresse').fill(email);
    await resetForm.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect(page.getByRole('status').first().textContent()).resolves.toContain(
      'Wenn ein Kundenkonto mit dieser Adresse besteht',
    );
    const mail = await mailbox.mailTo(email);
    const link = /https?:\/\/[^\s"<>]*\/konto\/neues-passwort\/\?hash=[\w%-]+/.exec(
      decodeQuotedPrintable(mail.data),
    )?.[0];
    expect(link).toBeDefined();
    const address = new URL(link ?? '');
    const resetPath = `${address.pathname}${address.search}`;
    await page.goto(url('localhost', resetPath), { waitUntil: 'networkidle' });
    const newPassword = 'Herbstlaub-Birne8';
    await page.getByLabel('Neues Passwort').fill('kurz');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(
      page.locator('[data-slot="field-error"]').first().textContent(),
    ).resolves.toContain('Mindestens 10 Zeichen');
    await page.getByLabel('Neues Passwort').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('status').first().textContent()).resolves.toContain(
      'Ihr neues Passwort ist gespeichert.',
    );
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    const login = page.locator('form[aria-labelledby="login-heading"]');
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL((location) => location.pathname === '/');
    // The link was for one use.
    await page.goto(url('localhost', resetPath), { waitUntil: 'networkidle' });
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Dieser Link funktioniert nicht mehr',
    );
    await page.context().close();
  });
});

describe.each([
  {
    host: 'localhost',
    prefix: '',
    language: 'de',
    login: 'Anmelden',
    forgot: 'Passwort vergessen?',
  },
  {
    host: 'ch.nido.localhost',
    prefix: '/fr',
    language: 'fr',
    login: 'Se connecter',
    forgot: 'Mot de passe oublié\u202f?',
  },
  {
    host: 'be.nido.localhost',
    prefix: '/nl',
    language: 'nl',
    login: 'Inloggen',
    forgot: 'Wachtwoord vergeten?',
  },
])(
  'axe finds nothing on the sign-in pages in $language (WCAG 2.2 AA)',
  ({ host, prefix, forgot }) => {
    test('the login with errors shown and the reset form open; the new-password page with a dead link', async () => {
      const page = await tab(true);
      await page.goto(url(host, `${prefix}/login/`), { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);
      // Sent empty: the schema the server applies answers in the browser (issue 18), no post.
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      const login = page.locator('form[aria-labelledby="login-heading"]');
      await login.locator('button[type="submit"]').click();
      await page.locator('[data-slot="field-error"]').first().waitFor();
      expect(await login.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
      expect(posts).toEqual([]);
      await page.getByText(forgot).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(url(host, `${prefix}/konto/neues-passwort/?hash=abgelaufen`), {
        waitUntil: 'networkidle',
      });
      await page.getByRole('alert').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  },
);
