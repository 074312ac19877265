import type { Language } from '@vitrine/domain';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { withConsentByDefault } from './support/consent';
import {
  customerPassword,
  type PreparedCustomer,
  type ShopWithOrders,
  startShopWithOrders,
} from './support/shop-with-orders';

/**
 * The order complaint and the account's contact page in Chromium (issue 19; §2
 * `/konto/bestellung/reklamation/{orderNumber}/`, `/konto/kontakt/`, §6 contactFormPrefill):
 * the whole complaint flow — from the order's page to the sent complaint — by keyboard alone in
 * two markets and languages, and axe (WCAG 2.2 AA) on each step of the complaint and on the
 * contact page in de, fr and nl.
 */

const markets = [
  { name: 'baby DE', host: 'localhost', prefix: '', language: 'de', email: 'kora@example.de' },
  {
    name: 'baby CH in French',
    host: 'ch.nido.localhost',
    prefix: '/fr',
    language: 'fr',
    email: 'flore@example.ch',
  },
  {
    name: 'baby BE in Dutch',
    host: 'be.nido.localhost',
    prefix: '/nl',
    language: 'nl',
    email: 'nina@example.be',
  },
] as const satisfies readonly {
  name: string;
  host: string;
  prefix: string;
  language: Language;
  email: string;
}[];
type Market = (typeof markets)[number];

let shop: ShopWithOrders;
let browser: Browser;
let visitorNumber = 0;

beforeAll(async () => {
  // Each customer: two delivered orders of three articles (quantities 1, 2, 1 and 2, 1, 2).
  shop = await startShopWithOrders(
    markets.map((market) => ({
      host: market.host,
      email: market.email,
      firstName: 'Mia',
      orders: ['delivered', 'delivered'],
      articles: 3,
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
const textsOf =
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}) =>
    translator(language).t(key, values);

/**
 * A browser of its own visitor that asks for `path`, is sent to the login by the guard, signs
 * in there and is led back; the page is hydrated when this returns.
 */
async function signedInAt(market: Market, path: string): Promise<Page> {
  visitorNumber += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.91.0.${visitorNumber}` },
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

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('the whole complaint flow by keyboard alone (issue 19)', () => {
  test.each(markets.slice(0, 2))(
    '$name: from the order’s page, two of three articles, a reason and a comment; reviewed and sent',
    async (market) => {
      const t = textsOf(market.language);
      const [orderNumber = ''] = customerOf(market.email).orderNumbers;
      const page = await signedInAt(market, `/konto/bestellung/${orderNumber}/`);

      const link = page.getByRole('link', { name: t('accountComplaint.fileComplaint') });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await page
        .getByRole('heading', { level: 1, name: t('accountComplaint.title', { orderNumber }) })
        .waitFor();
      await page.waitForLoadState('networkidle');

      const quantities = page.locator('[data-slot="complaint-line"] input');
      expect(await quantities.count()).toBe(3);
      // The first article once, the second twice (as delivered), the third not at all.
      await tabTo(page, quantities.nth(0));
      await page.keyboard.press('ArrowUp');
      await tabTo(page, quantities.nth(1));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await quantities.nth(0).inputValue()).toBe('1');
      expect(await quantities.nth(1).inputValue()).toBe('2');

      const damaged = page.getByRole('radio', { name: t('accountComplaint.reasons.damaged') });
      await tabTo(page, damaged);
      await page.keyboard.press('Space');
      expect(await damaged.isChecked()).toBe(true);
      await tabTo(page, page.getByRole('textbox', { name: t('accountComplaint.comment') }));
      await page.keyboard.type('Kaputt angekommen.');
      await tabTo(page, page.getByRole('button', { name: t('accountComplaint.review') }));
      await page.keyboard.press('Enter');

      // The review takes focus: what will be sent, and the two ways on.
      const review = page.getByRole('heading', { name: t('accountComplaint.reviewHeading') });
      await review.waitFor();
      await page.waitForFunction(
        (text) => document.activeElement?.textContent === text,
        t('accountComplaint.reviewHeading'),
      );
      const summary = await page.locator('[data-slot="complaint-review"]').textContent();
      expect(summary).toContain('Kaputt angekommen.');
      expect(summary).toContain(t('accountComplaint.reasons.damaged'));
      expect(summary).toMatch(/1 × /);
      expect(summary).toMatch(/2 × /);
      expect(await axeViolations(page), 'review').toEqual([]);

      await tabTo(page, page.getByRole('button', { name: t('accountComplaint.send') }));
      await page.keyboard.press('Enter');
      await page.getByText(t('accountComplaint.sent', { orderNumber })).first().waitFor();
      await page.waitForFunction(
        (text) => document.activeElement?.textContent === text,
        t('accountComplaint.sentHeading'),
      );
      expect(await axeViolations(page), 'sent').toEqual([]);
      // Back to the order, by keyboard too.
      const back = page
        .locator('[data-slot="complaint-sent"]')
        .getByRole('link', { name: t('accountComplaint.backToOrder') });
      await tabTo(page, back);
      await page.keyboard.press('Enter');
      await page.waitForURL((address) =>
        address.pathname.endsWith(`/konto/bestellung/${orderNumber}/`),
      );
    },
  );

  test('more than delivered is refused in the page before anything is sent', async () => {
    const market = markets[0];
    const t = textsOf(market.language);
    const [, orderNumber = ''] = customerOf(market.email).orderNumbers;
    const page = await signedInAt(market, `/konto/bestellung/reklamation/${orderNumber}/`);
    const quantities = page.locator('[data-slot="complaint-line"] input');
    // The second article of this order came once (the arrow keys stop at 1: typed instead).
    await tabTo(page, quantities.nth(1));
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    // A radio group is one Tab stop: its first choice, then the arrow keys choose.
    await tabTo(page, page.getByRole('radio', { name: t('accountComplaint.reasons.damaged') }));
    await page.keyboard.press('ArrowDown');
    expect(
      await page.getByRole('radio', { name: t('accountComplaint.reasons.wrongItem') }).isChecked(),
    ).toBe(true);
    await tabTo(page, page.getByRole('button', { name: t('accountComplaint.review') }));
    await page.keyboard.press('Enter');
    await page
      .getByText(translator('de').t('validation.max-value', { ns: 'ui', max: 1 }))
      .waitFor();
    expect(await quantities.nth(1).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-slot="complaint-review"]').count()).toBe(0);
  });
});

describe.each(markets)('$name: axe finds nothing on the complaint and contact pages', (market) => {
  const t = textsOf(market.language);

  test('the complaint form, and the contact form filled in with the customer’s name and address', async () => {
    const [, orderNumber = ''] = customerOf(market.email).orderNumbers;
    const page = await signedInAt(market, `/konto/bestellung/reklamation/${orderNumber}/`);
    await page
      .getByRole('heading', { level: 1, name: t('accountComplaint.title', { orderNumber }) })
      .waitFor();
    expect(await axeViolations(page), 'complaint form').toEqual([]);

    await page.goto(url(market.host, `${market.prefix}/konto/kontakt/`), {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1, name: t('accountContact.title') }).waitFor();
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Mia Kundin');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(market.email);
    expect(await page.locator('select[name="subject"] option').count()).toBeGreaterThan(1);
    expect(await axeViolations(page), 'contact').toEqual([]);
  });
});
