import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer({ seedProducts: 40 });
});
afterAll(() => api.close());

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
      json: { first_name: 'Lena', last_name: 'Meier', birth_date: '1990-02-30' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([{ field: 'birth_date', key: 'validation.invalid' }]);
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

  test('a contact request with a CMS subject is stored and mailed to service and the shopper', async () => {
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
    const receipt = await waitForMail('max@example.de', 'contact-receipt');
    expect(receipt.subject).toBe('Ihre Anfrage an Nido: Frage zu meiner Bestellung');
    expect(receipt.html).toContain('Wo bleibt mein &lt;b&gt;Paket&lt;/b&gt;?');
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

describe('account deletion erases personal data and ends every session (issue 6)', () => {
  async function personalDataLeft(customerId: string, email: string) {
    const { db } = api.services.commerce;
    const count = async (query: ReturnType<typeof sql>) =>
      (await db.rows<{ count: number }>(query))[0]?.count ?? -1;
    return {
      customers: await count(sql`SELECT count(*)::int AS count FROM customers
        WHERE (id = ${customerId} OR email = ${email}) AND (email IS NOT NULL OR first_name IS NOT NULL
          OR last_name IS NOT NULL OR phone IS NOT NULL OR birth_date IS NOT NULL OR password_hash IS NOT NULL)`),
      addresses: await count(
        sql`SELECT count(*)::int AS count FROM customer_addresses WHERE customer_id = ${customerId}`,
      ),
      sessions: await count(
        sql`SELECT count(*)::int AS count FROM sessions WHERE customer_id = ${customerId}`,
      ),
      resetTokens: await count(
        sql`SELECT count(*)::int AS count FROM password_reset_tokens WHERE customer_id = ${customerId}`,
      ),
      newsletter: await count(
        sql`SELECT count(*)::int AS count FROM newsletter_subscriptions WHERE email = ${email}`,
      ),
      contact: await count(
        sql`SELECT count(*)::int AS count FROM contact_requests WHERE customer_id = ${customerId} OR email = ${email}`,
      ),
      mails: await count(
        sql`SELECT count(*)::int AS count FROM mail_outbox WHERE customer_id = ${customerId} OR to_address = ${email}`,
      ),
    };
  }

  test('after deletion no table holds the customer’s data and no session is open', async () => {
    const { visitor, email, customerId } = await registered();
    const secondDevice = visitorClient(api);
    await secondDevice.call('/api/user/auth/login/', { method: 'POST', json: { email, password } });
    await visitor.call('/api/user/account/addresses/', { method: 'POST', json: address });
    await visitor.call('/api/user/account/personal-data/', {
      method: 'POST',
      json: {
        first_name: 'Lea',
        last_name: 'Schmidt',
        phone: '030 123456',
        birth_date: '1985-05-05',
      },
    });
    await visitor.call('/api/user/contact/', {
      method: 'POST',
      json: {
        subject: 'account',
        name: 'Lea Schmidt',
        email,
        message: 'Bitte löschen Sie mein Konto.',
      },
    });
    await visitorClient(api).call('/api/user/auth/send-reset-email/', {
      method: 'POST',
      json: { email },
    });
    await waitForMail(email, 'password-reset');
    expect((await personalDataLeft(customerId, email)).addresses).toBe(1);

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
    expect(await personalDataLeft(customerId, email)).toEqual({
      customers: 0,
      addresses: 0,
      sessions: 0,
      resetTokens: 0,
      newsletter: 0,
      contact: 0,
      mails: 0,
    });
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
