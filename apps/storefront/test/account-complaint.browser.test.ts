import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import {
  accountBrowserSuite,
  accountMarkets,
  marketCustomers,
  marketTexts,
} from './support/account-suite';

/**
 * The order complaint and the account's contact page in Chromium (issue 19; §2
 * `/konto/bestellung/reklamation/{orderNumber}/`, `/konto/kontakt/`, §6 contactFormPrefill):
 * the whole complaint flow — from the order's page to the sent complaint — by keyboard alone in
 * three markets and languages, and axe (WCAG 2.2 AA) on each step of the complaint and on the
 * contact page in de, fr and nl.
 */

const [germany, switzerland, belgium] = accountMarkets;
const markets = [
  { ...germany, email: 'kora@example.de' },
  { ...switzerland, email: 'flore@example.ch' },
  { ...belgium, email: 'nina@example.be' },
] as const;

// Each customer: two delivered orders of three articles (quantities 1, 2, 1 and 2, 1, 2).
const suite = accountBrowserSuite(
  marketCustomers(markets, { firstName: 'Mia', orders: ['delivered', 'delivered'], articles: 3 }),
  { network: '10.91' },
);

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
  // In all three markets: the review and the sent step are checked by axe in de, fr and nl too.
  test.each(markets)(
    '$name: from the order’s page, two of three articles, a reason and a comment; reviewed and sent',
    async (market) => {
      const t = marketTexts(market.language).shop;
      const [orderNumber = ''] = suite.customer(market.email).orderNumbers;
      const page = await suite.signedInAt(
        market,
        market.email,
        `/konto/bestellung/${orderNumber}/`,
      );

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
    const t = marketTexts(market.language).shop;
    const [, orderNumber = ''] = suite.customer(market.email).orderNumbers;
    const page = await suite.signedInAt(
      market,
      market.email,
      `/konto/bestellung/reklamation/${orderNumber}/`,
    );
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
  const t = marketTexts(market.language).shop;

  test('the complaint form, and the contact form filled in with the customer’s name and address, sent with its toast', async () => {
    const [, orderNumber = ''] = suite.customer(market.email).orderNumbers;
    const page = await suite.signedInAt(
      market,
      market.email,
      `/konto/bestellung/reklamation/${orderNumber}/`,
    );
    await page
      .getByRole('heading', { level: 1, name: t('accountComplaint.title', { orderNumber }) })
      .waitFor();
    expect(await axeViolations(page), 'complaint form').toEqual([]);

    await page.goto(suite.url(market.host, `${market.prefix}/konto/kontakt/`), {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1, name: t('accountContact.title') }).waitFor();
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Mia Kundin');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(market.email);
    expect(await page.locator('select[name="subject"] option').count()).toBeGreaterThan(1);
    expect(await axeViolations(page), 'contact').toEqual([]);

    // Sent with JavaScript: the success text in the form's place and the account's toast.
    await page.locator('select[name="subject"]').selectOption({ index: 1 });
    const orderNumberField = page.locator('input[name="orderNumber"]');
    if (await orderNumberField.isVisible()) await orderNumberField.fill(orderNumber);
    await page.locator('textarea[name="message"]').fill('Eine Frage zu meiner Bestellung.');
    await page.locator('[data-slot="cms-contact-form"] button[type="submit"]').press('Enter');
    await page.locator('[data-slot="toast"]').getByText(t('accountContact.sent')).waitFor();
    expect(await page.locator('[data-slot="cms-contact-form"]').getAttribute('data-state')).toBe(
      'sent',
    );
    expect(await axeViolations(page), 'contact sent, with its toast').toEqual([]);
  });
});
