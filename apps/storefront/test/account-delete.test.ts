import { formatPrice } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { accountSuite } from './support/account-suite';
import { customerPassword, signIn } from './support/shop-with-orders';
import { type PlainResponse, send } from './support/storefront-server';
import { uiText } from './support/texts';

/**
 * The delete-account and the account balance pages (issue 19; §2 `/konto/account-loeschen/`
 * with the goodbye toast of `redirect=goodbye`, `/konto/konto/balance/`; §4 auth guard; §6
 * accountBalance) over real HTTP against the production server, posted as a browser without
 * JavaScript posts them.
 */

/** Deletes the account without JavaScript, in Germany. */
const dora = 'dora.delete@example.de';
/** Tries to delete with a wrong or missing password: the account stays. */
const emil = 'emil.keep@example.de';
/** Deletes the account in Belgium, in Dutch. */
const fenna = 'fenna.delete@example.be';
/** Nido Belgium, who keeps the account: a shop without a balance. */
const nico = 'nico.keep@example.be';
/** Vitalia Germany, with a balance. */
const vera = 'vera.balance@example.de';
/** Vitalia Switzerland, without one. */
const vreni = 'vreni.balance@example.ch';

function login(email: string, password: string): Promise<PlainResponse> {
  const who = customer(email);
  return send(suite.port, {
    method: 'POST',
    path: '/api/user/auth/login/',
    host: who.host,
    headers: client(who.host),
    json: { email, password },
  });
}

/** The Set-Cookie lines of an answer. */
const setCookies = (answer: PlainResponse) => [answer.headers['set-cookie'] ?? []].flat();

const suite = accountSuite(
  [
    { host: 'localhost', email: dora, firstName: 'Dora', orders: ['delivered'] },
    { host: 'localhost', email: emil, firstName: 'Emil', orders: [] },
    { host: 'be.nido.localhost', email: fenna, firstName: 'Fenna', orders: [] },
    { host: 'be.nido.localhost', email: nico, firstName: 'Nico', orders: [] },
    {
      host: 'de.vitalia.localhost',
      email: vera,
      firstName: 'Vera',
      orders: [],
      balanceCents: 1250,
    },
    { host: 'ch.vitalia.localhost', email: vreni, firstName: 'Vreni', orders: [] },
  ],
  {
    network: '10.91',
  },
);
const { customer, client, view, post } = suite;

describe('both pages need a sign-in (§4 auth guard)', () => {
  test.each([
    { host: 'localhost', path: '/konto/account-loeschen/' },
    { host: 'be.nido.localhost', path: '/nl/konto/account-loeschen/' },
    { host: 'de.vitalia.localhost', path: '/konto/konto/balance/' },
    // The guard runs before the page: a shop without a balance sends a stranger to the login too.
    { host: 'localhost', path: '/konto/konto/balance/' },
  ])(
    '$host$path sends a visitor without a session to the login and back, privately',
    async ({ host, path }) => {
      const answer = await send(suite.port, { path, host, headers: client(host) });
      expect(answer.status).toBe(302);
      const prefix = path.startsWith('/nl/') ? '/nl' : '';
      expect(answer.headers.location).toBe(`${prefix}/login/?zurueck=${encodeURIComponent(path)}`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );

  test('a deletion posted without a session deletes nothing: the login (303)', async () => {
    const answer = await send(suite.port, {
      method: 'POST',
      path: '/konto/account-loeschen/',
      headers: client(),
      form: { intent: 'accountDelete', password: customerPassword },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/^\/login\/\?zurueck=/);
    expect((await view(emil, '/konto/')).status).toBe(200);
  });
});

describe('delete account (§2 /konto/account-loeschen/, the delete-account dialog)', () => {
  test('the page: what deleting means and the password form; private; my data links to it', async () => {
    const page = await view(emil, '/konto/account-loeschen/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<h1 id="delete-account-heading"');
    expect(page.body).toContain('Kundenkonto löschen');
    expect(page.body).toContain(uiText('de')('dialogs.deleteAccount.text'));
    expect(page.body).toContain('name="intent" value="accountDelete"');
    expect(page.body).toContain('name="password"');
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    const myData = await view(emil, '/konto/meine-daten/');
    expect(myData.body).toContain('href="/konto/account-loeschen/"');
    expect(myData.body).toContain('Weiter zum Löschen des Kundenkontos');
  });

  test.each<{ name: string; form: Record<string, string>; text: string }>([
    { name: 'no password at all', form: {}, text: uiText('de')('validation.required') },
    {
      name: 'an empty password',
      form: { password: '' },
      text: uiText('de')('validation.required'),
    },
    {
      name: 'a wrong password',
      form: { password: 'Falsch-Passwort1' },
      text: 'Das Passwort stimmt nicht. Ihr Kundenkonto ist nicht gelöscht.',
    },
    {
      name: 'a password longer than any',
      form: { password: 'x'.repeat(201) },
      text: uiText('de')('validation.max-length', { max: 200 }),
    },
  ])(
    '$name is refused at the field (400, never a 500), privately; the account stays',
    async ({ form, text }) => {
      const answer = await post(emil, '/konto/account-loeschen/', {
        intent: 'accountDelete',
        ...form,
      });
      expect(answer.status).toBe(400);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain(text);
      expect(answer.body).toContain('aria-invalid="true"');
      expect(setCookies(answer).some((line) => line.startsWith('vitrine_session=;'))).toBe(false);
      expect((await view(emil, '/konto/')).status).toBe(200);
    },
  );

  test('a form from another site (403) or with another intent (400) deletes nothing', async () => {
    const foreign = await post(
      emil,
      '/konto/account-loeschen/',
      { intent: 'accountDelete', password: customerPassword },
      { origin: 'http://evil.example' },
    );
    // React Router's own check of the origin may answer first (400); ours answers 403.
    expect([400, 403]).toContain(foreign.status);
    const other = await post(emil, '/konto/account-loeschen/', {
      intent: 'accountExplode',
      password: customerPassword,
    });
    expect(other.status).toBe(400);
    expect((await view(emil, '/konto/')).status).toBe(200);
    expect((await login(emil, customerPassword)).status).toBe(200);
  });

  test('deleted: home with redirect=goodbye and the toast; the session and every other end; the old password no longer signs in', async () => {
    const otherSession = await signIn(suite.port, customer(dora), '10.92.9.1');
    expect((await view(dora, '/konto/', otherSession)).status).toBe(200);

    const answer = await post(dora, '/konto/account-loeschen/', {
      intent: 'accountDelete',
      password: customerPassword,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/?redirect=goodbye');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(setCookies(answer).some((line) => line.startsWith('vitrine_session=;'))).toBe(true);

    const home = await send(suite.port, { path: '/?redirect=goodbye', headers: client() });
    expect(home.status).toBe(200);
    expect(home.body).toContain(uiText('de')('account.deleted'));

    for (const cookie of [suite.cookie(dora), otherSession]) {
      const ended = await view(dora, '/konto/', cookie);
      expect(ended.status).toBe(302);
      expect(ended.headers.location).toMatch(/^\/login\//);
    }
    expect((await login(dora, customerPassword)).status).toBe(401);
    // Posted again with the old session, nothing is left to delete: the login.
    const again = await post(dora, '/konto/account-loeschen/', {
      intent: 'accountDelete',
      password: customerPassword,
    });
    expect(again.status).toBe(303);
    expect(again.headers.location).toMatch(/^\/login\//);
  });

  test('in Belgium in Dutch: the page speaks Dutch, and the goodbye is the Dutch home with its toast', async () => {
    const page = await view(fenna, '/nl/konto/account-loeschen/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Klantaccount verwijderen');
    expect(page.body).toContain('Uw wachtwoord');
    const refused = await post(fenna, '/nl/konto/account-loeschen/', {
      intent: 'accountDelete',
      password: 'Verkeerd-Wachtwoord1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Het wachtwoord klopt niet.');

    const answer = await post(fenna, '/nl/konto/account-loeschen/', {
      intent: 'accountDelete',
      password: customerPassword,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/nl/?redirect=goodbye');
    const home = await send(suite.port, {
      path: '/nl/?redirect=goodbye',
      host: 'be.nido.localhost',
      headers: client('be.nido.localhost'),
    });
    expect(home.status).toBe(200);
    expect(home.body).toContain(uiText('nl')('account.deleted'));
    expect((await login(fenna, customerPassword)).status).toBe(401);
  });
});

describe('account balance (§2 /konto/konto/balance/, only with the shop’s accountBalance flag, §6, §9)', () => {
  test('Vitalia Germany: 200, private, the engine’s balance in euros as the shop formats it; the account home links it', async () => {
    const page = await view(vera, '/konto/konto/balance/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<h1 class="font-display text-3xl font-bold">Kontoguthaben</h1>');
    expect(page.body).toContain(formatPrice(1250, { locale: 'de-DE', currency: 'EUR' }));
    expect(page.body).toContain('12,50');
    expect(page.body).toContain('data-state="credit"');
    expect(page.body).toContain('Dieser Betrag ist Ihrem Kundenkonto gutgeschrieben.');
    const home = await view(vera, '/konto/');
    expect(home.body).toMatch(/href="\/konto\/konto\/balance\/"[^>]*>Kontoguthaben</);
  });

  test('Vitalia Switzerland: no balance, in francs', async () => {
    const page = await view(vreni, '/konto/konto/balance/');
    expect(page.status).toBe(200);
    expect(page.body).toContain(formatPrice(0, { locale: 'de-CH', currency: 'CHF' }));
    expect(page.body).toContain('data-state="none"');
    expect(page.body).toContain('Zurzeit haben Sie kein Guthaben.');
  });

  test.each([
    { email: emil, path: '/konto/konto/balance/' },
    { email: nico, path: '/nl/konto/konto/balance/' },
  ])(
    'a Nido shop has none: $path is the 404 page, privately; the home does not link it',
    async ({ email, path }) => {
      const page = await view(email, path);
      expect(page.status).toBe(404);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).not.toContain('data-slot="account-balance"');
      const home = await view(email, path.replace('konto/konto/balance/', 'konto/'));
      expect(home.status).toBe(200);
      expect(home.body).not.toContain('/konto/konto/balance/');
    },
  );

  test('nothing posts to it: 400 where it exists, the 404 page where it does not', async () => {
    const vitalia = await post(vera, '/konto/konto/balance/', { intent: 'anything' });
    expect(vitalia.status).toBe(400);
    expect(vitalia.headers['cache-control']).toBe('private, no-store');
    const nido = await post(emil, '/konto/konto/balance/', { intent: 'anything' });
    expect(nido.status).toBe(404);
    expect(nido.headers['cache-control']).toBe('private, no-store');
  });
});
