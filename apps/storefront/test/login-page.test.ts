import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newGuestForm } from './support/checkout-journey';
import { customerPassword, registerCustomer } from './support/registered-customer';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';

/**
 * The login page (issue 18, §2 `/login/`, §5 group login, §4 auth guard): its forms post to
 * the page, so a browser without JavaScript signs in, out and asks for a reset mail.
 */

let storefront: RunningStorefront;
let origin: string;
let clientNumber = 0;

/** Each test's visitor comes from an address of its own, so the per-client limits count apart. */
function client(): Record<string, string> {
  clientNumber += 1;
  return { origin, 'x-forwarded-for': `10.61.0.${clientNumber}` };
}

const password = customerPassword;

function register(email: string): Promise<string> {
  clientNumber += 1;
  return registerCustomer(storefront.port, { email, clientAddress: `10.61.0.${clientNumber}` });
}

function postLogin(form: Record<string, string>, path = '/login/', cookie?: string) {
  return send(storefront.port, {
    method: 'POST',
    path,
    headers: { ...client(), ...(cookie ? { cookie } : {}) },
    form,
  });
}

beforeAll(async () => {
  storefront = await startStorefront();
  origin = `http://localhost:${storefront.port}`;
  // One customer to sign in with; their own session is not used.
  await register('lena.login@example.de');
});
afterAll(() => storefront?.stop());

describe('the login page shows its forms to a visitor who is not signed in (§2 /login/)', () => {
  test.each([
    { host: 'localhost', path: '/login/', heading: 'Anmelden' },
    { host: 'ch.nido.localhost', path: '/fr/login/', heading: 'Connexion' },
    { host: 'be.nido.localhost', path: '/nl/login/', heading: 'Inloggen' },
  ])(
    '$host $path in its language, private and not for search engines',
    async ({ host, path, heading }) => {
      const page = await send(storefront.port, { path, host });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain(`>${heading}</h1>`);
      expect(page.body).toMatch(/<meta name="robots" content="noindex,follow"/);
      expect(page.body).toMatch(/<input[^>]*name="email"/);
      expect(page.body).toMatch(
        /<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/,
      );
    },
  );
});

describe('signing in without JavaScript (§5 login, §4 auth guard, issue 18)', () => {
  test('the right password signs in and leads back to the page the guard came from', async () => {
    const answer = await postLogin(
      { intent: 'login', email: ' Lena.Login@Example.de ', password },
      '/login/?zurueck=%2Fkonto%2Fbestellungen%2F',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/konto/bestellungen/');
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(/^vitrine_session=./);
    // Signed in: the account guard lets the visitor through, and the account home says who
    // is there, with the sign-out.
    const account = await send(storefront.port, { path: '/konto/', headers: { cookie } });
    expect(account.status).toBe(200);
    expect(account.body).toContain('Angemeldet als lena.login@example.de.');
    expect(account.body).toMatch(
      /<form[^>]*aria-labelledby="signed-in-heading"[^>]*action="\/login\/" method="post"/,
    );
  });

  test('without a way back, a sign-in leads home; a foreign way back is ignored', async () => {
    const home = await postLogin({ intent: 'login', email: 'lena.login@example.de', password });
    expect([home.status, home.headers.location]).toEqual([303, '/']);
    const foreign = await postLogin(
      { intent: 'login', email: 'lena.login@example.de', password },
      `/login/?zurueck=${encodeURIComponent('//evil.example/')}`,
    );
    expect([foreign.status, foreign.headers.location]).toEqual([303, '/']);
  });

  test('a wrong password answers 401 with the message and the e-mail kept, no session', async () => {
    const answer = await postLogin({
      intent: 'login',
      email: 'lena.login@example.de',
      password: 'Falsch-Passwort1',
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('E-Mail-Adresse oder Passwort stimmen nicht.');
    expect(answer.body).toMatch(
      /name="email"[^>]*value="lena.login@example.de"|value="lena.login@example.de"[^>]*name="email"/,
    );
    expect(answer.body).not.toContain('Falsch-Passwort1');
    expect(sessionCookieOf(answer)).toBe('');
  });

  test('an empty form answers 400 with the messages at the fields (§5)', async () => {
    const answer = await postLogin({ intent: 'login', email: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Bitte dieses Feld ausfüllen.');
  });

  test('a form from another site is refused with 403; an unknown form with 400', async () => {
    const foreign = await send(storefront.port, {
      method: 'POST',
      path: '/login/',
      headers: { origin: 'https://evil.example', 'x-forwarded-for': '10.61.1.1' },
      form: { intent: 'login', email: 'lena.login@example.de', password },
    });
    // Refused before the page (the server's same-origin check of every page post) or by it.
    expect([400, 403]).toContain(foreign.status);
    expect(sessionCookieOf(foreign)).toBe('');
    const unknown = await postLogin({ intent: 'becomeAdmin' });
    expect(unknown.status).toBe(400);
  });

  test('signing out ends the session and leads home', async () => {
    const signIn = await postLogin({ intent: 'login', email: 'lena.login@example.de', password });
    const cookie = sessionCookieOf(signIn);
    const signOut = await postLogin({ intent: 'logout' }, '/login/', cookie);
    expect([signOut.status, signOut.headers.location]).toEqual([303, '/']);
    // The old cookie names no live session: the account guard sends the visitor to the login.
    const account = await send(storefront.port, { path: '/konto/', headers: { cookie } });
    expect(account.status).toBe(302);
  });
});

describe('the header’s account entry (§2): the account for a signed-in customer, the login for a guest', () => {
  /** The header's account link in a page: the link labelled with the account entry's text. */
  const accountLinks = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>/g)]
      .map((match) => match[1])
      .filter((href) => href === '/login/' || href === '/konto/');

  test('a visitor without a session: the cached public page links the login', async () => {
    const page = await send(storefront.port, { path: '/faq/' });
    expect(page.headers['cache-control']).not.toContain('private');
    expect(accountLinks(page.body)).toContain('/login/');
    expect(accountLinks(page.body)).not.toContain('/konto/');
  });

  test('a signed-in customer: the page (private, as it shows their session) links the account', async () => {
    const signIn = await postLogin({ intent: 'login', email: 'lena.login@example.de', password });
    const cookie = sessionCookieOf(signIn);
    const page = await send(storefront.port, { path: '/faq/', headers: { cookie } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(accountLinks(page.body)).toContain('/konto/');
    expect(accountLinks(page.body)).not.toContain('/login/');
  });

  test.each([
    { path: '/login/', location: '/konto/' },
    { path: '/login/?zurueck=%2Fkonto%2Fbestellungen%2F', location: '/konto/bestellungen/' },
    { path: `/login/?zurueck=${encodeURIComponent('//evil.example/')}`, location: '/konto/' },
  ])(
    'a signed-in customer asking for $path is sent on to $location, privately',
    async ({ path, location }) => {
      const signIn = await postLogin({ intent: 'login', email: 'lena.login@example.de', password });
      const cookie = sessionCookieOf(signIn);
      const login = await send(storefront.port, { path, headers: { cookie } });
      expect([login.status, login.headers.location]).toEqual([302, location]);
      expect(login.headers['cache-control']).toBe('private, no-store');
    },
  );

  test('a guest (checkout without an account) still gets the login', async () => {
    const guest = await postLogin({ intent: 'guest', ...newGuestForm(), newsletter: 'false' });
    const cookie = sessionCookieOf(guest);
    expect(cookie).toMatch(/^vitrine_session=./);
    const login = await send(storefront.port, { path: '/login/', headers: { cookie } });
    expect(login.status).toBe(200);
  });
});

describe('asking for a password-reset mail (§5 reset, §7 send-reset-email)', () => {
  test.each(['lena.login@example.de', 'niemand@example.de'])(
    'the same answer for %s, whether or not an account has it',
    async (email) => {
      const answer = await postLogin({ intent: 'resetMail', email });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Wenn ein Kundenkonto mit dieser Adresse besteht');
    },
  );

  test('an address that is none answers 400 at the field', async () => {
    const answer = await postLogin({ intent: 'resetMail', email: 'keine-adresse' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Bitte eine gültige E-Mail-Adresse eingeben.');
  });
});
