import { randomUUID } from 'node:crypto';
import { type Shop, shopByKey } from '@vitrine/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor, handSessionTo } from './support/browser-visitor';
import { registerCustomer } from './support/registered-customer';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits of registration count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

/** The Austrian shop of the browser suites (Vitalia AT, at.vitalia.localhost, de-AT). */
const austria = browserShops.find((shop) => shop.key === 'vital-at') as BrowserShop;
const origin = () => `http://${austria.host}:${suite.storefront.port}`;
const checkoutUrl = () => `${origin()}${austria.prefix}/kasse/`;
const text = (key: string) => translator(austria.language).t(key);

/** The saved addresses: the account's default (Graz), and the one chosen at checkout (Wien). */
const defaultAddress = {
  gender: 'f',
  first_name: 'Anna',
  last_name: 'Adler',
  street: 'Herrengasse',
  house_number: '3',
  postal_code: '8010',
  city: 'Graz',
  country: 'AT',
  is_default_billing: true,
  is_default_shipping: true,
};
const chosenAddress = {
  gender: 'f',
  first_name: 'Anna',
  last_name: 'Adler',
  street: 'Mariahilfer Straße',
  house_number: '27',
  postal_code: '1060',
  city: 'Wien',
  country: 'AT',
};

interface ApiVariant {
  readonly id: number;
  readonly stock: { readonly quantity: number };
  readonly logistics: { readonly bvc: number };
}

/** A buyable parcel-sized variant of the Austrian shop (§7 recommendations call). */
async function buyableVariant(): Promise<number> {
  const keys = Array.from({ length: 40 }, (_, index) => String(austria.firstProduct + index));
  const answer = await send(suite.storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${austria.locale}`,
    host: austria.host,
  });
  const { products } = JSON.parse(answer.body) as { products: { variants: ApiVariant[] }[] };
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 20);
  if (variant === undefined) throw new Error('no buyable variant in the Austrian shop');
  return variant.id;
}

let variantId: number;
beforeAll(async () => {
  variantId = await buyableVariant();
});

/** The `event` entries of the page's data layer, whole (§4 tracking). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );
const eventsNamed = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === name);

describe('registered checkout with a saved address in AT (issue 18 journeys, §6 visitor types)', () => {
  test('a registered customer of at.* chooses the saved address from the address book, pays by cash on delivery and sees the order; begin_checkout and purchase (not a guest, EUR) in the data layer; axe finds nothing', async () => {
    const email = `kundin-${randomUUID()}@example.at`;
    const clientAddress = '10.48.0.1';
    const cookie = await registerCustomer(suite.storefront.port, {
      email,
      clientAddress,
      host: austria.host,
      firstName: 'Anna',
      lastName: 'Adler',
    });
    const headers = { cookie, origin: origin(), 'x-forwarded-for': clientAddress };
    // The address book's entries, saved as the account's address book saves them (§2 /konto/adressbuch/).
    const save = async (json: Record<string, unknown>) => {
      const saved = await send(suite.storefront.port, {
        method: 'POST',
        path: `/api/user/account/addresses/?locale=${austria.locale}`,
        host: austria.host,
        headers,
        json,
      });
      expect(saved.status).toBe(201);
      return (JSON.parse(saved.body) as { address: { id: string } }).address.id;
    };
    const defaultId = await save(defaultAddress);
    const chosenId = await save(chosenAddress);
    const me = await send(suite.storefront.port, {
      path: `/api/user/?locale=${austria.locale}`,
      host: austria.host,
      headers: { cookie },
    });
    const { id: userId } = JSON.parse(me.body) as { id: string };
    expect(userId).toHaveLength(64);
    const added = await send(suite.storefront.port, {
      method: 'POST',
      path: `/api/shop/basket/addItem/?locale=${austria.locale}`,
      host: austria.host,
      headers,
      json: {
        basketKey: `basket_${(shopByKey(austria.key) as Shop).id}_${userId}`,
        variantId,
        quantity: 1,
      },
    });
    expect(added.status).toBe(200);

    const context = await browserVisitor(suite.browser, true);
    await handSessionTo(context, austria.host, cookie);
    const page = await context.newPage();
    await page.goto(checkoutUrl(), { waitUntil: 'networkidle' });

    // §4 begin_checkout for the basket under review.
    await expect.poll(async () => (await eventsNamed(page, 'begin_checkout')).length).toBe(1);
    const [begin] = await eventsNamed(page, 'begin_checkout');
    const beginItems = (begin?.ecommerce as { items?: unknown[] } | undefined)?.items ?? [];
    expect(beginItems).toHaveLength(1);

    // The address book offers both saved addresses, the default one chosen at first; the
    // customer chooses the other.
    const billingChoice = (id: string) =>
      page.locator(`input[name="billingAddressId"][value="${id}"]`);
    expect(await billingChoice(defaultId).isChecked()).toBe(true);
    const choice = page.locator(`label[for="checkout-billingAddressId-${chosenId}"]`);
    expect(await choice.textContent()).toContain('Mariahilfer Straße 27');
    expect(await choice.textContent()).toContain('1060 Wien');
    await choice.click();
    expect(await billingChoice(chosenId).isChecked()).toBe(true);
    // The Austrian shop offers no PayPal instalments (§9), and cash on delivery.
    expect(await page.getByText(text('checkout.paypalInstallments')).count()).toBe(0);
    await page.locator('input[name="paymentMethod"][value="NN"]').check();
    await page.locator('input[name="termsAccepted"]').check();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-slot="checkout-place-order"]').click();

    await page.waitForURL(`**${austria.prefix}/danke/`);
    const orderNumber = page.locator('[data-slot="thank-you-order-number"]');
    await orderNumber.waitFor();
    expect(await page.locator('[data-slot="thank-you-payment"]').textContent()).toBe(
      text('checkout.payment.NN'),
    );
    const thankYou = (await page.locator('[data-slot="thank-you"]').textContent()) ?? '';
    expect(thankYou).toContain('Mariahilfer Straße 27');
    expect(thankYou).not.toContain('Herrengasse');
    // §4 purchase: a registered customer's order, in euros, paid by cash on delivery.
    await expect.poll(async () => (await eventsNamed(page, 'purchase')).length).toBe(1);
    const [purchase] = await eventsNamed(page, 'purchase');
    expect(purchase?.is_guest).toBe(false);
    const ecommerce = purchase?.ecommerce as {
      transaction_id: string;
      currency: string;
      payment_type: string;
      items: unknown[];
    };
    expect(ecommerce.currency).toBe('EUR');
    expect(ecommerce.payment_type).toBe('NN');
    expect(ecommerce.items).toHaveLength(1);
    expect(await orderNumber.textContent()).toContain(ecommerce.transaction_id);
    expect(await axeViolations(page)).toEqual([]);

    // The order is the customer's: it is in their order list.
    const orders = await send(suite.storefront.port, {
      path: `/api/user/orders/?locale=${austria.locale}`,
      host: austria.host,
      headers: { cookie },
    });
    const { orders: list } = JSON.parse(orders.body) as { orders: { orderNumber: string }[] };
    expect(list).toHaveLength(1);
    expect(await orderNumber.textContent()).toContain(list[0]?.orderNumber ?? '?');
    await context.close();
  });
});
