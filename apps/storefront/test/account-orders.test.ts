import { describe, expect, test } from 'vitest';
import { accountSuite } from './support/account-suite';
import { send } from './support/storefront-server';

/**
 * The account's order pages (issue 19; §2 `/konto/`, `/konto/bestellungen/`,
 * `/konto/bestellung/{orderNumber}/`, §4 order states and the auth guard, §6 cancelOrder)
 * over real HTTP against the production server, the orders placed through the engine.
 */

/** Anna's orders, oldest first: nine delivered, then shipped, placed, paid (12: two pages). */
const anna = 'anna.orders@example.de';
const ben = 'ben.orders@example.de';
const chloe = 'chloe.orders@example.ch';

/** The order numbers a page links to, in its order. */
function linkedOrders(body: string): string[] {
  return [...body.matchAll(/href="(?:\/fr)?\/konto\/bestellung\/(\d+)\/"/g)].map(
    (match) => match[1] ?? '',
  );
}

const suite = accountSuite(
  [
    {
      host: 'localhost',
      email: anna,
      firstName: 'Anna',
      orders: [...Array(9).fill('delivered'), 'shipped', 'placed', 'paid'],
    },
    { host: 'localhost', email: ben, firstName: 'Ben', orders: ['placed'] },
    { host: 'ch.nido.localhost', email: chloe, firstName: 'Chloé', orders: ['placed'] },
  ],
  { network: '10.62' },
);
const { customer, client, view, post } = suite;

describe('the account pages need a sign-in (§4 auth guard)', () => {
  test.each([
    '/konto/',
    '/konto/bestellungen/',
    '/konto/bestellungen/?seite=2',
    '/konto/bestellung/100001/',
  ])('%s sends a visitor without a session to the login and back, privately', async (path) => {
    const answer = await send(suite.port, { path, headers: client() });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`/login/?zurueck=${encodeURIComponent(path)}`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('a cancel form posted without a session is sent to the login (303), nothing cancelled', async () => {
    const [number] = customer(anna).orderNumbers.slice(-1);
    const answer = await send(suite.port, {
      method: 'POST',
      path: `/konto/bestellung/${number}/`,
      headers: client(),
      form: { intent: 'cancel' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/^\/login\/\?zurueck=/);
  });
});

describe('the account home greets the customer and shows the last three orders (§2 /konto/)', () => {
  test('greeting by first name, the three newest orders, the orders shortcut; private, not for search engines', async () => {
    const page = await view(anna, '/konto/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('>Mein Konto</h1>');
    expect(page.body).toContain('Hallo Anna');
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const numbers = customer(anna).orderNumbers;
    expect(linkedOrders(page.body)).toEqual(numbers.slice(-3).reverse());
    expect(page.body).toContain('href="/konto/bestellungen/"');
    expect(page.body).toContain('Meine Bestellungen');
    // Another customer's orders never show.
    expect(page.body).not.toContain(customer(ben).orderNumbers[0]);
  });
});

describe('the orders page lists the customer’s orders, ten a page (§2 /konto/bestellungen/)', () => {
  test('page 1: the ten newest, with status and a link to page 2', async () => {
    const page = await view(anna, '/konto/bestellungen/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const numbers = customer(anna).orderNumbers;
    expect(linkedOrders(page.body)).toEqual(numbers.slice(-10).reverse());
    expect(page.body).toContain('Bezahlt');
    expect(page.body).toContain('Eingegangen');
    expect(page.body).toContain('Versandt');
    expect(page.body).toContain('href="/konto/bestellungen/?seite=2"');
  });

  test('page 2: the two oldest', async () => {
    const page = await view(anna, '/konto/bestellungen/?seite=2');
    expect(page.status).toBe(200);
    expect(linkedOrders(page.body)).toEqual(customer(anna).orderNumbers.slice(0, 2).reverse());
    expect(page.body).toContain('Zugestellt');
  });

  test.each(['3', '0', '02', '-1', 'zwei', '1e1', ''])(
    'page “%s” is no page: the 404 page, private (never a 500)',
    async (pageNumber) => {
      const page = await view(anna, `/konto/bestellungen/?seite=${encodeURIComponent(pageNumber)}`);
      expect(page.status).toBe(404);
      expect(page.headers['cache-control']).toBe('private, no-store');
    },
  );

  test('a form posted to the home or the orders page, which post none, is 400 (never a 405 or 500)', async () => {
    for (const path of ['/konto/', '/konto/bestellungen/']) {
      const answer = await post(anna, path, { intent: 'cancel' });
      expect(answer.status, path).toBe(400);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
    }
  });

  test('another customer sees only their own order', async () => {
    const page = await view(ben, '/konto/bestellungen/');
    expect(page.status).toBe(200);
    expect(linkedOrders(page.body)).toEqual(customer(ben).orderNumbers);
  });
});

describe('the order page shows one of the customer’s orders (§2 /konto/bestellung/{orderNumber}/, §4 order states)', () => {
  test('lines with the image service’s srcset, status, sums, addresses and payment', async () => {
    const shipped = customer(anna).orderNumbers[9];
    const page = await view(anna, `/konto/bestellung/${shipped}/`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(`Bestellung ${shipped}</h1>`);
    expect(page.body).toContain('data-status="shipped"');
    expect(page.body).toContain('>Versandt</span>');
    expect(page.body).toMatch(/<img[^>]*srcset="[^"]+ 1x, [^"]+ 2x"/i);
    expect(page.body).toMatch(/data-slot="order-line"/);
    expect(page.body).toContain('Menge');
    for (const label of ['Warenwert', 'Versandkosten', 'Gesamtsumme', 'Enthaltene MwSt.']) {
      expect(page.body).toContain(label);
    }
    expect(page.body).toMatch(/\d+,\d\d\s€/);
    expect(page.body).toContain('Rechnungsadresse');
    expect(page.body).toContain('Lieferadresse');
    expect(page.body).toContain('Lindenallee 12a');
    expect(page.body).toContain('50667 Köln');
    expect(page.body).toContain('PayPal');
    // Shipped: there is nothing to cancel.
    expect(page.body).not.toContain('Bestellung stornieren');
  });

  test('an order that has not shipped offers the cancellation: a link to the confirmation step', async () => {
    const paid = customer(anna).orderNumbers[11];
    const page = await view(anna, `/konto/bestellung/${paid}/`);
    expect(page.body).toContain(`href="/konto/bestellung/${paid}/?stornieren"`);
    expect(page.body).toContain('Bestellung stornieren');
    const step = await view(anna, `/konto/bestellung/${paid}/?stornieren`);
    expect(step.status).toBe(200);
    expect(step.body).toContain('Bestellung stornieren?');
    const confirm = /<button[^>]*type="submit"[^>]*>/.exec(
      step.body.slice(step.body.indexOf('data-slot="cancel-order-confirmation"')),
    )?.[0];
    expect(confirm).toContain('name="intent"');
    expect(confirm).toContain('value="cancel"');
    // A shipped order's confirmation step asks nothing.
    const shipped = customer(anna).orderNumbers[9];
    const none = await view(anna, `/konto/bestellung/${shipped}/?stornieren`);
    expect(none.body).not.toMatch(/value="cancel"/);
  });

  test('in the Swiss shop in French: translated states, CHF and the address there', async () => {
    const [number] = customer(chloe).orderNumbers;
    const page = await view(chloe, `/fr/konto/bestellung/${number}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Commande ${number}</h1>`);
    expect(page.body).toContain('>Reçue</span>');
    expect(page.body).toContain('CHF');
    expect(page.body).toContain('1003 Lausanne');
    expect(page.body).toContain('Annuler la commande');
    const home = await view(chloe, '/fr/konto/');
    expect(home.body).toContain('Bonjour Chloé');
    expect(linkedOrders(home.body)).toEqual([number]);
  });
});

describe('another customer’s order number is the 404 page, not a 403 (issue 19)', () => {
  test.each([
    { name: 'another customer’s order', number: () => customer(anna).orderNumbers[11] },
    { name: 'an order of another shop', number: () => customer(chloe).orderNumbers[0] },
    { name: 'an unknown number', number: () => '99999999' },
    { name: 'a malformed number', number: () => 'abc-1' },
  ])('$name: the page and the cancel form answer 404, privately', async ({ number }) => {
    const path = `/konto/bestellung/${number()}/`;
    const page = await view(ben, path);
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const cancel = await post(ben, path, { intent: 'cancel' });
    expect(cancel.status).toBe(404);
    expect(cancel.headers['cache-control']).toBe('private, no-store');
  });

  test('the order another customer tried to cancel is still there', async () => {
    const page = await view(anna, `/konto/bestellung/${customer(anna).orderNumbers[11]}/`);
    expect(page.body).toContain('data-status="paid"');
  });
});

describe('cancelling an order (§2 cancel order, §6 cancelOrder: not once shipped)', () => {
  test('an unshipped order is cancelled: the page answers with its toast and the order cancelled', async () => {
    const placed = customer(anna).orderNumbers[10];
    const path = `/konto/bestellung/${placed}/`;
    const answer = await post(anna, path, { intent: 'cancel' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain(`Die Bestellung ${placed} ist storniert.`);
    expect(answer.body).toContain('data-status="cancelled"');
    expect(answer.body).not.toContain('Bestellung stornieren<');
    // Once cancelled, it cannot be cancelled again.
    const again = await post(anna, path, { intent: 'cancel' });
    expect(again.status).toBe(409);
    expect(again.body).toContain('lässt sich nicht mehr stornieren');
  });

  test('a shipped order is refused with 409 and the reason, and stays shipped', async () => {
    const shipped = customer(anna).orderNumbers[9];
    const answer = await post(anna, `/konto/bestellung/${shipped}/`, { intent: 'cancel' });
    expect(answer.status).toBe(409);
    expect(answer.body).toContain('lässt sich nicht mehr stornieren');
    expect(answer.body).toContain('data-status="shipped"');
  });

  test('a form from another site is 403; a form the page never posts is 400', async () => {
    const paid = customer(anna).orderNumbers[11];
    const path = `/konto/bestellung/${paid}/`;
    const foreign = await post(
      anna,
      path,
      { intent: 'cancel' },
      { origin: 'https://evil.example' },
    );
    expect([400, 403]).toContain(foreign.status);
    const unknown = await post(anna, path, { intent: 'refund' });
    expect(unknown.status).toBe(400);
    const page = await view(anna, path);
    expect(page.body).toContain('data-status="paid"');
  });

  test('in French, the cancellation answers in French', async () => {
    const [number] = customer(chloe).orderNumbers;
    const answer = await post(chloe, `/fr/konto/bestellung/${number}/`, { intent: 'cancel' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`La commande ${number} est annulée.`);
    expect(answer.body).toContain('>Annulée</span>');
  });
});

describe('what a browser with JavaScript fetches of an account page is private too (issue 19: every page `private, no-store`)', () => {
  // A client-side navigation reads the page's data from `<path>_.data` (React Router's single
  // fetch, trailing slash kept): the same customer's data as the page, so never kept by a cache.
  const pages = (): string[] => {
    const numbers = customer(anna).orderNumbers;
    const delivered = numbers[0] ?? '';
    return [
      '/konto/',
      '/konto/meine-daten/',
      '/konto/persoenliche-daten/',
      '/konto/adressbuch/',
      '/konto/passwort/',
      '/konto/bestellungen/',
      `/konto/bestellung/${numbers.at(-1) ?? ''}/`,
      `/konto/bestellung/reklamation/${delivered}/`,
      '/konto/kontakt/',
      '/konto/account-loeschen/',
    ];
  };

  test('each of the ten pages’ data answers 200 with `private, no-store`', async () => {
    for (const path of pages()) {
      const answer = await view(anna, `${path}_.data`);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect({ path, cacheControl: answer.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'private, no-store',
      });
    }
  });

  test('a form sent in place (the shipped order’s cancel, refused) answers privately too', async () => {
    const shipped = customer(anna).orderNumbers[9];
    const answer = await post(anna, `/konto/bestellung/${shipped}/_.data`, { intent: 'cancel' });
    expect(answer.status).toBe(409);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
