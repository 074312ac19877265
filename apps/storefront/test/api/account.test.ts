import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(() => api?.close());

let counter = 0;
const password = 'Sommerwind-Apfel7';

async function registered(host = 'localhost') {
  counter += 1;
  const visitor = visitorClient(api, host);
  const email = `kundin${counter}@example.de`;
  const answer = await visitor.call('/api/user/auth/register/', {
    method: 'POST',
    json: {
      first_name: 'Lea',
      last_name: 'Schmidt',
      gender: 'f',
      email,
      register_password: password,
      newsletter: true,
    },
  });
  expect(answer.status).toBe(200);
  const { user } = await answer.json();
  return { visitor, email, customerId: (await customerIdOf(email)) ?? '', user };
}

async function customerIdOf(email: string): Promise<string | null> {
  const [row] = await api.services.commerce.db.rows<{ id: string }>(
    sql`SELECT id FROM customers WHERE email = ${email}`,
  );
  return row?.id ?? null;
}

async function mailsTo(email: string) {
  return api.services.commerce.mail.outbox({ to: email });
}

async function waitForMail(email: string, kind: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await mailsTo(email)).find((candidate) => candidate.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${kind} mail to ${email}`);
}

const address = {
  gender: 'f',
  first_name: 'Lea',
  last_name: 'Schmidt',
  street: 'Hauptstraße',
  house_number: '12a',
  postal_code: '10115',
  city: 'Berlin',
  country: 'de',
};

describe('password reset (spec §7 send-reset-email, §9 reset link)', () => {
  test('the answer is the same for a known and an unknown address', async () => {
    const { email } = await registered();
    const answers = await Promise.all(
      [email, 'unbekannt@example.de'].map(async (candidate) => {
        const answer = await visitorClient(api).call('/api/user/auth/send-reset-email/', {
          method: 'POST',
          json: { email: candidate },
        });
        return {
          status: answer.status,
          body: await answer.text(),
          type: answer.headers.get('content-type'),
        };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.body).toBe('{"statusCode":200}');
    await waitForMail(email, 'password-reset');
    expect(await mailsTo('unbekannt@example.de')).toEqual([]);
  });

  test('the mail links konto/neues-passwort/?hash=…; the token works once', async () => {
    const { email } = await registered();
    await visitorClient(api).call('/api/user/auth/send-reset-email/', {
      method: 'POST',
      json: { email },
    });
    const mail = await waitForMail(email, 'password-reset');
    const link = /http:\/\/de\.nido\.localhost:\d+\/konto\/neues-passwort\/\?hash=([\w-]+)/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    expect(mail.html).toContain('konto/neues-passwort/?hash=');
    expect(mail.subject).toBe('Ihr neues Passwort für Nido');
    const hash = link?.[1] ?? '';
    const valid = await visitorClient(api).call(`/api/user/auth/reset-password/?hash=${hash}`);
    expect(await valid.json()).toEqual({ valid: true });

    const weak = await visitorClient(api).call('/api/user/auth/reset-password/', {
      method: 'POST',
      json: { hash, password: 'schwach' },
    });
    expect(weak.status).toBe(400);
    const reset = await visitorClient(api).call('/api/user/auth/reset-password/', {
      method: 'POST',
      json: { hash, password: 'Neues-Kennwort9' },
    });
    expect(await reset.json()).toEqual({ statusCode: 200 });
    const again = await visitorClient(api).call('/api/user/auth/reset-password/', {
      method: 'POST',
      json: { hash, password: 'Anderes-Kennwort9' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      issues: [{ field: 'hash', key: 'account.resetLinkInvalid' }],
    });
    const login = await visitorClient(api).call('/api/user/auth/login/', {
      method: 'POST',
      json: { email, password: 'Neues-Kennwort9' },
    });
    expect(login.status).toBe(200);
  });
});

describe('the reset link outside DE, AT and CH (§9 names none there)', () => {
  test.each([
    {
      host: 'be.nido.localhost',
      locale: 'nl',
      prefix: '/nl',
      subject: 'Uw nieuwe wachtwoord voor Nido',
    },
    {
      host: 'fr.nido.localhost',
      locale: 'fr',
      prefix: '',
      subject: 'Votre nouveau mot de passe Nido',
    },
  ])(
    '$host?locale=$locale links the same German route under the locale’s prefix',
    async ({ host, locale, prefix, subject }) => {
      const { email } = await registered(host);
      await visitorClient(api, host).call(`/api/user/auth/send-reset-email/?locale=${locale}`, {
        method: 'POST',
        json: { email },
      });
      const mail = await waitForMail(email, 'password-reset');
      expect(mail.subject).toBe(subject);
      const link = new URL(/http:\/\/\S+/.exec(mail.text)?.[0] ?? 'http://x/');
      expect(link.hostname).toBe(host);
      expect(link.pathname).toBe(`${prefix}/konto/neues-passwort/`);
      const hash = link.searchParams.get('hash') ?? '';
      const valid = await visitorClient(api, host).call(
        `/api/user/auth/reset-password/?hash=${hash}`,
      );
      expect(await valid.json()).toEqual({ valid: true });
    },
  );
});

describe('account data (spec §2 /konto/…)', () => {
  test('account calls need a registered session: 401 otherwise', async () => {
    const answer = await visitorClient(api).call('/api/user/account/addresses/');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'api.unauthorized' });
  });

  test('personal data are updated and validated', async () => {
    const { visitor } = await registered();
    const answer = await visitor.call('/api/user/account/personal-data/', {
      method: 'POST',
      json: {
        first_name: 'Lena',
        last_name: 'Meier',
        gender: 'd',
        phone: '+49 30 1234567',
        birth_date: '1990-02-28',
      },
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).user).toMatchObject({
      firstName: 'Lena',
      lastName: 'Meier',
      gender: 'd',
      phone: '+49 30 1234567',
      birthDate: '1990-02-28',
    });
    const bad = await visitor.call('/api/user/account/personal-data/', {
      method: 'POST',
      json: { first_name: 'Lena', last_name: 'Meier', gender: 'd', birth_date: '1990-02-30' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([{ field: 'birth_date', key: 'validation.invalid' }]);
    // The page's schema (issue 18): no salutation is refused, not stored as the default `f`.
    const withoutGender = await visitor.call('/api/user/account/personal-data/', {
      method: 'POST',
      json: { first_name: 'Lena', last_name: 'Meier' },
    });
    expect(withoutGender.status).toBe(400);
    expect((await withoutGender.json()).issues).toEqual([
      { field: 'gender', key: 'validation.required' },
    ]);
  });

  test('the password changes with the current one; a wrong one is a 400', async () => {
    const { visitor, email } = await registered();
    const wrong = await visitor.call('/api/user/account/password/', {
      method: 'POST',
      json: { current_password: 'Falsch-123abc', new_password: 'Neues-Kennwort9' },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).issues).toEqual([
      { field: 'current_password', key: 'account.wrongPassword' },
    ]);
    const changed = await visitor.call('/api/user/account/password/', {
      method: 'POST',
      json: { current_password: password, new_password: 'Neues-Kennwort9' },
    });
    expect(changed.status).toBe(200);
    const login = await visitorClient(api).call('/api/user/auth/login/', {
      method: 'POST',
      json: { email, password: 'Neues-Kennwort9' },
    });
    expect(login.status).toBe(200);
  });

  test('address book: create, list, update, defaults, delete; another customer’s id is a 404', async () => {
    const { visitor } = await registered();
    const first = await visitor.call('/api/user/account/addresses/', {
      method: 'POST',
      json: address,
    });
    expect(first.status).toBe(201);
    const created = (await first.json()).address;
    expect(created).toMatchObject({
      country: 'DE',
      isDefaultBilling: true,
      isDefaultShipping: true,
    });
    const second = await visitor.call('/api/user/account/addresses/', {
      method: 'POST',
      json: { ...address, street: 'Nebenweg', is_default_shipping: true },
    });
    const other = (await second.json()).address;
    const list = (await (await visitor.call('/api/user/account/addresses/')).json()).addresses;
    expect(
      list.map((entry: { id: string; isDefaultShipping: boolean; isDefaultBilling: boolean }) => [
        entry.id,
        entry.isDefaultBilling,
        entry.isDefaultShipping,
      ]),
    ).toEqual([
      [created.id, true, false],
      [other.id, false, true],
    ]);
    const updated = await visitor.call(`/api/user/account/addresses/${created.id}/`, {
      method: 'PUT',
      json: { ...address, city: 'Potsdam' },
    });
    expect((await updated.json()).address).toMatchObject({
      city: 'Potsdam',
      isDefaultBilling: true,
    });

    const stranger = (await registered()).visitor;
    const foreign = await stranger.call(`/api/user/account/addresses/${created.id}/`, {
      method: 'DELETE',
    });
    expect(foreign.status).toBe(404);
    const deleted = await visitor.call(`/api/user/account/addresses/${created.id}/`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    const invalid = await visitor.call('/api/user/account/addresses/', {
      method: 'POST',
      json: { ...address, postal_code: '', country: 'US' },
    });
    expect((await invalid.json()).issues).toEqual([
      { field: 'postal_code', key: 'validation.required' },
      { field: 'country', key: 'validation.invalid-choice' },
    ]);
    // The page's rules (issue 18): a postcode in the country's format, written its way.
    const dutch = await visitor.call('/api/user/account/addresses/', {
      method: 'POST',
      json: { ...address, postal_code: '1015cx', country: 'nl', city: 'a'.repeat(80) },
    });
    expect(dutch.status).toBe(201);
    expect((await dutch.json()).address).toMatchObject({ postalCode: '1015 CX', country: 'NL' });
    const tooLong = await visitor.call('/api/user/account/addresses/', {
      method: 'POST',
      json: { ...address, postal_code: '1234', city: 'a'.repeat(81) },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).issues).toEqual([
      { field: 'city', key: 'validation.max-length' },
      { field: 'postal_code', key: 'validation.invalid' },
    ]);
  });

  test('the balance is served only where the shop flag is on (spec §6, §9)', async () => {
    const baby = await registered();
    expect((await baby.visitor.call('/api/user/account/balance/')).status).toBe(404);
    const vitality = await registered('de.vitalia.localhost');
    const answer = await vitality.visitor.call('/api/user/account/balance/');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ balance: { amount: 0, currencyCode: 'EUR' } });
  });
});

describe('newsletter and contact (spec §3, §7)', () => {
  test('the subscription stores salutation codes and sends a double-opt-in mail', async () => {
    const visitor = visitorClient(api, 'fr.nido.localhost');
    const answer = await visitor.call('/api/mcs/selfi/newsletter/', {
      method: 'POST',
      json: {
        email: 'Abonne@Example.FR',
        firstName: 'Luc',
        lastName: 'Martin',
        salutation: 0,
        source: 'footer',
        shopId: 13,
      },
    });
    expect(await answer.json()).toEqual({ statusCode: 200, status: 'pending' });
    const mail = await waitForMail('abonne@example.fr', 'newsletter-confirmation');
    expect(mail.subject).toContain('Veuillez confirmer');
    const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const [row] = await api.services.commerce.db.rows<{
      salutation: number;
      confirmed_at: Date | null;
    }>(
      sql`SELECT salutation, confirmed_at FROM newsletter_subscriptions WHERE email = 'abonne@example.fr'`,
    );
    expect(row).toEqual({ salutation: 0, confirmed_at: null });
    const confirm = await visitor.call(`/api/mcs/selfi/newsletter/confirm/?token=${token}`);
    expect(await confirm.json()).toEqual({ statusCode: 200, confirmed: true });
    const unknown = await visitor.call('/api/mcs/selfi/newsletter/confirm/?token=nope');
    expect(unknown.status).toBe(404);
    const bad = await visitor.call('/api/mcs/selfi/newsletter/', {
      method: 'POST',
      json: { email: 'x', salutation: 3 },
    });
    expect((await bad.json()).issues).toEqual([
      { field: 'email', key: 'validation.email' },
      { field: 'salutation', key: 'validation.invalid-choice' },
    ]);
  });

  test('the mail’s link opened in a browser confirms and lands on the home page of the mail’s locale', async () => {
    const visitor = visitorClient(api, 'be.nido.localhost');
    const answer = await visitor.call('/api/mcs/selfi/newsletter/?locale=nl', {
      method: 'POST',
      json: { email: 'lezer@example.be', firstName: 'Els', salutation: 2 },
    });
    expect(answer.status).toBe(200);
    const mail = await waitForMail('lezer@example.be', 'newsletter-confirmation');
    expect(mail.subject).toContain('Bevestig uw inschrijving');
    const link = new URL(/http:\/\/\S+/.exec(mail.text)?.[0] ?? 'http://x/');
    expect(link.hostname).toBe('be.nido.localhost');
    expect(link.searchParams.get('locale')).toBe('nl-BE');
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const opened = await visitor.call(`${link.pathname}${link.search}`, {
      headers: browser,
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/nl/?newsletter=confirmed');
    const [row] = await api.services.commerce.db.rows<{ confirmed: boolean }>(
      sql`SELECT confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE email = 'lezer@example.be'`,
    );
    expect(row).toEqual({ confirmed: true });
    const stale = await visitor.call('/api/mcs/selfi/newsletter/confirm/?token=nope&locale=nl-BE', {
      headers: browser,
      redirect: 'manual',
    });
    expect(stale.headers.get('location')).toBe('/nl/?newsletter=invalid');
  });

  test('a contact request with a CMS subject is stored and mailed to customer service', async () => {
    const visitor = visitorClient(api);
    const answer = await visitor.call('/api/user/contact/', {
      method: 'POST',
      json: {
        subject: 'order',
        name: 'Max Muster',
        email: 'max@example.de',
        order_number: '100234',
        message: 'Wo bleibt mein <b>Paket</b>?',
      },
    });
    expect(answer.status).toBe(201);
    const request = await waitForMail('service@de.nido.example', 'contact-request');
    expect(request.subject).toBe('Kontaktanfrage: Frage zu meiner Bestellung');
    expect(request.text).toContain('Max Muster <max@example.de>');
    expect(request.html).toContain('Wo bleibt mein &lt;b&gt;Paket&lt;/b&gt;?');
    const [stored] = await api.services.commerce.db.rows<{ subject: string }>(
      sql`SELECT subject FROM contact_requests WHERE email = 'max@example.de'`,
    );
    expect(stored).toEqual({ subject: 'order' });
    const unknown = await visitor.call('/api/user/contact/', {
      method: 'POST',
      json: {
        subject: 'gibt-es-nicht',
        name: 'Max',
        email: 'max@example.de',
        message: 'Eine Frage zu etwas.',
      },
    });
    expect((await unknown.json()).issues).toEqual([
      { field: 'subject', key: 'validation.invalid-choice' },
    ]);
  });
});

describe('the contact form is not a mail relay (issue 12, item 6)', () => {
  const message = 'Bitte rufen Sie https://relay.example an – Ihr Gewinn wartet!';

  /** The mails the outbox got while `act` ran, oldest first. */
  async function mailsDuring(act: () => Promise<void>) {
    const { db } = api.services.commerce;
    const [before] = await db.rows<{ at: string }>(
      sql`SELECT coalesce(max(created_at), 'epoch')::text AS at FROM mail_outbox`,
    );
    await act();
    return db.rows<{ kind: string; to: string; subject: string; text: string; html: string }>(sql`
      SELECT kind, to_address AS to, subject, text_body AS text, html_body AS html FROM mail_outbox
      WHERE created_at > ${before?.at ?? 'epoch'}::timestamptz ORDER BY created_at, kind`);
  }

  async function contact(visitor: ReturnType<typeof visitorClient>, email: string, query = '') {
    const answer = await visitor.call(`/api/user/contact/${query}`, {
      method: 'POST',
      json: { subject: 'product', name: 'Opfer Adresse', email, message },
    });
    expect(answer.status).toBe(201);
  }

  test('an anonymous message with any e-mail address sends exactly one mail: to customer service', async () => {
    const mails = await mailsDuring(() => contact(visitorClient(api), 'opfer@example.org'));
    expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'contact-request', to: 'service@de.nido.example' },
    ]);
    expect(mails[0]?.text).toContain(message);
    expect(await mailsTo('opfer@example.org')).toEqual([]);
  });

  test('a guest customer gets no receipt either: the guest’s address was typed, not proven', async () => {
    const guest = visitorClient(api);
    const signedIn = await guest.call('/api/user/auth/guest/', {
      method: 'POST',
      json: {
        first_name: 'Gast',
        last_name: 'Kunde',
        gender: 'd',
        email: 'gast-relay@example.de',
        newsletter: false,
      },
    });
    expect(signedIn.status).toBe(200);
    const mails = await mailsDuring(() => contact(guest, 'opfer-gast@example.org'));
    expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'contact-request', to: 'service@de.nido.example' },
    ]);
  });

  test.each([
    { host: 'localhost', query: '', subject: 'Wir haben Ihre Nachricht erhalten – Nido' },
    {
      host: 'ch.nido.localhost',
      query: '?locale=fr',
      subject: 'Nous avons bien reçu votre message – Nido',
    },
    {
      host: 'be.nido.localhost',
      query: '?locale=nl',
      subject: 'Wij hebben uw bericht ontvangen – Nido',
    },
  ])(
    'a signed-in customer who types another address gets the receipt at the account’s address only, without the message ($host)',
    async ({ host, query, subject }) => {
      const { visitor, email } = await registered(host);
      const mails = await mailsDuring(() => contact(visitor, 'opfer-kunde@example.org', query));
      expect(
        mails.map(({ kind, to }) => ({ kind, to })).sort((a, b) => a.kind.localeCompare(b.kind)),
      ).toEqual([
        { kind: 'contact-receipt', to: email },
        { kind: 'contact-request', to: expect.stringMatching(/^service@/) },
      ]);
      const receipt = mails.find((mail) => mail.kind === 'contact-receipt');
      expect(receipt?.subject).toBe(subject);
      // The account's name greets; nothing typed into the form is repeated.
      expect(receipt?.text).toContain('Lea Schmidt');
      for (const part of [receipt?.subject, receipt?.text, receipt?.html]) {
        expect(part).not.toContain('relay.example');
        expect(part).not.toContain('Opfer');
        expect(part).not.toContain('opfer-kunde@example.org');
      }
      expect(await mailsTo('opfer-kunde@example.org')).toEqual([]);
    },
  );
});

describe('account deletion erases personal data and ends every session (issue 6)', () => {
  /**
   * Every text, JSON and date column of every table of the database, with the rows whose value
   * contains one of `needles` — so that a table or column added later is searched too.
   */
  async function rowsContaining(needles: readonly string[]) {
    const { db } = api.services.commerce;
    const columns = await db.rows<{ table_name: string; column_name: string }>(sql`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'date', 'ARRAY')
      ORDER BY c.table_name, c.column_name`);
    const patterns = `{${needles.map((needle) => `"%${needle.toLowerCase()}%"`).join(',')}}`;
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await db.rows<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM ${sql.identifier(table)}
        WHERE lower(${sql.identifier(column)}::text) LIKE ANY(${patterns}::text[])`);
      if ((row?.count ?? 0) > 0) found.push(`${table}.${column}`);
    }
    return { found, columnsSearched: columns.length };
  }

  test('after deletion no column of any table holds the customer’s data and no session is open', async () => {
    const [variant] = await api.services.commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
      WHERE v.bvc = 1 AND v.stock_quantity >= 10 AND p.is_active ORDER BY v.id LIMIT 1`);
    const variantId = variant?.id ?? 0;
    counter += 1;
    const email = `zenobia.quaxley${counter}@example.de`;
    const marks = {
      firstName: 'Zenobia',
      lastName: 'Quaxley',
      phone: '+49 30 9876543',
      birthDate: '1933-03-17',
      street: 'Quittenweg',
      city: 'Quakenbrück',
      note: 'Geschenk für Tante Zenobia',
      complaint: 'Zenobias Karton war nass',
    };
    const visitor = visitorClient(api);

    // Before signing up: a contact request (customer service's copy names the address), an
    // anonymous basket line with display data, which registering merges into the account.
    await visitor.call('/api/user/contact/', {
      method: 'POST',
      json: {
        subject: 'order',
        name: `${marks.firstName} ${marks.lastName}`,
        email,
        message: 'Ich möchte gern ein Konto anlegen.',
      },
    });
    const { id: browserId } = await (await visitor.call('/api/user/')).json();
    const added = await visitor.call('/api/shop/basket/addItem/', {
      method: 'POST',
      json: { basketKey: `basket_10_${browserId}`, variantId, displayData: { note: marks.note } },
    });
    expect(added.status).toBe(200);
    const signUp = await visitor.call('/api/user/auth/register/', {
      method: 'POST',
      json: {
        first_name: marks.firstName,
        last_name: marks.lastName,
        gender: 'f',
        email,
        register_password: password,
        newsletter: true,
      },
    });
    expect(signUp.status).toBe(200);
    const { user } = await signUp.json();
    const customerId = (await customerIdOf(email)) ?? '';
    expect(user.id).toBe(customerId);
    const secondDevice = visitorClient(api);
    await secondDevice.call('/api/user/auth/login/', { method: 'POST', json: { email, password } });
    await visitor.call('/api/user/account/personal-data/', {
      method: 'POST',
      json: {
        first_name: marks.firstName,
        last_name: marks.lastName,
        gender: 'f',
        phone: marks.phone,
        birth_date: marks.birthDate,
      },
    });
    const book = await visitor.call('/api/user/account/addresses/', {
      method: 'POST',
      json: {
        ...address,
        first_name: marks.firstName,
        last_name: marks.lastName,
        street: marks.street,
        city: marks.city,
      },
    });
    const { address: entry } = await book.json();

    // An order from the book, shipped, with a complaint; then more in the basket and wishlist.
    const placed = await visitor.call('/api/shop/checkout/order/', {
      method: 'POST',
      json: {
        idempotencyKey: `loeschen-${counter}-0001`,
        billingAddressId: entry.id,
        paymentMethod: 'RE',
      },
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = await placed.json();
    await api.services.commerce.orders.changeStatus(orderNumber, 'shipped');
    const { order } = await (await visitor.call(`/api/user/orders/${orderNumber}/`)).json();
    const complained = await visitor.call(`/api/user/orders/${orderNumber}/complaint/`, {
      method: 'POST',
      json: {
        items: [{ lineId: order.lines[0].id, quantity: 1 }],
        reason: 'damaged',
        comment: marks.complaint,
      },
    });
    expect(complained.status).toBe(201);
    await visitor.call('/api/shop/basket/addItem/', {
      method: 'POST',
      json: { basketKey: `basket_10_${customerId}`, variantId, displayData: { note: marks.note } },
    });
    await visitor.call('/api/user/contact/', {
      method: 'POST',
      json: {
        subject: 'account',
        name: marks.firstName,
        email,
        message: 'Bitte löschen Sie mein Konto.',
      },
    });
    await visitorClient(api).call('/api/user/auth/send-reset-email/', {
      method: 'POST',
      json: { email },
    });
    await waitForMail(email, 'password-reset');

    const personal = [email, customerId, ...Object.values(marks)];
    const before = await rowsContaining(personal);
    // The search sees the data where it is, so an empty result afterwards means something.
    expect(before.found).toEqual(
      expect.arrayContaining([
        'basket_items.display_data',
        'contact_requests.name',
        'customer_addresses.street',
        'customers.birth_date',
        'customers.email',
        'mail_outbox.text_body',
        'newsletter_subscriptions.email',
        'order_complaints.comment',
        'order_lines.snapshot',
        'orders.billing_address',
        'orders.email',
        'sessions.user_id',
      ]),
    );

    const refused = await visitor.call('/api/user/account/delete/', {
      method: 'POST',
      json: { password: 'falsch' },
    });
    expect(refused.status).toBe(400);
    const answer = await visitor.call('/api/user/account/delete/', {
      method: 'POST',
      json: { password },
    });
    expect(await answer.json()).toEqual({ statusCode: 200, redirect: '/?redirect=goodbye' });
    expect(visitor.cookie()).toBeNull();

    // What remains: the customer row's id (the orders' tombstone), nothing else of the person.
    const after = await rowsContaining(personal);
    expect(after.columnsSearched).toBeGreaterThan(50);
    expect(after.found).toEqual(['customers.id']);
    const [order_] = await api.services.commerce.db.rows<{ status: string; total: number }>(
      sql`SELECT status, (totals->>'totalWithTax')::int AS total FROM orders WHERE order_number = ${orderNumber}`,
    );
    expect(order_?.status).toBe('shipped');
    expect(order_?.total).toBeGreaterThan(0);
    expect(await (await secondDevice.call('/api/user/auth/validate/')).json()).toMatchObject({
      valid: false,
    });
    const login = await visitorClient(api).call('/api/user/auth/login/', {
      method: 'POST',
      json: { email, password },
    });
    expect(login.status).toBe(401);
  });
});
