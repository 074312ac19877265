import { paymentMethodsOf, type Shop, shopByKey } from '@vitrine/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { browserVisitor, handSessionTo } from './support/browser-visitor';
import {
  buyableVariant,
  guestWithBasket,
  type JourneyMarket,
  journeyMarkets,
} from './support/checkout-journey';
import { focusIsInDialog } from './support/focus';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the guest sign-up limit per client counts them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

/** A market whose checkout is visited, one per language. */
type Market = JourneyMarket;

const markets: readonly Market[] = [
  journeyMarkets.germany,
  journeyMarkets.switzerlandFrench,
  journeyMarkets.netherlands,
];

const origin = (market: Market) => `http://${market.host}:${suite.storefront.port}`;
const checkoutUrl = (market: Market) => `${origin(market)}${market.prefix}/kasse/`;
const shopText = (market: Market, key: string) => translator(market.language).t(key);

let guests = 0;

/**
 * A browser window of a guest (§6) of the market's shop with one article in the basket: the
 * guest sign-in and the basket go through /api as the shop's scripts send them, and the
 * browser gets the session they opened (calls to loopback with the shop's Host header).
 */
async function guestAtCheckout(market: Market, javaScript: boolean): Promise<BrowserContext> {
  guests += 1;
  const context = await browserVisitor(suite.browser, javaScript);
  const { port } = suite.storefront;
  const cookie = await guestWithBasket(port, market, {
    clientAddress: `10.47.${Math.floor(guests / 250)}.${(guests % 250) + 1}`,
    variantId: await buyableVariant(port, market),
  });
  await handSessionTo(context, market.host, cookie);
  return context;
}

/** Presses Tab until the element the selector names has the focus (keyboard only). */
async function tabTo(page: Page, selector: string) {
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)
    ) {
      return;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

const carrierButton = '[data-slot="checkout-carrier-info"]';
const focusOnCarrierButton = (page: Page) =>
  page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, carrierButton);

describe.each(markets)(
  '/kasse/ in $name with JavaScript: carrier info dialog and payment marks (issue 18, §2 carrier info, §3 payment codes, §4 dialog)',
  (market) => {
    test('the payment methods show their marks; axe finds nothing; the carrier info opens from the keyboard as a dialog with the focus inside, Escape closes it and the focus is back on its button; axe finds nothing with it open', async () => {
      const context = await guestAtCheckout(market, true);
      const page = await context.newPage();
      await page.goto(checkoutUrl(market), { waitUntil: 'networkidle' });
      const country = (shopByKey(market.key) as Shop).country;
      const marks = page.locator(
        '[data-slot="checkout-payment-methods"] [data-slot="payment-mark"]',
      );
      expect(await marks.count()).toBe(
        paymentMethodsOf(country).filter((method) => method !== 'G').length,
      );
      expect(await marks.first().isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await tabTo(page, carrierButton);
      expect(await page.locator(carrierButton).textContent()).toBe(
        shopText(market, 'checkout.carrierInfo'),
      );
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {
        name: uiText(market.language)('dialogs.carrierInfo.title'),
      });
      await dialog.waitFor();
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
      await expect.poll(() => focusIsInDialog(page)).toBe(true);
      // Opened in the page: no post, no step, the same address.
      expect(page.url()).toBe(checkoutUrl(market));
      expect(await page.locator('[data-slot="checkout-carrier-step"]').count()).toBe(0);
      expect(await page.locator(carrierButton).getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusOnCarrierButton(page)).toBe(true);
      expect(await page.locator(carrierButton).getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });
  },
);

describe('/kasse/ carrier info keeps the form (issue 18: every form works without JavaScript)', () => {
  const germany = markets[0] as Market;
  const street = '[name="billingAddress.street"]';

  test('with JavaScript, Enter in a field reviews the form and opens no dialog', async () => {
    const context = await guestAtCheckout(germany, true);
    const page = await context.newPage();
    await page.goto(checkoutUrl(germany), { waitUntil: 'networkidle' });
    await page.locator(street).fill('Lindenallee');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.locator(street).press('Enter'),
    ]);
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).search).not.toContain('versandpartner');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator(street).inputValue()).toBe('Lindenallee');
    await context.close();
  });

  test('without JavaScript, the button shows the carriers in the page with what was typed; its way back hides them and keeps it too; axe finds nothing', async () => {
    const context = await guestAtCheckout(germany, false);
    const page = await context.newPage();
    await page.goto(checkoutUrl(germany));
    await page.locator(street).fill('Lindenallee');
    await page.locator('input[name="paymentMethod"][value="RE"]').check();
    await page.locator(carrierButton).click();
    const step = page.locator('[data-slot="checkout-carrier-step"]');
    await step.waitFor();
    expect(page.url()).toBe(`${checkoutUrl(germany)}?versandpartner#versandpartner`);
    expect(await step.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.locator(street).inputValue()).toBe('Lindenallee');
    expect(await page.locator('input[name="paymentMethod"][value="RE"]').isChecked()).toBe(true);
    expect(await axeViolationsWithoutJavaScript(page)).toEqual([]);

    await step
      .getByRole('button', { name: shopText(germany, 'checkout.carrierInfoClose') })
      .click();
    await step.waitFor({ state: 'detached' });
    expect(page.url()).toBe(checkoutUrl(germany));
    expect(await page.locator(street).inputValue()).toBe('Lindenallee');
    expect(await page.locator('[data-slot="checkout-errors"]').count()).toBe(0);
    await context.close();
  });
});
