import { uiMessages } from '@vitrine/ui';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerCustomer } from './support/registered-customer';
import {
  get,
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront?.stop());

const page = (path: string, host = 'localhost') => get(storefront.port, path, host);
const publicCache = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
/** The text of the toasts the server rendered into the page. */
const toastTexts = (html: string) =>
  [...html.matchAll(/data-slot="toast-message"[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('trailing slash: a path without one goes to the slash form, query kept (spec §2, §4)', () => {
  test.each([
    {
      host: 'localhost',
      path: '/ratgeber?utm_source=news&x=1',
      to: '/ratgeber/?utm_source=news&x=1',
    },
    { host: 'localhost', path: '/kinderwagen', to: '/kinderwagen/' },
    { host: 'ch.nido.localhost', path: '/fr', to: '/fr/' },
    {
      host: 'ch.nido.localhost',
      path: '/fr/les-inspirations?x=1',
      to: '/fr/les-inspirations/?x=1',
    },
    { host: 'be.nido.localhost', path: '/nl/magazin', to: '/nl/magazin/' },
    // §2: a plus sign in a path becomes a space.
    { host: 'localhost', path: '/kinderwagen+buggys/', to: '/kinderwagen%20buggys/' },
    { host: 'localhost', path: '/cms-vorschau/kinderwagen', to: '/cms-vorschau/kinderwagen/' },
  ])('$host $path -> $to (301, cacheable)', async ({ host, path, to }) => {
    const response = await page(path, host);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
    expect(response.headers['cache-control']).toBe(publicCache);
  });

  test('a preview URL is redirected too, and the redirect is never stored', async () => {
    const response = await page('/ratgeber?_storyblok=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/ratgeber/?_storyblok=1');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  test('the slash form itself is the page', async () => {
    expect((await page('/ratgeber/?utm_source=news')).status).toBe(200);
  });

  test('the guards run first, then page resolution lower-cases: /Ratgeber -> /Ratgeber/ -> /ratgeber/', async () => {
    const first = await page('/Ratgeber');
    expect([first.status, first.headers.location]).toEqual([301, '/Ratgeber/']);
    const second = await page('/Ratgeber/');
    expect([second.status, second.headers.location]).toEqual([301, '/ratgeber/']);
  });

  test.each(['//evil.example/x', '//evil.example/x/'])(
    'a path starting with slashes stays on the site: %s',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/evil.example/x/');
    },
  );
});

describe('file extensions, static files and the non-page paths are not redirected (spec §2)', () => {
  test.each(['/datei.pdf', '/ratgeber/bild.png', '/fehlt.js'])(
    '%s is 404 Not found, not a redirect',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  test.each([
    { path: '/sbBridge.js', type: /^application\/javascript/ },
    { path: '/favicon-baby.svg', type: /^image\/svg\+xml/ },
    { path: '/healthz', type: /^text\/plain/ },
    { path: '/api/cms/layoutCached', type: /^application\/json/ },
    { path: '/api/user', type: /^application\/json/ },
  ])('$path answers itself (200)', async ({ path, type }) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
  });

  test('the local content space answers without a trailing slash', async () => {
    const response = await page(
      '/_content/v2/cdn/stories/baby/de-de/ratgeber?token=vitrine-public-token',
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  test('a product image of a listing page is the image, not a redirect', async () => {
    const listing = await page('/kinderwagen/');
    const src = /src="(\/images\/[^"?]+\.webp)[^"]*"/.exec(listing.body)?.[1];
    expect(src).toBeDefined();
    const image = await page(src ?? '');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  test('a client-side navigation’s data request keeps the slash and is answered, not redirected', async () => {
    const response = await page('/ratgeber/_.data');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/x-script/);
  });
});

describe('regional redirect: /de/ is stripped in the shop that has it (spec §2, §4)', () => {
  test.each([
    { path: '/de/kinderwagen/?sort=price_asc', to: '/kinderwagen/?sort=price_asc' },
    { path: '/de/', to: '/' },
    { path: '/de/ratgeber/', to: '/ratgeber/' },
    // The trailing slash comes first, then the strip.
    { path: '/de/kinderwagen', to: '/de/kinderwagen/' },
  ])('Nido Switzerland $path -> $to (301)', async ({ path, to }) => {
    const response = await page(path, 'ch.nido.localhost');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  test('only a whole /de segment: /deko-ideen/ is a page path of its own', async () => {
    const response = await page('/deko-ideen/', 'ch.nido.localhost');
    expect(response.status).toBe(404);
  });

  test.each([
    { host: 'ch.vitalia.localhost', path: '/de/haushalt/' },
    { host: 'localhost', path: '/de/kinderwagen/' },
    { host: 'at.nido.localhost', path: '/de/' },
  ])('$host has no strip: $path is a path without a page (404)', async ({ host, path }) => {
    const response = await page(path, host);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('deletion toast: ?redirect=goodbye shows that the account was deleted (spec §2, §4)', () => {
  test.each([
    { host: 'localhost', path: '/?redirect=goodbye', language: 'de' },
    { host: 'ch.nido.localhost', path: '/fr/?redirect=goodbye', language: 'fr' },
    { host: 'be.nido.localhost', path: '/nl/?redirect=goodbye', language: 'nl' },
    { host: 'ch.vitalia.localhost', path: '/ratgeber/?redirect=goodbye', language: 'de' },
  ] as const)('$host$path: an info toast in $language', async ({ host, path, language }) => {
    const response = await page(path, host);
    expect(response.status).toBeLessThan(500);
    expect(toastTexts(response.body)).toEqual([uiMessages[language].account.deleted]);
    expect(response.body).toMatch(/<div role="status" data-slot="toast" data-variant="info"/);
  });

  test.each(['/', '/?redirect=Goodbye', '/?redirect=bye'])('%s shows no toast', async (path) => {
    const response = await page(path);
    expect(response.body).not.toContain('data-slot="toast-viewport"');
  });

  test('a redirect drops the toast; the page it leads to shows it', async () => {
    const response = await page('/ratgeber?redirect=goodbye');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/ratgeber/?redirect=goodbye');
  });
});

describe('the newsletter confirmation’s outcome shows on the home page (issue 5 newsletter, §4 toast)', () => {
  const newsletterTexts = {
    de: ['Danke! Ihre Anmeldung zum Newsletter ist bestätigt.', 'ungültig oder abgelaufen'],
    fr: ['Merci\u202f! Votre inscription à la newsletter est confirmée.', 'n’est pas valide'],
    nl: ['Bedankt! Uw inschrijving voor de nieuwsbrief is bevestigd.', 'ongeldig of verlopen'],
  };
  test.each([
    { host: 'localhost', prefix: '/', language: 'de' },
    { host: 'ch.nido.localhost', prefix: '/fr/', language: 'fr' },
    { host: 'nl.nido.localhost', prefix: '/', language: 'nl' },
  ] as const)('$host$prefix in $language', async ({ host, prefix, language }) => {
    const [confirmed, invalid] = newsletterTexts[language];
    const ok = await page(`${prefix}?newsletter=confirmed`, host);
    expect(toastTexts(ok.body)).toEqual([confirmed]);
    expect(ok.body).toContain('data-variant="success"');
    const expired = await page(`${prefix}?newsletter=invalid`, host);
    expect(toastTexts(expired.body)).toHaveLength(1);
    expect(toastTexts(expired.body)[0]).toContain(invalid);
    expect(expired.body).toContain('data-variant="warning"');
  });

  test('the confirmation call sends a browser there', async () => {
    const response = await send(storefront.port, {
      path: '/api/mcs/selfi/newsletter/confirm/?token=unknown&locale=fr-CH',
      host: 'ch.nido.localhost',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/fr/?newsletter=invalid');
  });
});

describe('validate route: a route whose parameters address nothing is 404 (spec §4, §5)', () => {
  test.each(['/p/ab%20cd/', '/p/ab%20cd', '/konto/bestellung/%3Cscript%3E/'])(
    '%s is 404 before any other guard: the error page, not a content page',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain(uiMessages.de.errorPage.notFoundHeadline);
    },
  );

  test('a 404 says how long a CDN may keep it: a minute for everyone (issue 14), private with a session', async () => {
    // The guards' 404, an unknown content path, a locale prefix the shop does not have.
    for (const path of ['/p/ab%20cd/', '/gibt-es-nicht/', '/nl/']) {
      const anonymous = await page(path);
      expect(anonymous.status, path).toBe(404);
      expect(anonymous.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
    }
    // With a session the frame shows the visitor's counts: never stored for others.
    const withSession = await send(storefront.port, {
      path: '/p/ab%20cd/',
      headers: { cookie: 'vitrine_session=unknown.session' },
    });
    expect(withSession.status).toBe(404);
    expect(withSession.headers['cache-control']).toBe('private, no-store');
  });
});

describe('auth and auth-checkout: account pages need a login, checkout a login or a guest (spec §4, §6)', () => {
  test.each([
    { host: 'localhost', path: '/konto/', to: '/login/?zurueck=%2Fkonto%2F' },
    {
      host: 'localhost',
      path: '/konto/bestellungen/?page=2',
      to: '/login/?zurueck=%2Fkonto%2Fbestellungen%2F%3Fpage%3D2',
    },
    {
      host: 'ch.nido.localhost',
      path: '/fr/konto/adressbuch/',
      to: '/fr/login/?zurueck=%2Ffr%2Fkonto%2Fadressbuch%2F',
    },
    { host: 'localhost', path: '/kasse/', to: '/kasse/login/' },
  ])('an anonymous visitor on $host$path goes to $to, never stored', async ({ host, path, to }) => {
    const response = await page(path, host);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(to);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  test.each(['/konto/neues-passwort/?hash=abc', '/kasse/login/', '/login/'])(
    '%s needs no login',
    async (path) => {
      const response = await page(path);
      expect(response.status).not.toBe(302);
    },
  );

  test('a session cookie that is not the server’s own is no login', async () => {
    const response = await send(storefront.port, {
      path: '/konto/',
      headers: { cookie: 'vitrine_session=forged.signature' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/login/?zurueck=%2Fkonto%2F');
  });

  test('a registered customer passes to the account page; a guest to the checkout', async () => {
    const origin = `http://localhost:${storefront.port}`;
    const customer = await registerCustomer(storefront.port, {
      email: 'anna.guard@example.de',
      clientAddress: '10.7.0.1',
      firstName: 'Anna',
      lastName: 'Muster',
    });
    const account = await send(storefront.port, { path: '/konto/', headers: { cookie: customer } });
    expect(account.headers.location).toBeUndefined();
    expect(account.status).not.toBe(302);
    expect(
      (await send(storefront.port, { path: '/kasse/', headers: { cookie: customer } })).status,
    ).not.toBe(302);

    const guest = await send(storefront.port, {
      method: 'POST',
      path: '/api/user/auth/guest/',
      headers: { origin, 'x-forwarded-for': '10.7.0.2' },
      json: {
        first_name: 'Gustav',
        last_name: 'Gast',
        gender: 'm',
        email: 'gustav.gast@example.de',
        newsletter: false,
      },
    });
    expect(guest.status).toBe(200);
    const guestCookie = sessionCookieOf(guest);
    const checkout = await send(storefront.port, {
      path: '/kasse/',
      headers: { cookie: guestCookie },
    });
    expect(checkout.status).not.toBe(302);
    const accountAsGuest = await send(storefront.port, {
      path: '/konto/',
      headers: { cookie: guestCookie },
    });
    expect(accountAsGuest.headers.location).toBe('/login/?zurueck=%2Fkonto%2F');
  });
});
