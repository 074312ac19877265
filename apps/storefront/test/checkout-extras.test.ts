import { paymentMethodsOf } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { privatePageCache } from '../server/http/cache-control';
import { checkoutHiddenFields, newBillingAddress } from './support/checkout-form';
import {
  buyableVariant,
  type JourneyMarket,
  guestWithBasket as journeyGuestWithBasket,
  journeyMarkets,
} from './support/checkout-journey';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';
import { inHtml } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  // Each guest comes through a proxy on loopback with an address of its own (TRUST_PROXY),
  // so the sign-up limit per client counts them apart.
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront.stop());

/** A market whose checkout is visited, with a postcode of its country. */
interface Market extends JourneyMarket {
  readonly postalCode: string;
}

const markets: readonly Market[] = [
  { ...journeyMarkets.germany, postalCode: '50667' },
  { ...journeyMarkets.austria, postalCode: '1010' },
  { ...journeyMarkets.switzerlandFrench, postalCode: '8001' },
  { ...journeyMarkets.netherlands, postalCode: '1017 CZ' },
];
const germany = markets[0] as Market;

const text = (market: Market, key: string) =>
  inHtml(translator(market.language).t(key, { ns: ['translation', 'ui'] }));
const origin = (market: Market) => `http://${market.host}:${storefront.port}`;
const checkoutPath = (market: Market) => `${market.prefix}/kasse/`;

let guests = 0;

/** A guest of the market's shop (§6: guests check out) with one article in the basket. */
async function guestWithBasket(market: Market): Promise<string> {
  guests += 1;
  return journeyGuestWithBasket(storefront.port, market, {
    clientAddress: `10.19.${Math.floor(guests / 250)}.${guests % 250}`,
    variantId: await buyableVariant(storefront.port, market),
  });
}

const checkoutPage = (market: Market, cookie: string, query = '') =>
  send(storefront.port, {
    path: `${checkoutPath(market)}${query}`,
    host: market.host,
    headers: { cookie },
  });

/** The markup of the page's carrier step (§2 carrier info without JavaScript), or ''. */
const carrierStep = (html: string) =>
  /<section[^>]*data-slot="checkout-carrier-step"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

/** The carrier info's button beside the shipping method. */
const carrierButton = (html: string) =>
  /<button[^>]*data-slot="checkout-carrier-info"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? '';

/** The `<input>` of the form name (and value, for a radio button), whatever its attributes' order. */
const inputTag = (html: string, name: string, value: string) =>
  [...html.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .find(
      (tag) => tag.includes(`name="${name}"`) && (value === '' || tag.includes(`value="${value}"`)),
    ) ?? '';

/** The first `formaction` in the markup (React writes it `formAction`; HTML reads either). */
const formAction = (html: string) => /formaction="([^"]*)"/i.exec(html)?.[1] ?? '';

describe.each(markets)(
  '/kasse/ carrier info without JavaScript in $name (issue 18, §2 carrier info)',
  (market) => {
    test('beside the shipping method a button posts the form to /kasse/?versandpartner; that address shows the shop’s carriers in the page, privately', async () => {
      const cookie = await guestWithBasket(market);
      const page = await checkoutPage(market, cookie);
      expect(page.status).toBe(200);
      const button = carrierButton(page.body);
      expect(button).toContain('type="submit"');
      expect(formAction(button)).toBe(`${checkoutPath(market)}?versandpartner#versandpartner`);
      expect(button).toContain('name="intent"');
      expect(button).toContain('value="checkoutReview"');
      expect(button).toContain('aria-haspopup="dialog"');
      expect(button).toContain(text(market, 'checkout.carrierInfo'));
      expect(carrierStep(page.body)).toBe('');

      // The step's own address, as a link or a bookmark reaches it.
      const step = await checkoutPage(market, cookie, '?versandpartner');
      expect(step.status).toBe(200);
      expect(step.headers['cache-control']).toBe(privatePageCache);
      const section = carrierStep(step.body);
      expect(section).toContain('id="versandpartner"');
      expect(section).toContain(text(market, 'basketExtras.carrierInfoTitle'));
      expect(section.match(/<li/g)?.length ?? 0).toBeGreaterThan(0);
      expect(section).toContain(text(market, 'basketExtras.carrierText'));
      // Its way back posts the form to the page without the step.
      expect(formAction(section)).toBe(checkoutPath(market));
      expect(section).toContain(text(market, 'checkout.carrierInfoClose'));
    });
  },
);

describe('/kasse/ carrier info keeps what was typed (issue 18: every form works without JavaScript)', () => {
  test('the button’s post to /kasse/?versandpartner answers the page with the step and the entries as typed; the form posts on to /kasse/ itself; nothing is ordered', async () => {
    const market = germany;
    const cookie = await guestWithBasket(market);
    const page = await checkoutPage(market, cookie);
    const answer = await send(storefront.port, {
      method: 'POST',
      path: `${checkoutPath(market)}?versandpartner`,
      host: market.host,
      headers: { cookie, origin: origin(market) },
      form: {
        ...checkoutHiddenFields(page.body),
        ...newBillingAddress({ postalCode: market.postalCode }),
        paymentMethod: 'RE',
        intent: 'checkoutReview',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(privatePageCache);
    expect(carrierStep(answer.body)).toContain(text(market, 'basketExtras.carrierInfoTitle'));
    expect(inputTag(answer.body, 'billingAddress.street', '')).toContain('value="Lindenallee"');
    expect(inputTag(answer.body, 'billingAddress.city', '')).toContain('value="Köln"');
    expect(inputTag(answer.body, 'paymentMethod', 'RE')).toContain('checked=""');
    // The form's own address stays the page, so later posts do not carry the step along.
    expect(answer.body).toMatch(/<form[^>]*action="\/kasse\/"/);
    expect(answer.body).not.toContain('data-slot="checkout-errors"');
    const orders = await send(storefront.port, {
      path: '/api/user/orders/?locale=de-DE',
      headers: { cookie },
    });
    expect((JSON.parse(orders.body) as { orders: unknown[] }).orders).toEqual([]);
  });
});

/** The marks of the payment choices, in the page's order: `[method, markup]`. */
function paymentMarks(html: string): [string, string][] {
  const group =
    /<fieldset[^>]*data-slot="checkout-payment-methods"[\s\S]*?<\/fieldset>/.exec(html)?.[0] ?? '';
  return [...group.matchAll(/<svg[^>]*data-slot="payment-mark"[^>]*>/g)].map((match) => [
    /data-method="(\w+)"/.exec(match[0])?.[1] ?? '',
    match[0],
  ]);
}

describe.each(markets)(
  '/kasse/ payment methods of $name with label and logo (issue 18, §3 payment codes, §9)',
  (market) => {
    test('each method the country offers shows its label and a decorative mark beside it; PayPal instalments only in Germany', async () => {
      const cookie = await guestWithBasket(market);
      const page = await checkoutPage(market, cookie);
      expect(page.status).toBe(200);
      const offered = paymentMethodsOf(market.country).filter((method) => method !== 'G');
      const marks = paymentMarks(page.body);
      expect(marks.map(([method]) => method)).toEqual(offered);
      for (const [method, svg] of marks) {
        // The label is the text beside it: the picture is hidden from assistive technology.
        expect(svg, method).toContain('aria-hidden="true"');
        expect(svg, method).not.toContain('role="img"');
        expect(page.body).toContain(`name="paymentMethod" value="${method}"`);
        expect(page.body).toContain(text(market, `checkout.payment.${method}`));
      }
      const instalments = text(market, 'checkout.paypalInstallments');
      expect(page.body.includes(instalments)).toBe(market.country === 'DE');
      expect(offered.includes('KD')).toBe(market.country === 'DE');
    });
  },
);
