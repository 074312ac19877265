import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { privatePageCache } from '../server/http/cache-control';
import { checkoutHiddenFields, newBillingAddress } from './support/checkout-form';
import {
  addToBasket,
  buyableVariants,
  type GuestSession,
  signInGuest,
} from './support/checkout-journey';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

let storefront: RunningStorefront;
beforeAll(async () => {
  // Each guest comes through a proxy on loopback with an address of its own (TRUST_PROXY),
  // so the sign-up limit per client counts them apart.
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront.stop());

const de = (key: string, values: Record<string, unknown> = {}) =>
  translator('de').t(key, { ns: ['translation', 'ui'], ...values });
const origin = () => `http://localhost:${storefront.port}`;
/** The German baby shop, where these journeys go. */
const germanShop = { name: 'baby DE', host: 'localhost', locale: 'de-DE', shopId: 10 } as const;

/** The cookies of a Set-Cookie header, as `name=value` pairs. */
function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  return [headers['set-cookie'] ?? []].flat().map((line) => line.split(';', 1)[0] ?? '');
}

/** A cookie header with the new cookies laid over the old (an emptied one removed). */
function withCookies(cookie: string, set: readonly string[]): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=', 1)[0] ?? '', pair] as const),
  );
  for (const pair of set) {
    const [name, value] = pair.split('=', 2);
    if (value === '' || value === undefined) jar.delete(name ?? '');
    else jar.set(name ?? '', pair);
  }
  return [...jar.values()].join('; ');
}

let variants: number[];
beforeAll(async () => {
  variants = await buyableVariants(storefront.port, germanShop);
  expect(variants.length).toBeGreaterThan(2);
});

/** A guest customer (§6: guests check out) of the German shop: the session cookie. */
let guests = 0;
function guest(): Promise<GuestSession> {
  guests += 1;
  return signInGuest(
    storefront.port,
    germanShop,
    `10.18.${Math.floor(guests / 250)}.${guests % 250}`,
  );
}

/** A guest with one article in the basket. */
async function guestWithBasket() {
  const visitor = await guest();
  await addToBasket(storefront.port, germanShop, visitor, variants[0] ?? 0);
  return visitor;
}

const checkoutPage = (cookie?: string) =>
  send(storefront.port, { path: '/kasse/', headers: cookie ? { cookie } : {} });

const address = newBillingAddress();

/** The form as a shopper fills it in, with the page's hidden fields. */
async function filledForm(cookie: string, change: Record<string, string> = {}) {
  const page = await checkoutPage(cookie);
  expect(page.status).toBe(200);
  return {
    ...checkoutHiddenFields(page.body),
    ...address,
    paymentMethod: 'PP',
    termsAccepted: 'on',
    intent: 'checkoutPlaceOrder',
    ...change,
  };
}

const post = (cookie: string, form: Record<string, string>, from = origin()) =>
  send(storefront.port, {
    method: 'POST',
    path: '/kasse/',
    headers: { cookie, origin: from },
    form,
  });

async function ordersOf(cookie: string): Promise<{ orderNumber: string }[]> {
  const answer = await send(storefront.port, {
    path: '/api/user/orders/?locale=de-DE',
    headers: { cookie },
  });
  return (JSON.parse(answer.body) as { orders: { orderNumber: string }[] }).orders;
}

async function basketLines(visitor: { cookie: string; userId: string }): Promise<number> {
  const answer = await send(storefront.port, {
    path: `/api/shop/basket/get/basket_10_${visitor.userId}/?locale=de-DE`,
    headers: { cookie: visitor.cookie },
  });
  return (JSON.parse(answer.body) as { basket: { items: unknown[] } }).basket.items.length;
}

/** The input of a field in the page, by its form name. */
const fieldTag = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*>`).exec(html)?.[0] ?? '';

describe('/kasse/ guard and shape (issue 18 checkout, §2 auth-checkout guard)', () => {
  test('a visitor neither signed in nor a guest is sent to /kasse/login/, privately', async () => {
    const page = await checkoutPage();
    expect([302, 303]).toContain(page.status);
    expect(page.headers.location).toMatch(/^\/kasse\/login\//);
    expect(page.headers['cache-control']).toBe(privatePageCache);
  });

  test('a guest with an empty basket is sent to the basket page', async () => {
    const { cookie } = await guest();
    const page = await checkoutPage(cookie);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/warenkorb/');
  });

  test('shows the review, the German payment methods and the form’s hidden key and fingerprint; private, no-store', async () => {
    const { cookie } = await guestWithBasket();
    const page = await checkoutPage(cookie);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(privatePageCache);
    expect(page.body).toContain('data-slot="checkout-review-line"');
    const { idempotencyKey, basketFingerprint } = checkoutHiddenFields(page.body);
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(basketFingerprint).toMatch(/^[0-9a-f]{32}$/);
    // §9: invoice in Germany, iDEAL only in the Netherlands; PayPal instalments in Germany.
    expect(page.body).toContain('name="paymentMethod" value="RE"');
    expect(page.body).not.toContain('name="paymentMethod" value="IL"');
    expect(page.body).toContain(de('checkout.paypalInstallments'));
    // §4 begin_checkout goes with the page's data for the browser to push.
    expect(page.body).toContain('begin_checkout');
    // Each view of the page is a new attempt with a key of its own.
    expect(checkoutHiddenFields((await checkoutPage(cookie)).body).idempotencyKey).not.toBe(
      idempotencyKey,
    );
  });
});

describe('/kasse/ form checks (issue 18: inline messages, never a 500)', () => {
  test('an empty form is a 400 with each field’s message at it (aria-invalid, aria-describedby); no order', async () => {
    const { cookie } = await guestWithBasket();
    const page = await checkoutPage(cookie);
    const answer = await post(cookie, {
      ...checkoutHiddenFields(page.body),
      billingAddressId: 'new',
      intent: 'checkoutPlaceOrder',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe(privatePageCache);
    const firstName = fieldTag(answer.body, 'billingAddress.firstName');
    expect(firstName).toContain('aria-invalid="true"');
    expect(firstName).toContain('aria-describedby="checkout-billingAddress-firstName-error"');
    expect(answer.body).toContain('id="checkout-billingAddress-firstName-error"');
    expect(answer.body).toContain(de('checkout.termsRequired'));
    expect(answer.body).toContain(de('checkout.paymentMethod'));
    expect(answer.body).toContain(de('validation.required'));
    expect(await ordersOf(cookie)).toEqual([]);
  });

  test.each([
    { country: 'DE', postalCode: '5066', ok: false },
    { country: 'AT', postalCode: '1010', ok: true },
    { country: 'AT', postalCode: '50667', ok: false },
    { country: 'CH', postalCode: '8001', ok: true },
    { country: 'FR', postalCode: '7500', ok: false },
    { country: 'BE', postalCode: '1000', ok: true },
    { country: 'NL', postalCode: '1017 CZ', ok: true },
    { country: 'NL', postalCode: '10171', ok: false },
  ])(
    'the billing postcode follows its country: $country $postalCode → $ok',
    async ({ country, postalCode, ok }) => {
      const { cookie } = await guestWithBasket();
      // The terms left unticked: the form is answered with its messages, no order is placed.
      const answer = await post(
        cookie,
        await filledForm(cookie, {
          'billingAddress.country': country,
          'billingAddress.postalCode': postalCode,
          termsAccepted: '',
        }),
      );
      expect(answer.status).toBe(400);
      const field = fieldTag(answer.body, 'billingAddress.postalCode');
      if (ok) {
        const summary = /data-slot="checkout-errors"[\s\S]*?<\/ul>/.exec(answer.body)?.[0] ?? '';
        expect(field, summary).not.toContain('aria-invalid="true"');
      } else {
        expect(field).toContain('aria-invalid="true"');
        expect(answer.body).toContain(de('checkout.postalCode'));
      }
    },
  );

  test('a form from another site is refused and places nothing', async () => {
    const { cookie } = await guestWithBasket();
    const form = await filledForm(cookie);
    // React Router refuses a foreign Origin before any action runs (400) …
    expect((await post(cookie, form, 'https://evil.example')).status).toBe(400);
    // … and the page's own check a foreign Referer without an Origin (403).
    const foreignReferer = await send(storefront.port, {
      method: 'POST',
      path: '/kasse/',
      headers: { cookie, referer: 'https://evil.example/kasse/' },
      form,
    });
    expect(foreignReferer.status).toBe(403);
    expect(foreignReferer.body).toContain(de('checkout.foreignPage'));
    expect(await ordersOf(cookie)).toEqual([]);
  });

  test('a form the page never posts (no intent) is 400, not a 500', async () => {
    const { cookie } = await guestWithBasket();
    const answer = await post(cookie, { ...(await filledForm(cookie)), intent: 'nonsense' });
    expect(answer.status).toBe(400);
  });
});

describe('placing the order (issue 18: one order per attempt, nothing lost on a refusal)', () => {
  test('the same form sent twice at once (double click) places one order; both lead to /danke/', async () => {
    const { cookie } = await guestWithBasket();
    const form = await filledForm(cookie);
    const [first, second] = await Promise.all([post(cookie, form), post(cookie, form)]);
    for (const answer of [first, second]) {
      expect(answer?.status).toBe(303);
      expect(answer?.headers.location).toBe('/danke/');
    }
    expect(await ordersOf(cookie)).toHaveLength(1);
    // Sent once more later (back and send again): still the one order.
    const again = await post(cookie, form);
    expect(again.status).toBe(303);
    expect(await ordersOf(cookie)).toHaveLength(1);
  });

  test('a basket changed since the review (another tab) is not charged: the page asks to review again', async () => {
    const visitor = await guestWithBasket();
    const form = await filledForm(visitor.cookie);
    await addToBasket(storefront.port, germanShop, visitor, variants[1] ?? 0);
    const answer = await post(visitor.cookie, form);
    expect(answer.status).toBe(409);
    expect(answer.body).toContain(de('checkout.basketChanged'));
    expect(await ordersOf(visitor.cookie)).toEqual([]);
    // The page shown again reviews both lines, with a new fingerprint to order with.
    expect(checkoutHiddenFields(answer.body).basketFingerprint).not.toBe(form.basketFingerprint);
    const placed = await post(visitor.cookie, { ...form, ...checkoutHiddenFields(answer.body) });
    expect(placed.status).toBe(303);
  });

  test.each([
    { card: '4000000000000002', status: 402, key: 'checkout.paymentDeclined' },
    { card: '4000000000000119', status: 503, key: 'checkout.paymentFailed' },
  ])(
    'a card the provider answers with $status: the message at the payment choice, entries and basket kept',
    async ({ card, status, key }) => {
      const visitor = await guestWithBasket();
      const answer = await post(
        visitor.cookie,
        await filledForm(visitor.cookie, { paymentMethod: 'KK', cardNumber: card }),
      );
      expect(answer.status).toBe(status);
      expect(answer.body).toContain(de(key));
      expect(answer.body).toContain('id="checkout-paymentMethod-error"');
      expect(fieldTag(answer.body, 'billingAddress.street')).toContain('value="Lindenallee"');
      // The card number is never sent back.
      expect(answer.body).not.toContain(card);
      expect(await basketLines(visitor)).toBe(1);
      expect(await ordersOf(visitor.cookie)).toEqual([]);
      // Another method then places the order.
      const placed = await post(
        visitor.cookie,
        await filledForm(visitor.cookie, { paymentMethod: 'PP' }),
      );
      expect(placed.status).toBe(303);
      expect(await ordersOf(visitor.cookie)).toHaveLength(1);
    },
  );
});

describe('/danke/ (issue 18 thank-you page)', () => {
  test('shows the order once, with the §4 purchase event; a later visit shows the thank-you-expired content', async () => {
    const visitor = await guestWithBasket();
    const placed = await post(visitor.cookie, await filledForm(visitor.cookie));
    expect(placed.status).toBe(303);
    const [order] = await ordersOf(visitor.cookie);
    // The order goes in a short-lived http-only cookie, not in the address.
    expect(placed.headers.location).toBe('/danke/');
    const handed = [placed.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('vitrine_thank_you='));
    expect(handed).toMatch(/HttpOnly/i);
    expect(handed).toMatch(/Max-Age=\d+/i);
    const cookie = withCookies(visitor.cookie, setCookies(placed.headers));
    const thanks = await send(storefront.port, { path: '/danke/', headers: { cookie } });
    expect(thanks.status).toBe(200);
    expect(thanks.headers['cache-control']).toBe(privatePageCache);
    expect(thanks.body).toContain(de('thankYou.orderNumber', { orderNumber: order?.orderNumber }));
    expect(thanks.body).toContain('Lindenallee 12a');
    // §4 purchase goes with the page's data for the browser to push.
    expect(thanks.body).toMatch(/\\"purchase\\"/);
    const later = await send(storefront.port, {
      path: '/danke/',
      headers: { cookie: withCookies(cookie, setCookies(thanks.headers)) },
    });
    expect(later.status).toBe(200);
    expect(later.headers['cache-control']).toBe(privatePageCache);
    expect(later.body).toContain('data-slot="thank-you-expired"');
    expect(later.body).not.toContain(order?.orderNumber ?? 'none');
  });

  test('another customer’s order number in the cookie shows the expired content, not the order', async () => {
    const buyer = await guestWithBasket();
    await post(buyer.cookie, await filledForm(buyer.cookie));
    const [order] = await ordersOf(buyer.cookie);
    const other = await guest();
    const page = await send(storefront.port, {
      path: '/danke/',
      headers: { cookie: `${other.cookie}; vitrine_thank_you=${order?.orderNumber}` },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-slot="thank-you-expired"');
    const forged = await send(storefront.port, {
      path: '/danke/',
      headers: { cookie: `${other.cookie}; vitrine_thank_you=%00%27` },
    });
    expect(forged.status).toBe(200);
  });
});
