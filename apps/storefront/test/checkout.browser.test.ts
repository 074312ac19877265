import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { accessibilityCheck } from './support/accessibility';
import {
  buyableVariant,
  guestWithBasket,
  type JourneyMarket,
  journeyMarkets,
} from './support/checkout-journey';
import { storefrontInBrowserForSuite } from './support/storefront-browser';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the sign-up limit per client counts the guests apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

/** A market whose checkout the journeys go through, with a payment method of its own (§9). */
interface CheckoutMarket extends JourneyMarket {
  readonly postalCode: string;
  /** A payment method only this market offers. */
  readonly marketMethod: string;
  /** What the test provider answers for it: invoice settles later (pending), the others pay. */
  readonly paymentState: 'pending' | 'paid';
}

const germany: CheckoutMarket = {
  ...journeyMarkets.germany,
  postalCode: '50667',
  marketMethod: 'RE',
  paymentState: 'pending',
};
const switzerlandFrench: CheckoutMarket = {
  ...journeyMarkets.switzerlandFrench,
  postalCode: '8001',
  marketMethod: 'TW',
  paymentState: 'paid',
};
const netherlands: CheckoutMarket = {
  ...journeyMarkets.netherlands,
  postalCode: '1017cz',
  marketMethod: 'IL',
  paymentState: 'paid',
};

const origin = (market: CheckoutMarket) => `http://${market.host}:${suite.storefront.port}`;
const text = (market: CheckoutMarket, key: string, values: Record<string, unknown> = {}) =>
  translator(market.language).t(key, { ns: ['translation', 'ui'], ...values });

let visitors = 0;

/**
 * A browser visitor who checks out as a guest (§6) with one article in the basket: the guest
 * sign-in and the basket go through /api as the shop's own scripts send them (the guest form
 * is another page's), and the browser gets the session they opened. Node does not resolve
 * `*.localhost` as Chromium does, so the calls go to loopback with the shop's Host header.
 */
async function guestVisitor(market: CheckoutMarket, javaScript: boolean): Promise<BrowserContext> {
  visitors += 1;
  const address = `10.44.${Math.floor(visitors / 250)}.${visitors % 250}`;
  const context = await suite.browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const session = await guestWithBasket(suite.storefront.port, market, {
    clientAddress: address,
    variantId: variants.get(market) ?? 0,
  });
  const [name, ...value] = session.split('=');
  await context.addCookies([
    { name: name ?? '', value: value.join('='), domain: market.host, path: '/' },
  ]);
  return context;
}

const variants = new Map<CheckoutMarket, number>();
beforeAll(async () => {
  for (const market of [germany, switzerlandFrench, netherlands]) {
    variants.set(market, await buyableVariant(suite.storefront.port, market));
  }
});

async function expectNoAxeViolations(page: Page) {
  const audit = await accessibilityCheck(page).analyze();
  expect(
    audit.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
  ).toEqual([]);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && 'event' in entry ? [String(entry.event)] : [],
    ),
  );

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Fills the billing address (a new one) with the market's postcode. */
async function fillAddress(page: Page, market: CheckoutMarket) {
  await field(page, 'billingAddress.street').fill('Lindenallee');
  await field(page, 'billingAddress.houseNumber').fill('12a');
  await field(page, 'billingAddress.postalCode').fill(market.postalCode);
  await field(page, 'billingAddress.city').fill('Stadt');
  await field(page, 'billingAddress.country').selectOption(market.country);
}

const checkoutUrl = (market: CheckoutMarket) => `${origin(market)}${market.prefix}/kasse/`;
const thankYouPath = (market: CheckoutMarket) => `${market.prefix}/danke/`;

describe.each([germany, switzerlandFrench, netherlands])(
  'guest checkout in $name with its own payment method (issue 18, §6, §9)',
  (market) => {
    test('errors shown inline (axe finds nothing), then the order with the market’s method; /danke/ once (axe), begin_checkout and purchase in the data layer', async () => {
      const context = await guestVisitor(market, true);
      const page = await context.newPage();
      await page.goto(checkoutUrl(market), { waitUntil: 'networkidle' });
      expect(await dataLayerEvents(page)).toContain('begin_checkout');
      await expect
        .poll(() =>
          page.locator(`input[name="paymentMethod"][value="${market.marketMethod}"]`).count(),
        )
        .toBe(1);

      // Ordered without the address, payment and terms: every message at its field, found by
      // the server's schema in the browser (nothing is posted), the summary focused.
      const posts: string[] = [];
      const countPosts = (request: { method: () => string; url: () => string }) => {
        if (request.method() === 'POST') posts.push(request.url());
      };
      page.on('request', countPosts);
      await page.locator('[data-slot="checkout-place-order"]').click();
      const errors = page.locator('[data-slot="checkout-errors"]');
      await errors.waitFor();
      await expect
        .poll(() => errors.textContent())
        .toContain(text(market, 'checkout.termsRequired'));
      expect(await field(page, 'billingAddress.street').getAttribute('aria-invalid')).toBe('true');
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null),
      ).toBe('checkout-errors');
      expect(posts).toEqual([]);
      page.off('request', countPosts);
      await expectNoAxeViolations(page);

      await fillAddress(page, market);
      await page.locator(`input[name="paymentMethod"][value="${market.marketMethod}"]`).check();
      await page.locator('input[name="termsAccepted"]').check();
      await page.locator('[data-slot="checkout-place-order"]').click();
      await page.waitForURL(`**${thankYouPath(market)}`);
      await page.locator('[data-slot="thank-you-order-number"]').waitFor();
      expect(await page.locator('[data-slot="thank-you-payment"]').textContent()).toBe(
        text(market, `checkout.payment.${market.marketMethod}`),
      );
      // The payment as the provider answered it; a pending one is never shown as paid (issue 18).
      const paymentState = page.locator('[data-slot="thank-you-payment-state"]');
      expect(await paymentState.getAttribute('data-state')).toBe(market.paymentState);
      expect(await paymentState.textContent()).toBe(
        text(market, `checkout.paymentState.${market.paymentState}`),
      );
      expect(await page.locator('[data-slot="thank-you-payment-pending"]').count()).toBe(
        market.paymentState === 'pending' ? 1 : 0,
      );
      await expect.poll(() => dataLayerEvents(page)).toContain('purchase');
      await expectNoAxeViolations(page);

      // Later, the page shows the thank-you-expired content, not the order.
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator('[data-slot="thank-you-expired"]').waitFor();
      expect(await page.locator('[data-slot="thank-you-order-number"]').count()).toBe(0);
      await context.close();
    });
  },
);

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

async function typeInto(page: Page, name: string, value: string) {
  await tabTo(page, `[name="${name}"]`);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** Moves through a radio group with the arrow keys until the value is chosen. */
async function chooseWithArrows(page: Page, name: string, value: string) {
  await tabTo(page, `input[name="${name}"]`);
  for (let step = 0; step < 12; step += 1) {
    const chosen = await page.evaluate(
      ([group, wanted]) =>
        (document.querySelector(`input[name="${group}"]:checked`) as HTMLInputElement | null)
          ?.value === wanted,
      [name, value] as const,
    );
    if (chosen) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrow keys never chose ${value}`);
}

describe('the guest checkout with the keyboard alone (issue 18, DESIGN.md accessibility)', () => {
  test('a declined card says so at the payment choice and keeps everything; PayPal then places the order', async () => {
    const context = await guestVisitor(germany, true);
    const page = await context.newPage();
    await page.goto(checkoutUrl(germany), { waitUntil: 'networkidle' });
    await typeInto(page, 'billingAddress.street', 'Lindenallee');
    await typeInto(page, 'billingAddress.houseNumber', '12a');
    await typeInto(page, 'billingAddress.postalCode', '50667');
    await typeInto(page, 'billingAddress.city', 'Köln');
    await chooseWithArrows(page, 'paymentMethod', 'KK');
    await typeInto(page, 'cardNumber', '4000 0000 0000 0002');
    await tabTo(page, 'input[name="termsAccepted"]');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-slot="checkout-place-order"]');
    await page.keyboard.press('Enter');

    const errors = page.locator('[data-slot="checkout-errors"]');
    await errors.waitFor();
    await expect
      .poll(() => errors.textContent())
      .toContain(text(germany, 'checkout.paymentDeclined'));
    // The summary has the focus; the message is also at the payment choice; nothing is lost.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe(
      'checkout-errors',
    );
    await page.locator('#checkout-paymentMethod-error').waitFor();
    expect(await field(page, 'billingAddress.street').inputValue()).toBe('Lindenallee');
    expect(await page.locator('[data-slot="checkout-review-line"]').count()).toBe(1);
    expect(page.url()).toBe(checkoutUrl(germany));

    await chooseWithArrows(page, 'paymentMethod', 'PP');
    await tabTo(page, '[data-slot="checkout-place-order"]');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/danke/');
    await page.locator('[data-slot="thank-you-order-number"]').waitFor();
    expect(await page.locator('[data-slot="thank-you-payment"]').textContent()).toBe('PayPal');
    await context.close();
  });
});

describe('the guest checkout without JavaScript (issue 18: forms post to the page)', () => {
  test('messages come with the page; the order is placed; /danke/ once, then expired', async () => {
    const context = await guestVisitor(germany, false);
    const page = await context.newPage();
    await page.goto(checkoutUrl(germany));
    await page.locator('[data-slot="checkout-place-order"]').click();
    await page.locator('[data-slot="checkout-errors"]').waitFor();
    expect(await field(page, 'billingAddress.postalCode').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await fillAddress(page, { ...germany, postalCode: '5066' });
    await page.locator('input[name="paymentMethod"][value="RE"]').check();
    await page.locator('input[name="termsAccepted"]').check();
    await page.locator('[data-slot="checkout-place-order"]').click();
    // A four-digit German postcode: said at the field, the rest kept.
    await page.locator('#checkout-billingAddress-postalCode-error').waitFor();
    expect(await page.locator('#checkout-billingAddress-postalCode-error').textContent()).toContain(
      text(germany, 'checkout.postalCode'),
    );
    expect(await field(page, 'billingAddress.street').inputValue()).toBe('Lindenallee');
    await field(page, 'billingAddress.postalCode').fill('50667');
    // Another shipping address: its fields show once the box is ticked, by CSS alone.
    expect(await page.locator('[data-slot="checkout-shipping-address"]').isVisible()).toBe(false);
    await page.locator('input[name="differentShipping"]').check();
    expect(await page.locator('[data-slot="checkout-shipping-address"]').isVisible()).toBe(true);
    await field(page, 'shippingAddress.street').fill('Gartenweg');
    await field(page, 'shippingAddress.houseNumber').fill('3');
    await field(page, 'shippingAddress.postalCode').fill('10115');
    await field(page, 'shippingAddress.city').fill('Berlin');
    await page.locator('[data-slot="checkout-place-order"]').click();
    await page.waitForURL('**/danke/');
    expect(await page.locator('[data-slot="thank-you"]').textContent()).toContain('Gartenweg 3');
    await page.goto(`${origin(germany)}/danke/`);
    await page.locator('[data-slot="thank-you-expired"]').waitFor();
    await context.close();
  });
});

/**
 * The orders the visitor's session sees through the engine's account call (§7 orders), asked
 * from a page with scripts and the visitor's cookies: Node does not resolve the shops'
 * `*.localhost` hosts as Chromium does, and the visitor's own page may run without scripts.
 */
async function ordersOfVisitor(visitor: BrowserContext, market: CheckoutMarket) {
  const checker = await suite.browser.newContext();
  try {
    await checker.addCookies(await visitor.cookies());
    const page = await checker.newPage();
    await page.goto(`${origin(market)}/robots.txt`);
    return await page.evaluate(async (path) => {
      const answer = await fetch(path);
      if (!answer.ok) throw new Error(`orders answered ${answer.status}`);
      return ((await answer.json()) as { orders: { orderNumber: string }[] }).orders.map(
        (order) => order.orderNumber,
      );
    }, `/api/user/orders/?locale=${market.locale}`);
  } finally {
    await checker.close();
  }
}

describe('placing the order twice in the browser (issue 18: one order per attempt)', () => {
  test.each([
    { javaScript: true, way: 'a double click' },
    { javaScript: false, way: 'a double click without JavaScript' },
  ])(
    '$way places one order; back to the checkout and placing again places none',
    async ({ javaScript }) => {
      const market = netherlands;
      const context = await guestVisitor(market, javaScript);
      const page = await context.newPage();
      await page.goto(checkoutUrl(market), { waitUntil: 'networkidle' });
      await fillAddress(page, market);
      await page.locator('input[name="paymentMethod"][value="PP"]').check();
      await page.locator('input[name="termsAccepted"]').check();
      await page.locator('[data-slot="checkout-place-order"]').dblclick();
      await page.waitForURL(`**${thankYouPath(market)}`);
      const shown = await page.locator('[data-slot="thank-you-order-number"]').textContent();
      const orderNumber = /\d{8,}/.exec(shown ?? '')?.[0];
      expect(orderNumber).toBeDefined();
      expect(await ordersOfVisitor(context, market)).toEqual([orderNumber]);
      // Back: the basket is empty now, so there is nothing left to order twice.
      await page.goBack({ waitUntil: 'networkidle' });
      const placeOrder = page.locator('[data-slot="checkout-place-order"]');
      if ((await placeOrder.count()) > 0 && (await placeOrder.isEnabled())) {
        await placeOrder.click();
        await page.waitForLoadState('networkidle');
      }
      expect(await ordersOfVisitor(context, market)).toEqual([orderNumber]);
      await context.close();
    },
  );
});
