import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import {
  accountBrowserSuite,
  accountMarkets,
  marketCustomers,
  marketTexts,
} from './support/account-suite';

/**
 * Parcel tracking on the account's order page in Chromium (issue 19: "views an order and its
 * tracking"; §2 `/konto/bestellung/{orderNumber}/`, §3 Order packages): a customer in three
 * markets and languages finds the parcel of a shipped order — carrier, number, the day it left —
 * follows its tracking link to the carrier's page in a new tab, and axe (WCAG 2.2 AA) finds
 * nothing on the page; another customer's order number is the 404 page, without the parcel.
 */

const [germany, switzerland, belgium] = accountMarkets;
const markets = [
  {
    ...germany,
    email: 'ida.parcels@example.de',
    carrierName: 'DHL',
    carrierPage:
      /^https:\/\/www\.dhl\.com\/de-de\/home\/tracking\/tracking-parcel\.html\?submit=1&tracking-id=VT\d+DE$/,
  },
  {
    ...switzerland,
    email: 'zoe.parcels@example.ch',
    carrierName: 'Die Post',
    carrierPage: /^https:\/\/service\.post\.ch\/ekp-web\/ui\/entry\/search\/VT\d+CH\?lang=fr$/,
  },
  {
    ...belgium,
    email: 'fien.parcels@example.be',
    carrierName: 'bpost',
    carrierPage:
      /^https:\/\/track\.bpost\.cloud\/btr\/web\/#\/search\?itemCode=VT\d+BE&lang=nl&postalCode=2000$/,
  },
] as const;

// Each customer's orders, oldest first: one shipped in a parcel, one not yet shipped.
const suite = accountBrowserSuite(
  marketCustomers(markets, { firstName: 'Mia', orders: ['shipped', 'paid'] }),
  { network: '10.68' },
);

describe.each(markets)('$name: the order page’s parcel tracking (issue 19, §2)', (market) => {
  const { shop: shopText, ui } = marketTexts(market.language);

  test('the parcel with carrier, number and day; its link opens the carrier’s page in a new tab; axe finds nothing', async () => {
    const [shipped = ''] = suite.customer(market.email).orderNumbers;
    const parcel = suite.customer(market.email).parcels[shipped];
    if (parcel === undefined) throw new Error('the shipped order has no parcel');
    const page = await suite.customerAt(
      market,
      market.email,
      true,
      `/konto/bestellung/${shipped}/`,
    );
    const section = page.getByRole('region', {
      name: shopText('account.parcels.title', { count: 1 }),
    });
    await section.waitFor();
    const item = section.getByRole('listitem', {
      name: shopText('account.parcels.parcel', { number: 1, carrier: market.carrierName }),
    });
    await item.waitFor();
    expect(await item.locator('[data-slot="parcel-carrier"]').textContent()).toBe(
      market.carrierName,
    );
    expect(await item.locator('[data-slot="parcel-tracking-number"]').textContent()).toBe(
      parcel.trackingNumber,
    );
    expect(await item.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await axeViolations(page), 'order page with a parcel').toEqual([]);

    // The carrier's site is not reachable from the test machine: its page is answered here.
    await page
      .context()
      .route(/^https:\/\/(www\.dhl\.com|service\.post\.ch|track\.bpost\.cloud)\//, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<title>Carrier</title><h1>Tracking</h1>',
        }),
      );
    const link = item.getByRole('link', {
      name: `${shopText('account.parcels.track', {
        carrier: market.carrierName,
        trackingNumber: parcel.trackingNumber,
      })} ${ui('link.newTab')}`,
    });
    const [carrierPage] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await carrierPage.waitForLoadState();
    expect(carrierPage.url()).toMatch(market.carrierPage);
    // The shop's page stays where it was.
    expect(new URL(page.url()).pathname).toBe(`${market.prefix}/konto/bestellung/${shipped}/`);
    await carrierPage.close();
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  test('an order not yet shipped has no parcels; another customer’s shipped order is the 404 page', async () => {
    const [, paid = ''] = suite.customer(market.email).orderNumbers;
    const page = await suite.customerAt(market, market.email, true, `/konto/bestellung/${paid}/`);
    await page
      .getByRole('heading', {
        level: 1,
        name: shopText('account.orderTitle', { orderNumber: paid }),
      })
      .waitFor();
    expect(await page.locator('[data-slot="order-parcel"]').count()).toBe(0);
    // The next market's customer: another customer's order, in another shop.
    const other = markets[(markets.indexOf(market) + 1) % markets.length] ?? market;
    const [foreign = ''] = suite.customer(other.email).orderNumbers;
    const answer = await page.goto(
      suite.url(market.host, `${market.prefix}/konto/bestellung/${foreign}/`),
    );
    expect(answer?.status()).toBe(404);
    expect(await page.locator('[data-slot="order-parcel"]').count()).toBe(0);
    await page.context().close();
  });
});
