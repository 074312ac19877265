import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { checkoutHiddenFields, newBillingAddress } from './support/checkout-form';
import { addToBasket, signInGuest } from './support/checkout-journey';
import { babyDe, babySet } from './support/set-promotions';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

/**
 * A completed set promotion through checkout (spec §2 bundles, issue 15): the checkout's sums
 * and the thank-you page name the set's reduction, as the basket does.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  // The guest comes through a proxy on loopback (TRUST_PROXY), as the checkout suites' do.
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront?.stop());

const de = (key: string, values: Record<string, unknown> = {}) => translator('de').t(key, values);
const germanShop = { name: 'baby DE', host: 'localhost', locale: 'de-DE', shopId: 10 } as const;

/** The cookie header with the answer's new cookies laid over it. */
function withCookies(cookie: string, headers: Record<string, string | string[] | undefined>) {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=', 1)[0] ?? '', pair] as const),
  );
  for (const line of [headers['set-cookie'] ?? []].flat()) {
    const pair = line.split(';', 1)[0] ?? '';
    const [name, value] = pair.split('=', 2);
    if (value === '' || value === undefined) jar.delete(name ?? '');
    else jar.set(name ?? '', pair);
  }
  return [...jar.values()].join('; ');
}

describe('a set promotion through checkout (§2 bundles)', () => {
  test('the checkout’s sums and the thank-you page name the set’s reduction', async () => {
    const { promotion, pieces } = babySet(babyDe);
    const guest = await signInGuest(storefront.port, germanShop, '10.77.0.1');
    for (const piece of pieces) {
      await addToBasket(storefront.port, germanShop, guest, piece.variant?.id ?? 0);
    }
    const line = de('basketPage.setReductionLine', { name: promotion.names.de });

    const checkout = await send(storefront.port, {
      path: '/kasse/',
      headers: { cookie: guest.cookie },
    });
    expect(checkout.status).toBe(200);
    const totals =
      /<dl[^>]*data-slot="checkout-totals"[\s\S]*?<\/dl>/.exec(checkout.body)?.[0] ?? '';
    expect(totals).toContain(line);
    expect(totals).toContain(de('basketPage.goodsBeforeSets'));

    const placed = await send(storefront.port, {
      method: 'POST',
      path: '/kasse/',
      headers: { cookie: guest.cookie, origin: `http://localhost:${storefront.port}` },
      form: {
        ...checkoutHiddenFields(checkout.body),
        ...newBillingAddress(),
        paymentMethod: 'PP',
        termsAccepted: 'on',
        intent: 'checkoutPlaceOrder',
      },
    });
    expect(placed.status).toBe(303);
    const thanks = await send(storefront.port, {
      path: '/danke/',
      headers: { cookie: withCookies(guest.cookie, placed.headers) },
    });
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain(line);
  });
});
