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
  // Each guest comes through a proxy on loopback with an address of its own (TRUST_PROXY).
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront.stop());

const de = (key: string, values: Record<string, unknown> = {}) => translator('de').t(key, values);
const origin = () => `http://localhost:${storefront.port}`;
const germanShop = { name: 'baby DE', host: 'localhost', locale: 'de-DE', shopId: 10 } as const;
/** The demo gift card of Nido Germany with 100,00 (packages/commerce/drizzle/0004_shopping.sql). */
const demoCard = 'GESCHENK100-10';
const maskedDemoCard = '••••••••••0-10';

let variants: number[];
beforeAll(async () => {
  variants = await buyableVariants(storefront.port, germanShop);
  expect(variants.length).toBeGreaterThan(1);
});

let guests = 0;
/** A guest (§6) of the German shop with one article in the basket. */
async function shopper(): Promise<GuestSession> {
  guests += 1;
  const guest = await signInGuest(storefront.port, germanShop, `10.16.${guests % 250}.1`);
  await addToBasket(storefront.port, germanShop, guest, variants[0] ?? 0);
  return guest;
}

const basketPage = (cookie: string) =>
  send(storefront.port, { path: '/warenkorb/', headers: { cookie } });
const post = (cookie: string, form: Record<string, string>, from = origin()) =>
  send(storefront.port, {
    method: 'POST',
    path: '/warenkorb/',
    headers: { cookie, origin: from },
    form,
  });
/** The amount left to pay in a page's sums (`basket-amount-due`, `checkout-amount-due`). */
const amountDue = (html: string, slot: 'basket' | 'checkout') =>
  new RegExp(`data-slot="${slot}-amount-due"[^>]*>([^<]+)<`).exec(html)?.[1] ?? null;
const giftCardField = /<input[^>]*name="giftCardCode"[^>]*>/;

describe('the basket page’s gift-card field without JavaScript (issue 16, spec §2 basket totals, §3 giftcard)', () => {
  test('a valid card is applied, kept with the basket on the server (no cookie), shown masked with what it takes off, and picked up by the checkout', async () => {
    const guest = await shopper();
    const applied = await post(guest.cookie, {
      intent: 'giftCardApply',
      giftCardCode: ' geschenk100-10 ',
    });
    expect(applied.status).toBe(200);
    expect(applied.headers['cache-control']).toBe(privatePageCache);
    expect(applied.headers['set-cookie']).toBeUndefined();
    expect(applied.body).toContain(de('basketPage.giftCardApplied'));
    expect(applied.body).toContain(maskedDemoCard);
    // A code works like money: the page never shows it whole.
    expect(applied.body).not.toContain(demoCard);
    expect(applied.body).toContain(de('checkout.giftCardPays'));
    expect(amountDue(applied.body, 'basket')).not.toBeNull();

    // Kept on the server: the page shown again has it, and so has the checkout.
    const again = await basketPage(guest.cookie);
    expect(again.body).toContain(maskedDemoCard);
    expect(again.body).not.toMatch(giftCardField);
    const checkout = await send(storefront.port, {
      path: '/kasse/',
      headers: { cookie: guest.cookie },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatch(/<input[^>]*name="giftCardCode"[^>]*value="GESCHENK100-10"/);
    expect(amountDue(checkout.body, 'checkout')).toBe(amountDue(again.body, 'basket'));

    // Another visitor's basket never sees it.
    const other = await shopper();
    const otherPage = await basketPage(other.cookie);
    expect(otherPage.body).not.toContain(maskedDemoCard);
    expect(otherPage.body).toMatch(giftCardField);
  });

  test('the order placed at /kasse/ with the prefilled card is paid by it; the basket starts afresh without it', async () => {
    const guest = await shopper();
    await post(guest.cookie, { intent: 'giftCardApply', giftCardCode: demoCard });
    const checkout = await send(storefront.port, {
      path: '/kasse/',
      headers: { cookie: guest.cookie },
    });
    const prefilled = /<input[^>]*name="giftCardCode"[^>]*value="([^"]*)"/.exec(checkout.body)?.[1];
    expect(prefilled).toBe(demoCard);
    const placed = await send(storefront.port, {
      method: 'POST',
      path: '/kasse/',
      headers: { cookie: guest.cookie, origin: origin() },
      form: {
        ...checkoutHiddenFields(checkout.body),
        ...newBillingAddress(),
        paymentMethod: 'PP',
        termsAccepted: 'on',
        giftCardCode: prefilled ?? '',
        intent: 'checkoutPlaceOrder',
      },
    });
    expect(placed.status).toBe(303);
    expect(placed.headers.location).toBe('/danke/');
    const orders = await send(storefront.port, {
      path: '/api/user/orders/?locale=de-DE',
      headers: { cookie: guest.cookie },
    });
    const [listed] = (JSON.parse(orders.body) as { orders: { orderNumber: string }[] }).orders;
    const detail = await send(storefront.port, {
      path: `/api/user/orders/${listed?.orderNumber ?? ''}/?locale=de-DE`,
      headers: { cookie: guest.cookie },
    });
    const { order } = JSON.parse(detail.body) as {
      order: {
        giftCardCode: string | null;
        totals: { totalWithTax: number; giftCardAmount: number; amountDue: number };
      };
    };
    // The card (100,00) pays what it can of the order, the rest is due.
    expect(order.giftCardCode).toBe(demoCard);
    const paid = Math.min(10_000, order.totals.totalWithTax);
    expect(order.totals.giftCardAmount).toBe(paid);
    expect(order.totals.amountDue).toBe(order.totals.totalWithTax - paid);
    // The next basket starts without the card.
    await addToBasket(storefront.port, germanShop, guest, variants[1] ?? 0);
    const next = await basketPage(guest.cookie);
    expect(next.body).not.toContain(maskedDemoCard);
    expect(next.body).toMatch(giftCardField);
  });

  test('the card is removed: the field is back and nothing is taken off', async () => {
    const guest = await shopper();
    await post(guest.cookie, { intent: 'giftCardApply', giftCardCode: demoCard });
    const removed = await post(guest.cookie, { intent: 'giftCardRemove' });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain(de('basketPage.giftCardRemoved'));
    expect(removed.body).toMatch(giftCardField);
    expect(removed.body).not.toContain(maskedDemoCard);
    expect(amountDue(removed.body, 'basket')).toBeNull();
    const checkout = await send(storefront.port, {
      path: '/kasse/',
      headers: { cookie: guest.cookie },
    });
    expect(checkout.body).not.toContain(demoCard);
  });

  test.each([
    {
      name: 'an unknown code',
      code: 'GIBTESNICHT',
      status: 422,
      message: 'checkout.giftCardUnknown',
    },
    {
      name: 'a card of Nido Austria',
      code: 'GESCHENK100-11',
      status: 422,
      message: 'checkout.giftCardUnknown',
    },
    {
      name: 'a card in francs (Nido Switzerland)',
      code: 'GESCHENK100-12',
      status: 422,
      message: 'checkout.giftCardUnknown',
    },
    {
      name: 'a malformed code',
      code: '<script>',
      status: 400,
      message: 'basketPage.giftCardInvalid',
    },
    { name: 'an empty field', code: '  ', status: 400, message: 'basketPage.giftCardInvalid' },
  ])(
    '$name is refused with the reason at the field and not kept',
    async ({ code, status, message }) => {
      const guest = await shopper();
      const refused = await post(guest.cookie, { intent: 'giftCardApply', giftCardCode: code });
      expect(refused.status).toBe(status);
      expect(refused.headers['cache-control']).toBe(privatePageCache);
      expect(refused.body).toContain(de(message));
      expect(giftCardField.exec(refused.body)?.[0]).toContain('aria-invalid="true"');
      expect(refused.body).not.toContain('&lt;script&gt;</');
      const later = await basketPage(guest.cookie);
      expect(later.body).toMatch(giftCardField);
      expect(amountDue(later.body, 'basket')).toBeNull();
    },
  );

  test('a post from another site is refused (400 foreign Origin, 403 foreign Referer) and keeps nothing', async () => {
    const guest = await shopper();
    const form = { intent: 'giftCardApply', giftCardCode: demoCard };
    // React Router refuses a foreign Origin before any action runs (400) …
    expect((await post(guest.cookie, form, 'https://elsewhere.example')).status).toBe(400);
    // … and the page's own check a foreign Referer without an Origin (403).
    const foreignReferer = await send(storefront.port, {
      method: 'POST',
      path: '/warenkorb/',
      headers: { cookie: guest.cookie, referer: 'https://elsewhere.example/' },
      form,
    });
    expect(foreignReferer.status).toBe(403);
    expect((await basketPage(guest.cookie)).body).not.toContain(maskedDemoCard);
  });
});
