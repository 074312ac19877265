import { describe, expect, test } from 'vitest';
import { accountSuite } from './support/account-suite';

/**
 * Parcel tracking on the account's order page (issue 19: "tracking of each package where
 * known"; §2 `/konto/bestellung/{orderNumber}/`, §3 Order packages (carrierKey, items), §7 the
 * customer's order call) over real HTTP against the production server: the warehouse shipped
 * the orders in parcels through the engine beforehand; each parcel shows its carrier, number,
 * the carrier's tracking page and the day it left, in the shop's language — and only to the
 * customer whose order it is.
 */

const paula = 'paula.parcels@example.de';
const gregor = 'gregor.parcels@example.de';
const lotte = 'lotte.parcels@example.be';
const claire = 'claire.parcels@example.ch';
/** One shipped order of two articles (1 and 2) in two parcels: DHL with 1 and 1, DPD the rest. */
const hanna = 'hanna.parcels@example.de';

const suite = accountSuite(
  [
    // A shipped order of two articles (DHL), then one not yet shipped.
    {
      host: 'localhost',
      email: paula,
      firstName: 'Paula',
      orders: ['shipped', 'paid'],
      articles: 2,
    },
    // Delivered by a carrier outside the shops' table: the number, no link.
    {
      host: 'localhost',
      email: gregor,
      firstName: 'Gregor',
      orders: ['delivered'],
      carrier: 'GLS',
    },
    { host: 'be.nido.localhost', email: lotte, firstName: 'Lotte', orders: ['shipped'] },
    { host: 'ch.nido.localhost', email: claire, firstName: 'Claire', orders: ['delivered'] },
    {
      host: 'localhost',
      email: hanna,
      firstName: 'Hanna',
      orders: ['shipped'],
      articles: 2,
      parcelQuantities: [1, 1],
      restParcelCarrier: 'dpd',
    },
  ],
  { network: '10.66' },
);
const { customer, view } = suite;

/** Today in the shops' time zone, as the language writes a day (the parcels left today). */
const today = (iso: string) =>
  new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date());

/** The parcels section of an order page. */
function parcelsOf(body: string): string {
  const start = body.indexOf('aria-labelledby="order-parcels-heading"');
  return start === -1 ? '' : body.slice(start, body.indexOf('</section>', start));
}

const parcelOf = (email: string, orderNumber: string) => {
  const parcel = customer(email).parcels[orderNumber];
  if (parcel === undefined) throw new Error(`no parcel for ${orderNumber}`);
  return parcel;
};

describe('the order page shows each parcel with its tracking (issue 19, §2 order detail)', () => {
  test('DE: carrier, number, DHL’s tracking page in a new tab, the day it left in German, what it holds; private', async () => {
    const [shipped = ''] = customer(paula).orderNumbers;
    const { trackingNumber } = parcelOf(paula, shipped);
    const page = await view(paula, `/konto/bestellung/${shipped}/`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const parcels = parcelsOf(page.body);
    expect(parcels).toContain('>Ihr Paket</h2>');
    expect(parcels).toContain('Paket 1 – DHL</h3>');
    expect(parcels).toContain('Versanddienstleister');
    expect(parcels).toContain(`>${trackingNumber}</dd>`);
    expect(parcels).toContain(`Versandt am`);
    expect(parcels).toContain(`>${today('de-DE')}</time>`);
    // React writes the attribute as `dateTime` (HTML attribute names know no case).
    expect(parcels).toMatch(/<time datetime="\d{4}-\d\d-\d\d">/i);
    // Both articles went in the one parcel, each with its quantity (1 and 2).
    expect([...parcels.matchAll(/<li>(\d) × [^<]+<\/li>/g)].map((match) => match[1])).toEqual([
      '1',
      '2',
    ]);
    const link = /<a[^>]*data-slot="parcel-tracking-link"[^>]*>/.exec(parcels)?.[0] ?? '';
    expect(link).toContain(
      `href="https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&amp;tracking-id=${trackingNumber}"`,
    );
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(parcels).toContain(`Sendung ${trackingNumber} bei DHL verfolgen`);
    expect(parcels).toContain('(öffnet in neuem Tab)');
  });

  test('two parcels: each with its carrier, number, tracking page and what it holds', async () => {
    const [shipped = ''] = customer(hanna).orderNumbers;
    const first = parcelOf(hanna, shipped);
    const second = customer(hanna).restParcels[shipped];
    if (second === undefined) throw new Error('no second parcel');
    const page = await view(hanna, `/konto/bestellung/${shipped}/`);
    expect(page.status).toBe(200);
    const parcels = parcelsOf(page.body);
    expect(parcels).toContain('>Ihre Pakete</h2>');
    const items = parcels.split('data-slot="order-parcel"').slice(1);
    expect(items).toHaveLength(2);
    const [dhl = '', dpd = ''] = items;
    expect(dhl).toContain('Paket 1 – DHL</h3>');
    expect(dhl).toContain(`>${first.trackingNumber}</dd>`);
    expect(dhl).toContain(
      `href="https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&amp;tracking-id=${first.trackingNumber}"`,
    );
    expect(dpd).toContain('Paket 2 – DPD</h3>');
    expect(dpd).toContain(`>${second.trackingNumber}</dd>`);
    expect(dpd).toContain(
      `href="https://tracking.dpd.de/status/de_DE/parcel/${second.trackingNumber}"`,
    );
    expect(dpd).not.toContain(`${first.trackingNumber}<`);
    // The first parcel holds one of each article, the second the other one of the second.
    const held = (item: string) =>
      [...item.matchAll(/<li>(\d) × [^<]+<\/li>/g)].map((match) => match[1]);
    expect(held(dhl)).toEqual(['1', '1']);
    expect(held(dpd)).toEqual(['1']);
  });

  test('an order not yet shipped shows no parcels', async () => {
    const [, paid = ''] = customer(paula).orderNumbers;
    const page = await view(paula, `/konto/bestellung/${paid}/`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('order-parcels-heading');
    expect(page.body).not.toContain('data-slot="order-parcel"');
  });

  test('a carrier outside the table: its name and the number, no link, and a word on where to track it', async () => {
    const [delivered = ''] = customer(gregor).orderNumbers;
    const { trackingNumber } = parcelOf(gregor, delivered);
    const parcels = parcelsOf((await view(gregor, `/konto/bestellung/${delivered}/`)).body);
    expect(parcels).toContain('Paket 1 – GLS</h3>');
    expect(parcels).toContain(`>${trackingNumber}</dd>`);
    expect(parcels).not.toContain('parcel-tracking-link');
    expect(parcels).not.toContain('href=');
    expect(parcels).toContain('auf der Seite des Versanddienstleisters verfolgen');
  });

  test('Belgium in Dutch: bpost’s page in Dutch with the postcode, the day in Dutch', async () => {
    const [shipped = ''] = customer(lotte).orderNumbers;
    const { trackingNumber } = parcelOf(lotte, shipped);
    const page = await view(lotte, `/nl/konto/bestellung/${shipped}/`);
    expect(page.status).toBe(200);
    const parcels = parcelsOf(page.body);
    expect(parcels).toContain('>Uw pakket</h2>');
    expect(parcels).toContain('Pakket 1 – bpost</h3>');
    expect(parcels).toContain('Verzonden op');
    expect(parcels).toContain(`>${today('nl-BE')}</time>`);
    expect(parcels).toContain(
      `href="https://track.bpost.cloud/btr/web/#/search?itemCode=${trackingNumber}&amp;lang=nl&amp;postalCode=2000"`,
    );
    expect(parcels).toContain(`Zending ${trackingNumber} volgen bij bpost`);
  });

  test('Switzerland in French: Die Post’s page in French, the day in French', async () => {
    const [delivered = ''] = customer(claire).orderNumbers;
    const { trackingNumber } = parcelOf(claire, delivered);
    const page = await view(claire, `/fr/konto/bestellung/${delivered}/`);
    const parcels = parcelsOf(page.body);
    expect(parcels).toContain('>Votre colis</h2>');
    expect(parcels).toContain('Colis 1 – Die Post</h3>');
    expect(parcels).toContain('Expédié le');
    expect(parcels).toContain(`>${today('fr-CH')}</time>`);
    expect(parcels).toContain(
      `href="https://service.post.ch/ekp-web/ui/entry/search/${trackingNumber}?lang=fr"`,
    );
  });
});

describe('the customer’s order call returns the parcels (§7, §3 Order packages)', () => {
  test('GET /api/user/orders/{orderNumber}/: packages with carrier, number, day and lines; tracking.packages per parcel', async () => {
    const [shipped = ''] = customer(paula).orderNumbers;
    const { trackingNumber } = parcelOf(paula, shipped);
    const answer = await view(paula, `/api/user/orders/${shipped}/`);
    expect(answer.status).toBe(200);
    const { order } = JSON.parse(answer.body) as {
      order: {
        lines: { id: number; quantity: number }[];
        packages: unknown[];
        tracking: { packages: { carrierKey: string; items: { quantity: number }[] }[] };
      };
    };
    expect(order.packages).toEqual([
      {
        id: expect.any(Number),
        carrierKey: 'dhl',
        trackingNumber,
        shippedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        items: order.lines.map((line) => ({ lineId: line.id, quantity: line.quantity })),
      },
    ]);
    expect(order.tracking.packages).toHaveLength(1);
    expect(order.tracking.packages[0]?.carrierKey).toBe('dhl');
    expect(order.tracking.packages[0]?.items.map((item) => item.quantity)).toEqual(
      order.lines.map((line) => line.quantity),
    );
  });
});

describe('another customer’s parcels are never shown (issue 19: 404, not 403)', () => {
  test('the page and the order call answer 404, privately, without the tracking number', async () => {
    const [shipped = ''] = customer(paula).orderNumbers;
    const { trackingNumber } = parcelOf(paula, shipped);
    const page = await view(gregor, `/konto/bestellung/${shipped}/`);
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).not.toContain(trackingNumber);
    const call = await view(gregor, `/api/user/orders/${shipped}/`);
    expect(call.status).toBe(404);
    expect(call.body).not.toContain(trackingNumber);
    // Nor from another shop: Lotte's Belgian order is not the German shop's.
    const [belgian = ''] = customer(lotte).orderNumbers;
    const elsewhere = await view(paula, `/konto/bestellung/${belgian}/`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).not.toContain(parcelOf(lotte, belgian).trackingNumber);
  });
});
