import { EnvironmentError } from '@vitrine/commerce';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personAgent } from './support/browser-agent';
import { validConsentCookie } from './support/consent';
import { storefrontEnv } from './support/storefront-env';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the country header variable (issue 20: the IP country from a configured header)', () => {
  test.each([
    ['CF-IPCountry', 'cf-ipcountry'],
    ['cloudfront-viewer-country', 'cloudfront-viewer-country'],
    [' X-Country-Code ', 'x-country-code'],
  ])('VITRINE_COUNTRY_HEADER=%j reads the header %s', (value, header) => {
    expect(storefrontEnv({ VITRINE_COUNTRY_HEADER: value }).VITRINE_COUNTRY_HEADER).toBe(header);
  });

  test('unset, no header is read (default: no picker offer)', () => {
    expect(storefrontEnv({}).VITRINE_COUNTRY_HEADER).toBeUndefined();
  });

  test('any other header stops the start, naming the ones it takes', () => {
    expect(() => storefrontEnv({ VITRINE_COUNTRY_HEADER: 'X-Forwarded-For' })).toThrow(
      EnvironmentError,
    );
    expect(() => storefrontEnv({ VITRINE_COUNTRY_HEADER: 'X-Forwarded-For' })).toThrow(
      /VITRINE_COUNTRY_HEADER: expected one of cf-ipcountry, cloudfront-viewer-country, x-country-code/,
    );
  });
});

let storefront: RunningStorefront;
let plain: RunningStorefront;
beforeAll(async () => {
  // One after the other: the first seeds the catalogue template the second copies.
  storefront = await startStorefront({ VITRINE_COUNTRY_HEADER: 'CF-IPCountry' });
  plain = await startStorefront({});
});
afterAll(async () => {
  await Promise.all([storefront?.stop(), plain?.stop()]);
});

function offer(
  path: string,
  headers: Record<string, string>,
  { host = 'localhost', server = storefront }: { host?: string; server?: RunningStorefront } = {},
) {
  return send(server.port, {
    path: `/_country/?path=${encodeURIComponent(path)}`,
    host,
    // A visitor who decided about consent: the picker offers nothing while the banner shows.
    headers: {
      'user-agent': personAgent,
      ...headers,
      cookie: [validConsentCookie(), headers.cookie].filter(Boolean).join('; '),
    },
  });
}

function choose(form: Record<string, string>, host = 'localhost') {
  return send(storefront.port, {
    method: 'POST',
    path: '/_country/',
    host,
    headers: { 'user-agent': personAgent },
    form,
  });
}

describe('the country picker’s offer (§2 country picker, §4 crawlers)', () => {
  test('a visitor from France in the German shop is offered the French shop, privately', async () => {
    const answer = await offer('/suche/?q=bett', { 'cf-ipcountry': 'FR' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(answer.body)).toEqual({ offer: { country: 'FR', localeKey: 'fr-fr' } });
  });

  test.each([
    ['the IP country is the shop’s own', { 'cf-ipcountry': 'DE' }],
    [
      'the IP country is the stored choice',
      { 'cf-ipcountry': 'FR', cookie: 'selected-country=FR' },
    ],
    ['the IP country has no shop of the brand', { 'cf-ipcountry': 'US' }],
    ['there is no country header', {}],
    ['the visitor is a crawler', { 'cf-ipcountry': 'FR', 'user-agent': crawlerAgent }],
  ])('no offer when %s', async (_case, headers) => {
    const answer = await offer('/', headers);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ offer: null });
  });

  test('a visitor from Switzerland on a French page is offered the French Swiss shop', async () => {
    const answer = await offer('/', { 'cf-ipcountry': 'CH' }, { host: 'fr.nido.localhost' });
    expect(JSON.parse(answer.body)).toEqual({ offer: { country: 'CH', localeKey: 'fr-ch' } });
  });

  test('a stored choice of another country does not stop the offer of the IP country', async () => {
    const answer = await offer('/', { 'cf-ipcountry': 'NL', cookie: 'selected-country=DE' });
    expect(JSON.parse(answer.body)).toEqual({ offer: { country: 'NL', localeKey: 'nl-nl' } });
  });

  test('without VITRINE_COUNTRY_HEADER the header is not believed', async () => {
    const answer = await offer('/', { 'cf-ipcountry': 'FR' }, { server: plain });
    expect(JSON.parse(answer.body)).toEqual({ offer: null });
  });

  test.each([
    ['no path', ''],
    ['another host', '//evil.example/'],
    ['a full URL', 'https://evil.example/'],
  ])('asking with %s is a 400', async (_case, path) => {
    const answer = await send(storefront.port, {
      path: `/_country/${path === '' ? '' : `?path=${encodeURIComponent(path)}`}`,
    });
    expect(answer.status).toBe(400);
  });
});

describe('choosing a country (§2: stored as selected-country, another country redirects)', () => {
  test('another country: the cookie is stored and the other shop opens at the same path and query', async () => {
    const answer = await choose({ country: 'FR', return: '/suche/?q=bett&seite=2' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(
      `http://fr.nido.localhost:${storefront.port}/suche/?q=bett&seite=2`,
    );
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^selected-country=FR; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('from a locale prefix, the path below it is kept in the chosen shop, in the page’s language', async () => {
    const answer = await choose(
      { country: 'be', return: '/fr/kinderwagen/?sort=price' },
      'ch.nido.localhost',
    );
    expect(answer.status).toBe(303);
    // Belgium sells in French (no prefix) and Dutch (/nl): a French page goes to the French one.
    expect(answer.headers.location).toBe(
      `http://be.nido.localhost:${storefront.port}/kinderwagen/?sort=price`,
    );
  });

  test('a French page choosing Switzerland opens the French Swiss shop, not the first one', async () => {
    const answer = await choose(
      { country: 'CH', return: '/recherche/?q=lit' },
      'fr.nido.localhost',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(
      `http://ch.nido.localhost:${storefront.port}/fr/recherche/?q=lit`,
    );
  });

  test('the current country stores the choice and goes back to the page', async () => {
    const answer = await choose({ country: 'DE', return: '/kinderwagen/?a=1' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/kinderwagen/?a=1');
    expect(String(answer.headers['set-cookie'])).toMatch(/^selected-country=DE;/);
  });

  test.each([
    ['an unknown country', { country: 'XX', return: '/' }],
    ['a country without a shop of the brand', { country: 'US', return: '/' }],
    ['no return page', { country: 'FR' }],
    ['a return to another host', { country: 'FR', return: '//evil.example/' }],
    ['a return that is a URL', { country: 'FR', return: 'https://evil.example/' }],
    ['a very long country', { country: 'F'.repeat(500), return: '/' }],
  ])('%s is a 400, not a 500, and stores nothing', async (_case, form) => {
    const answer = await choose(form);
    expect(answer.status).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  test('a malformed body is a 400', async () => {
    const answer = await send(storefront.port, {
      method: 'POST',
      path: '/_country/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      form: { country: '%E0%A4%A', return: '%' },
    });
    expect(answer.status).toBeLessThan(500);
  });
});

describe('picking a language of the shop (§2 country picker, §9 locale cookie i18n_redirected)', () => {
  const swiss = 'ch.nido.localhost';

  test('French on the German Swiss page opens the French page and keeps the language for 365 days', async () => {
    const answer = await choose({ locale: 'fr-ch', return: '/suche/?q=lit' }, swiss);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(
      `http://ch.nido.localhost:${storefront.port}/fr/suche/?q=lit`,
    );
    const cookies = [answer.headers['set-cookie']].flat().map(String);
    expect(cookies).toContainEqual(expect.stringMatching(/^selected-country=CH;/));
    expect(cookies).toContainEqual('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  test('German on the French Swiss page opens the German page', async () => {
    const answer = await choose({ locale: 'de-ch', return: '/fr/recherche/?q=lit' }, swiss);
    expect(answer.headers.location).toBe(
      `http://ch.nido.localhost:${storefront.port}/recherche/?q=lit`,
    );
    expect(String(answer.headers['set-cookie'])).toMatch(/i18n_redirected=de;/);
  });

  test('the page’s own shop stays and keeps its language', async () => {
    const answer = await choose({ locale: 'fr-ch', return: '/fr/recherche/' }, swiss);
    expect(answer.headers.location).toBe('/fr/recherche/');
    expect(String(answer.headers['set-cookie'])).toMatch(/i18n_redirected=fr;/);
  });

  test.each([
    ['a locale no shop of the brand has', { locale: 'it-ch', return: '/' }],
    ['a malformed locale', { locale: '<script>', return: '/' }],
    ['a very long locale', { locale: 'f'.repeat(100), return: '/' }],
  ])('%s is a 400 and stores nothing', async (_case, form) => {
    const answer = await choose(form, swiss);
    expect(answer.status).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  test.each([
    {
      label: 'French picked before: the bare root opens the French one',
      cookie: 'fr',
      path: '/?utm=x',
      location: '/fr/?utm=x',
    },
    { label: 'German picked before: the root stays', cookie: 'de', path: '/', location: undefined },
    {
      label: 'a language the shop has not: the root stays',
      cookie: 'nl',
      path: '/',
      location: undefined,
    },
    {
      label: 'a deep link stays in its language',
      cookie: 'fr',
      path: '/kinderwagen/',
      location: undefined,
    },
  ])('$label', async ({ cookie, path, location }) => {
    const answer = await send(storefront.port, {
      path,
      host: swiss,
      headers: {
        'user-agent': personAgent,
        cookie: `i18n_redirected=${cookie}; ${validConsentCookie()}`,
      },
    });
    if (location === undefined) {
      expect(answer.status).toBe(200);
    } else {
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(location);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });

  test('a crawler gets the root it asked for, whatever its cookie', async () => {
    const answer = await send(storefront.port, {
      path: '/',
      host: swiss,
      headers: { 'user-agent': crawlerAgent, cookie: 'i18n_redirected=fr' },
    });
    expect(answer.status).toBe(200);
  });

  test('the root of a shop in one language ignores the cookie', async () => {
    const answer = await send(storefront.port, {
      path: '/',
      headers: { 'user-agent': personAgent, cookie: 'i18n_redirected=fr' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('cached pages and the offer (§2 country picker, issue 14 render cache)', () => {
  const path = '/kinderwagen/?cache=country-picker';

  test('a page is the same for a French and a German visitor: the offer is not in it', async () => {
    const french = await send(storefront.port, {
      path,
      headers: { 'user-agent': personAgent, 'cf-ipcountry': 'FR' },
    });
    const german = await send(storefront.port, {
      path,
      headers: { 'user-agent': personAgent, 'cf-ipcountry': 'DE', cookie: 'selected-country=DE' },
    });
    expect(french.status).toBe(200);
    expect(german.status).toBe(200);
    expect(String(french.headers['cache-control'])).toMatch(/public/);
    // Each answer carries its own script nonce (CSP); everything else is the same page.
    const withoutNonces = (body: string) => body.replace(/nonce="[^"]+"/g, 'nonce');
    expect(withoutNonces(german.body)).toBe(withoutNonces(french.body));
    // The page offers nothing itself; it lists the shops as a form for everyone.
    expect(french.body).not.toContain('suggestingSwitch');
    expect(french.body).toContain('action="/_country/"');
    expect(french.body).toContain('data-slot="country-picker-open"');
  });

  test('after a French visitor was offered France, a German visitor’s own offer call gets none', async () => {
    const french = await offer(path, { 'cf-ipcountry': 'FR' });
    const german = await offer(path, { 'cf-ipcountry': 'DE' });
    expect(JSON.parse(french.body).offer).not.toBeNull();
    expect(JSON.parse(german.body)).toEqual({ offer: null });
    expect(german.headers['cache-control']).toBe('private, no-store');
  });
});
