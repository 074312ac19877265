import { randomBytes } from 'node:crypto';
import { type Shop, shopByKey } from '@vitrine/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { resources } from '../app/i18n/resources';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { customerPassword, registerCustomer } from './support/registered-customer';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

/**
 * Register, guest and login in Chromium (issue 18: §2 /login/ and /kasse/login/, §4 auth
 * events and the basket merge, §5 register and guest groups, §6 checkout login and guards),
 * with and without JavaScript, in de, fr and nl; axe on each page with its errors shown.
 */

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = (host: string) => `http://${host}:${suite.storefront.port}`;
const password = customerPassword;
const languageShops = browserShops.filter((shop) => shop.key !== 'vital-at');
const germanShop = languageShops[0] as BrowserShop;

let accounts = 0;
function newEmail(): string {
  accounts += 1;
  return `browser.${accounts}.${Date.now()}@example.de`;
}

/** A registered customer, made through the /api call as the shop's scripts would. */
async function customer(shop: BrowserShop): Promise<string> {
  const email = newEmail();
  await registerCustomer(suite.storefront.port, {
    email,
    host: shop.host,
    clientAddress: `10.82.0.${accounts % 250}`,
  });
  return email;
}

interface AuthEventSeen {
  readonly event: string;
  readonly method?: string;
  readonly customer_no?: string;
}

/** The §4 auth events the page put in the data layer. */
const authEvents = (page: Page): Promise<AuthEventSeen[]> =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      'event' in entry &&
      ['login', 'sign_up', 'guest_login'].includes(String(entry.event))
        ? [entry as AuthEventSeen]
        : [],
    ),
  );

/** The shop's texts for the forms: the storefront's and the design system's. */
function textsOf(shop: BrowserShop) {
  const own = resources[shop.language];
  const ui = uiText(shop.language);
  return { own, ui };
}

/** Fills the names, salutation, e-mail and newsletter of a register or guest form. */
async function fillPerson(form: Locator, shop: BrowserShop, email: string) {
  const { own, ui } = textsOf(shop);
  await form.getByRole('radio', { name: ui('fields.genderDiverse') }).check();
  await form.getByLabel(ui('fields.firstName'), { exact: true }).fill('Sascha');
  await form.getByLabel(ui('fields.lastName'), { exact: true }).fill('Neu-Kunde');
  await form.getByLabel(ui('fields.email'), { exact: true }).fill(email);
  await form.getByRole('radio', { name: own.signUp.newsletterNo }).check();
}

const fieldErrors = (form: Locator) => form.locator('[data-slot="field-error"]');

describe.each([
  { javaScript: true, label: 'with JavaScript' },
  { javaScript: false, label: 'without JavaScript' },
])('registering on /login/ $label (§5 register, §4 sign_up)', ({ javaScript }) => {
  test.each(languageShops)(
    '$shop: refused with the messages at the fields (axe finds nothing with JavaScript), then registered and back where it came from',
    async (shop) => {
      const { own, ui } = textsOf(shop);
      const context = await browserVisitor(suite.browser, javaScript);
      const page = await context.newPage();
      const wishlist = `${shop.prefix}/wunschliste/`;
      await page.goto(
        `${origin(shop.host)}${shop.prefix}/login/?zurueck=${encodeURIComponent(wishlist)}`,
        { waitUntil: 'networkidle' },
      );
      const form = page.locator('form[aria-labelledby="register-heading"]');
      await form.getByRole('button', { name: own.signUp.register }).click();
      // Names, salutation, e-mail, password and newsletter: each says what it needs.
      await fieldErrors(form).nth(5).waitFor();
      await expect(fieldErrors(form).count()).resolves.toBe(6);
      await expect(
        form.getByLabel(ui('fields.firstName'), { exact: true }).getAttribute('aria-invalid'),
      ).resolves.toBe('true');
      // axe runs in the page's own JavaScript: checked on the run that has it.
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      await fillPerson(form, shop, newEmail());
      await form.getByLabel(ui('fields.password'), { exact: true }).fill(password);
      await form.getByRole('button', { name: own.signUp.register }).click();
      await page.waitForURL((address) => address.pathname === wishlist);
      if (javaScript) {
        const [event] = await authEvents(page);
        expect(event).toMatchObject({ event: 'sign_up', method: 'email' });
        expect(event?.customer_no).toMatch(/^\S+$/);
      }
      await context.close();
    },
  );
});

describe('a leaked password is refused in the browser (§5 leak check)', () => {
  test('the server says so at the password, the visitor stays on the login', async () => {
    const { own, ui } = textsOf(germanShop);
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin(germanShop.host)}/login/`, { waitUntil: 'networkidle' });
    const form = page.locator('form[aria-labelledby="register-heading"]');
    await fillPerson(form, germanShop, newEmail());
    await form.getByLabel(ui('fields.password'), { exact: true }).fill('Password123');
    await form.getByRole('button', { name: own.signUp.register }).click();
    await expect(fieldErrors(form).first().textContent()).resolves.toContain(
      ui('reset-password.fields.new-password.leaked'),
    );
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await authEvents(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  { javaScript: true, label: 'with JavaScript' },
  { javaScript: false, label: 'without JavaScript' },
])(
  'the checkout login $label (§6 guest first, auth-checkout guard, §4 guest event)',
  ({ javaScript }) => {
    test.each(languageShops)(
      '$shop: /kasse/ sends to /kasse/login/; the guest form refuses blanks (axe finds nothing with JavaScript), then goes on past the guard (to the basket, which is empty)',
      async (shop) => {
        const { own } = textsOf(shop);
        const context = await browserVisitor(suite.browser, javaScript);
        const page = await context.newPage();
        await page.goto(`${origin(shop.host)}${shop.prefix}/kasse/`, { waitUntil: 'networkidle' });
        expect(new URL(page.url()).pathname).toBe(`${shop.prefix}/kasse/login/`);
        // §6: the guest form comes first.
        await expect(page.locator('h2').first().textContent()).resolves.toBe(
          own.signUp.guestHeading,
        );
        const form = page.locator('form[aria-labelledby="guest-heading"]');
        await form.getByRole('button', { name: own.signUp.continueAsGuest }).click();
        await fieldErrors(form).nth(4).waitFor();
        // axe runs in the page's own JavaScript: checked on the run that has it.
        if (javaScript) expect(await axeViolations(page)).toEqual([]);

        await fillPerson(form, shop, newEmail());
        await form.getByRole('button', { name: own.signUp.continueAsGuest }).click();
        // On to /kasse/, past its guard now; with nothing in the basket the checkout page sends
        // the new guest on to the basket.
        await page.waitForURL((address) => address.pathname === `${shop.prefix}/warenkorb/`);
        if (javaScript) {
          const [event] = await authEvents(page);
          expect(event).toMatchObject({ event: 'guest_login', method: 'email' });
          expect(event?.customer_no).toMatch(/^\S+$/);
        }
        await context.close();
      },
    );
  },
);

interface ApiVariant {
  readonly id: number;
  readonly stock: { readonly quantity: number };
  readonly logistics: { readonly bvc: number };
}

/** A buyable variant of the shop, from the §7 recommendations call. */
async function buyableVariant(shop: BrowserShop): Promise<number> {
  const keys = Array.from({ length: 40 }, (_, index) => String(shop.firstProduct + index));
  const answer = await send(suite.storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
    host: shop.host,
  });
  const { products } = JSON.parse(answer.body) as { products: { variants: ApiVariant[] }[] };
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 5);
  if (variant === undefined) throw new Error(`no buyable variant in ${shop.shop}`);
  return variant.id;
}

/** An anonymous basket with one line, its session handed to the browser (§7 addItem). */
async function anonymousBasketLine(context: BrowserContext, shop: BrowserShop): Promise<void> {
  const { id } = shopByKey(shop.key) as Shop;
  const added = await send(suite.storefront.port, {
    method: 'POST',
    path: `/api/shop/basket/addItem/?locale=${shop.locale}`,
    host: shop.host,
    headers: { origin: origin(shop.host) },
    json: {
      basketKey: `basket_${id}_${randomBytes(16).toString('hex')}`,
      variantId: await buyableVariant(shop),
      quantity: 1,
    },
  });
  expect(added.status).toBe(200);
  const cookie = [added.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('vitrine_session='))
    ?.split(';', 1)[0];
  const [name, ...value] = (cookie ?? '').split('=');
  await context.addCookies([
    { name: name ?? '', value: value.join('='), domain: shop.host, path: '/' },
  ]);
}

describe.each([
  { javaScript: true, label: 'with JavaScript' },
  { javaScript: false, label: 'without JavaScript' },
])('login $label: the guard round trip and the basket merge (§4)', ({ javaScript }) => {
  test('/konto/bestellungen/ sends to /login/ and the login back; the anonymous basket line is in the customer basket', async () => {
    const { ui } = textsOf(germanShop);
    const email = await customer(germanShop);
    const context = await browserVisitor(suite.browser, javaScript);
    await anonymousBasketLine(context, germanShop);
    const page = await context.newPage();
    await page.goto(`${origin(germanShop.host)}/konto/bestellungen/`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(new URL(page.url()).searchParams.get('zurueck')).toBe('/konto/bestellungen/');
    const login = page.locator('form[aria-labelledby="login-heading"]');
    await login.getByLabel(ui('fields.email')).fill(email);
    await login.getByLabel(ui('fields.password'), { exact: true }).fill(password);
    await login.getByRole('button', { name: ui('actions.login'), exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/konto/bestellungen/');
    if (javaScript) {
      const [event] = await authEvents(page);
      expect(event).toMatchObject({ event: 'login', method: 'email' });
      expect(event?.customer_no).toMatch(/^\S+$/);
    }
    await page.goto(`${origin(germanShop.host)}/warenkorb/`, { waitUntil: 'networkidle' });
    await expect(page.locator('article[data-slot="basket-product-card"]').count()).resolves.toBe(1);
    await context.close();
  });
});
