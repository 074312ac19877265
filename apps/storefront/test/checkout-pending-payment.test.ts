import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { privatePageCache } from '../server/http/cache-control';
import { checkoutHiddenFields, newBillingAddress } from './support/checkout-form';
import {
  addToBasket,
  buyableVariant,
  type JourneyMarket,
  journeyMarkets,
  signInGuest,
} from './support/checkout-journey';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

/**
 * A payment the provider answers "pending" (issue 18: the provider's answers are shown in the
 * page), driven through the storefront's own pages without JavaScript against the real engine
 * and its embedded test provider, whose pending answer is chosen as its other answers are: by
 * the card number (README: declined 4000000000000002, failed 4000000000000119).
 */
const pendingCard = '4000000000003063';

let storefront: RunningStorefront;
beforeAll(async () => {
  // Each guest comes through a proxy on loopback with an address of its own (TRUST_PROXY).
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront.stop());

/** The cookies of a Set-Cookie header laid over a cookie header (an emptied one removed). */
function withSetCookies(cookie: string, set: string | string[] | undefined): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=', 1)[0] ?? '', pair] as const),
  );
  for (const line of [set ?? []].flat()) {
    const pair = line.split(';', 1)[0] ?? '';
    const [name, value] = pair.split('=', 2);
    if (value === '' || value === undefined) jar.delete(name ?? '');
    else jar.set(name ?? '', pair);
  }
  return [...jar.values()].join('; ');
}

/** Where each market's guest lives: a postcode of the market's own format. */
const markets = [
  {
    market: journeyMarkets.germany,
    address: { street: 'Lindenallee', postalCode: '50667', city: 'Köln' },
  },
  {
    market: journeyMarkets.switzerlandFrench,
    address: { street: 'Rue du Rhône', postalCode: '1204', city: 'Genève' },
  },
  {
    market: journeyMarkets.netherlands,
    address: { street: 'Keizersgracht', postalCode: '1015 CX', city: 'Amsterdam' },
  },
] as const;

let guests = 0;

async function ordersOf(market: JourneyMarket, cookie: string) {
  const answer = await send(storefront.port, {
    path: `/api/user/orders/?locale=${market.locale}`,
    host: market.host,
    headers: { cookie },
  });
  return (JSON.parse(answer.body) as { orders: { orderNumber: string; status: string }[] }).orders;
}

describe('a pending payment at the checkout (issue 18: shown in the page, the order not shown as paid)', () => {
  test.each(markets)(
    '$market.name: the order is placed, and the thank-you page says the payment is pending',
    async ({ market, address }) => {
      const t = (key: string, values: Record<string, unknown> = {}) =>
        translator(market.language).t(key, { ns: ['translation', 'ui'], ...values });
      guests += 1;
      const guest = await signInGuest(storefront.port, market, `10.19.0.${guests}`);
      await addToBasket(
        storefront.port,
        market,
        guest,
        await buyableVariant(storefront.port, market),
      );
      const checkoutPath = `${market.prefix}/kasse/`;
      const page = await send(storefront.port, {
        path: checkoutPath,
        host: market.host,
        headers: { cookie: guest.cookie },
      });
      expect(page.status).toBe(200);

      const placed = await send(storefront.port, {
        method: 'POST',
        path: checkoutPath,
        host: market.host,
        headers: { cookie: guest.cookie, origin: `http://${market.host}:${storefront.port}` },
        form: {
          ...checkoutHiddenFields(page.body),
          ...newBillingAddress({ ...address, houseNumber: '12', country: market.country }),
          paymentMethod: 'KK',
          cardNumber: pendingCard,
          termsAccepted: 'on',
          intent: 'checkoutPlaceOrder',
        },
      });
      // The provider took the payment without confirming it: the order is placed all the same.
      expect(placed.status).toBe(303);
      expect(placed.headers.location).toBe(`${market.prefix}/danke/`);
      const [order, ...others] = await ordersOf(market, guest.cookie);
      expect(others).toEqual([]);
      expect(order?.status).toBe('placed');

      const thanks = await send(storefront.port, {
        path: `${market.prefix}/danke/`,
        host: market.host,
        headers: { cookie: withSetCookies(guest.cookie, placed.headers['set-cookie']) },
      });
      expect(thanks.status).toBe(200);
      expect(thanks.headers['cache-control']).toBe(privatePageCache);
      expect(thanks.body).toContain(t('thankYou.orderNumber', { orderNumber: order?.orderNumber }));
      expect(thanks.body).toContain('data-slot="thank-you-payment-pending"');
      expect(thanks.body).toContain(t('checkout.paymentState.pending'));
      expect(thanks.body).toContain(t('thankYou.paymentPendingText'));
      expect(thanks.body).toContain('data-slot="thank-you-payment-state" data-state="pending"');
      // Never shown as paid.
      expect(thanks.body).not.toContain(`>${t('checkout.paymentState.paid')}<`);
      expect(thanks.body).not.toContain('data-state="paid"');
    },
  );

  test('a card the provider confirms shows the order as paid, with no pending notice', async () => {
    const market = journeyMarkets.germany;
    const de = (key: string) => translator('de').t(key, { ns: ['translation', 'ui'] });
    guests += 1;
    const guest = await signInGuest(storefront.port, market, `10.19.1.${guests}`);
    await addToBasket(
      storefront.port,
      market,
      guest,
      await buyableVariant(storefront.port, market),
    );
    const page = await send(storefront.port, {
      path: '/kasse/',
      headers: { cookie: guest.cookie },
    });
    const placed = await send(storefront.port, {
      method: 'POST',
      path: '/kasse/',
      headers: { cookie: guest.cookie, origin: `http://localhost:${storefront.port}` },
      form: {
        ...checkoutHiddenFields(page.body),
        ...newBillingAddress({ houseNumber: '12' }),
        paymentMethod: 'KK',
        cardNumber: '4111111111111111',
        termsAccepted: 'on',
        intent: 'checkoutPlaceOrder',
      },
    });
    expect(placed.status).toBe(303);
    const thanks = await send(storefront.port, {
      path: '/danke/',
      headers: { cookie: withSetCookies(guest.cookie, placed.headers['set-cookie']) },
    });
    expect(thanks.body).toContain('data-slot="thank-you-payment-state" data-state="paid"');
    expect(thanks.body).toContain(de('checkout.paymentState.paid'));
    expect(thanks.body).not.toContain('data-slot="thank-you-payment-pending"');
  });
});
