import {
  type ReceivedMail,
  type SmtpListener,
  startSmtpListener,
} from '@vitrine/commerce/testing/smtp-listener';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../app/i18n/resources';
import { translator } from '../app/i18n/translator';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';
import { uiText } from './support/texts';

/**
 * Register and go on as a guest without JavaScript (issue 18, §2 /login/ and /kasse/login/,
 * §5 groups register and guest, §6 checkout login and auth-checkout guard): the forms post to
 * the page, which answers a refusal with the messages at the fields and a sign-up with a
 * redirect to where the visitor was going.
 */

let smtp: SmtpListener;
let storefront: RunningStorefront;
let clientNumber = 0;
let accountNumber = 0;

beforeAll(async () => {
  smtp = await startSmtpListener();
  // Each request below comes from an address of its own (the per-client limits count apart).
  storefront = await startStorefront({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await storefront?.stop();
  await smtp?.close();
});

const de = uiText('de');
const password = 'Sommerwind-Apfel7';

function newEmail(): string {
  accountNumber += 1;
  return `neu.${accountNumber}.${Date.now()}@example.de`;
}

/** A register form as a browser posts it, every field filled right. */
function registerForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const form: Record<string, string | undefined> = {
    intent: 'register',
    gender: 'f',
    first_name: 'Rita',
    last_name: 'Register',
    email: newEmail(),
    register_password: password,
    newsletter: 'false',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function post(
  form: Record<string, string>,
  path = '/login/',
  options: { cookie?: string; host?: string } = {},
) {
  clientNumber += 1;
  const host = options.host ?? 'localhost';
  return send(storefront.port, {
    method: 'POST',
    path,
    host,
    headers: {
      origin: `http://${host}:${storefront.port}`,
      'x-forwarded-for': `10.71.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    form,
  });
}

/** The names of the inputs the page marks invalid (`aria-invalid="true"`). */
function invalidFields(body: string): string[] {
  const names = [...body.matchAll(/<input\b[^>]*>/g)].flatMap(([tag]) =>
    tag.includes('aria-invalid="true"') ? [/name="([^"]+)"/.exec(tag)?.[1] ?? ''] : [],
  );
  return [...new Set(names)];
}

/** The texts of the messages shown at fields (ui's FieldError), in page order. */
function fieldMessages(body: string): string[] {
  return [...body.matchAll(/data-slot="field-error"[^>]*>.*?<ul>(.*?)<\/ul>/gs)].flatMap(
    ([, list]) => [...(list ?? '').matchAll(/<li>(.*?)<\/li>/gs)].map(([, text]) => text ?? ''),
  );
}

async function mailTo(address: string): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = smtp.received.find((received) => received.to.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

describe('the login page offers register and guest beside the login (§2 /login/, §5)', () => {
  test.each([
    { host: 'localhost', path: '/login/', language: 'de' as const },
    { host: 'ch.nido.localhost', path: '/fr/login/', language: 'fr' as const },
    { host: 'be.nido.localhost', path: '/nl/login/', language: 'nl' as const },
  ])('$path on $host in its language', async ({ host, path, language }) => {
    const page = await send(storefront.port, { path, host });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const { t } = translator(language);
    expect(page.body).toContain(t('signUp.registerHeading'));
    expect(page.body).toContain(t('signUp.guestHeading'));
    expect(page.body).toContain(t('signUp.passwordRules'));
    for (const field of ['first_name', 'last_name', 'email', 'register_password']) {
      expect(page.body).toMatch(new RegExp(`<input[^>]*name="${field}"`));
    }
    // §5 gender and newsletter: radio buttons a browser without JavaScript can choose.
    expect(page.body).toMatch(/<input[^>]*type="radio"[^>]*name="gender"[^>]*value="d"/);
    expect(page.body).toMatch(/<input[^>]*type="radio"[^>]*name="newsletter"[^>]*value="false"/);
  });
});

describe('register refuses each §5 rule with the message at its field (no JavaScript)', () => {
  test.each([
    {
      rule: 'first name required',
      field: 'first_name',
      value: '',
      text: de('validation.required'),
    },
    {
      rule: 'last name characters',
      field: 'last_name',
      value: 'Müller2',
      text: de('validation.name-characters'),
    },
    {
      rule: 'email format',
      field: 'email',
      value: 'rita.example.de',
      text: de('validation.email'),
    },
    { rule: 'gender required', field: 'gender', value: undefined, text: de('validation.required') },
    {
      rule: 'gender one of m, f, d',
      field: 'gender',
      value: 'x',
      text: de('validation.invalid-choice'),
    },
    {
      rule: 'newsletter required',
      field: 'newsletter',
      value: undefined,
      text: de('validation.required'),
    },
    {
      rule: 'password required',
      field: 'register_password',
      value: '',
      text: de('reset-password.fields.new-password.required'),
    },
    {
      rule: 'password at least 10',
      field: 'register_password',
      value: 'Kurz-Pw1',
      text: de('reset-password.fields.new-password.min', { min: 10 }),
    },
    {
      rule: 'password at most 30',
      field: 'register_password',
      value: `Aa${'x'.repeat(29)}`,
      text: de('reset-password.fields.new-password.max', { max: 30 }),
    },
    {
      rule: 'password a lowercase letter',
      field: 'register_password',
      value: 'NUR-GROSS-12345',
      text: de('reset-password.fields.new-password.lowercase'),
    },
    {
      rule: 'password an uppercase letter',
      field: 'register_password',
      value: 'nur-klein-12345',
      text: de('reset-password.fields.new-password.uppercase'),
    },
    {
      rule: 'password without spaces',
      field: 'register_password',
      value: 'Mit Leerzeichen 1',
      text: de('reset-password.fields.new-password.no-spaces'),
    },
  ])('$rule: 400, the message, the field marked', async ({ field, value, text }) => {
    const form = registerForm({ [field]: value });
    const answer = await post(form);
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.body)).toEqual([text]);
    expect(invalidFields(answer.body)).toEqual([field]);
    expect(sessionCookieOf(answer)).toBe('');
    // The names and the address come back as typed; the password never does.
    if (field !== 'email') expect(answer.body).toContain(`value="${form.email}"`);
    if (form.register_password) expect(answer.body).not.toContain(form.register_password);
  });

  test('a leaked password is refused (§5 leak check by k-anonymity)', async () => {
    const answer = await post(registerForm({ register_password: 'Password123' }));
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.body)).toEqual([de('reset-password.fields.new-password.leaked')]);
    expect(invalidFields(answer.body)).toEqual(['register_password']);
    expect(sessionCookieOf(answer)).toBe('');
  });

  test('an address that already has an account: 409, said at the e-mail', async () => {
    const email = newEmail();
    expect((await post(registerForm({ email }))).status).toBe(303);
    const again = await post(registerForm({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(fieldMessages(again.body)).toEqual([resources.de.signUp.emailTaken]);
    expect(invalidFields(again.body)).toEqual(['email']);
  });

  test('the page says it in the locale: fr on the Swiss shop', async () => {
    const answer = await post(registerForm({ register_password: 'Kurz-Pw1' }), '/fr/login/', {
      host: 'ch.nido.localhost',
    });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.body)).toEqual([
      uiText('fr')('reset-password.fields.new-password.min', { min: 10 }),
    ]);
  });
});

describe('a registration signs in and leads on (§4, §7 newsletter)', () => {
  test('to the way back it came for; signed in; the ticked newsletter sends its double-opt-in mail', async () => {
    const email = newEmail();
    const answer = await post(
      registerForm({ email, newsletter: 'true' }),
      '/login/?zurueck=%2Fkonto%2Fbestellungen%2F',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/konto/bestellungen/');
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(/^vitrine_session=./);
    const account = await send(storefront.port, {
      path: '/konto/bestellungen/',
      headers: { cookie },
    });
    expect(account.headers.location).toBeUndefined();
    // Signed in: the login sends the customer on to the account, which names them.
    const login = await send(storefront.port, { path: '/login/', headers: { cookie } });
    expect([login.status, login.headers.location]).toEqual([302, '/konto/']);
    const home = await send(storefront.port, { path: '/konto/', headers: { cookie } });
    expect(home.body).toContain(email);
    expect((await mailTo(email)).data).toContain('Newsletter');
  });

  test('a way back to another site is not followed: home', async () => {
    const answer = await post(
      registerForm(),
      `/login/?zurueck=${encodeURIComponent('https://evil.example/')}`,
    );
    expect([answer.status, answer.headers.location]).toEqual([303, '/']);
  });
});

describe('guest (§5 group guest, §6 guests can check out)', () => {
  test('without gender and newsletter: 400 with both messages inline, the names kept', async () => {
    const answer = await post({
      intent: 'guest',
      first_name: 'Gerd',
      last_name: 'Gast',
      email: 'gerd.gast@example.de',
    });
    expect(answer.status).toBe(400);
    expect(invalidFields(answer.body).sort()).toEqual(['gender', 'newsletter']);
    expect(fieldMessages(answer.body)).toEqual([
      de('validation.required'),
      de('validation.required'),
    ]);
    expect(answer.body).toContain('value="Gerd"');
    expect(sessionCookieOf(answer)).toBe('');
  });

  test('on the login page, a guest goes back where they came from', async () => {
    const answer = await post(
      {
        intent: 'guest',
        gender: 'm',
        first_name: 'Gerd',
        last_name: 'Gast',
        email: 'gerd.gast@example.de',
        newsletter: 'false',
      },
      '/login/?zurueck=%2Fwarenkorb%2F',
    );
    expect([answer.status, answer.headers.location]).toEqual([303, '/warenkorb/']);
  });
});

describe('the checkout login (§2 /kasse/login/, §6 first view guest, auth-checkout guard)', () => {
  test('an anonymous visitor at /kasse/ is sent to /kasse/login/', async () => {
    const checkout = await send(storefront.port, { path: '/kasse/' });
    expect([checkout.status, checkout.headers.location]).toEqual([302, '/kasse/login/']);
    const french = await send(storefront.port, { path: '/fr/kasse/', host: 'ch.nido.localhost' });
    expect(french.headers.location).toBe('/fr/kasse/login/');
  });

  test.each([
    {
      host: 'localhost',
      path: '/kasse/login/',
      language: 'de' as const,
      content: 'Ihre Vorteile mit Kundenkonto',
    },
    { host: 'ch.nido.localhost', path: '/fr/kasse/login/', language: 'fr' as const, content: null },
    { host: 'be.nido.localhost', path: '/nl/kasse/login/', language: 'nl' as const, content: null },
  ])(
    '$path: guest first, then login and register, private, in $language',
    async ({ host, path, language, content }) => {
      const page = await send(storefront.port, { path, host });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toMatch(/<meta name="robots" content="noindex,follow"/);
      const texts = resources[language];
      const guest = page.body.indexOf(texts.signUp.guestHeading);
      const login = page.body.indexOf(texts.login.heading);
      const register = page.body.indexOf(texts.signUp.registerHeading);
      expect(guest).toBeGreaterThan(0);
      expect(guest).toBeLessThan(login);
      expect(login).toBeLessThan(register);
      // The checkout layout: the way back to the basket, not the shop's navigation.
      expect(page.body).toContain(texts.checkout.backToBasket);
      expect(page.body).toContain('data-slot="checkout-header"');
      if (content !== null) expect(page.body).toContain(content);
      expect(page.body).toContain('data-slot="checkout-login-content"');
    },
  );

  test('a guest goes on to /kasse/, and the guard lets them through', async () => {
    const answer = await post(
      {
        intent: 'guest',
        gender: 'd',
        first_name: 'Kim',
        last_name: 'Kasse',
        email: 'kim.kasse@example.de',
        newsletter: 'false',
      },
      '/kasse/login/',
    );
    expect([answer.status, answer.headers.location]).toEqual([303, '/kasse/']);
    const cookie = sessionCookieOf(answer);
    const checkout = await send(storefront.port, { path: '/kasse/', headers: { cookie } });
    // Past the guard, the checkout page itself sends an empty basket back to the basket page.
    expect(checkout.headers.location).toBe('/warenkorb/');
  });

  test('register and login from the checkout login go on to /kasse/ too', async () => {
    const email = newEmail();
    const registered = await post(
      registerForm({ email }),
      '/kasse/login/?zurueck=%2Fwunschliste%2F',
    );
    expect([registered.status, registered.headers.location]).toEqual([303, '/kasse/']);
    const login = await post({ intent: 'login', email, password }, '/kasse/login/');
    expect([login.status, login.headers.location]).toEqual([303, '/kasse/']);
    // Signed in already: the checkout login has nothing to ask, on to the checkout.
    const again = await send(storefront.port, {
      path: '/kasse/login/',
      headers: { cookie: sessionCookieOf(login) },
    });
    expect([again.status, again.headers.location]).toEqual([302, '/kasse/']);
  });

  test('a guest refused on the checkout login stays there with the messages', async () => {
    const answer = await post(
      { intent: 'guest', first_name: 'K', last_name: '', email: '' },
      '/kasse/login/',
    );
    expect(answer.status).toBe(400);
    expect(invalidFields(answer.body).sort()).toEqual([
      'email',
      'gender',
      'last_name',
      'newsletter',
    ]);
  });
});
