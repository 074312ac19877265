import { consentMaxAgeMs, parseConsentCookie } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personAgent } from './support/browser-agent';
import { consentCookieValue } from './support/consent';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const retailAgent = `${personAgent} retail/42`;

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront({});
});
afterAll(async () => {
  await storefront?.stop();
});

let visitors = 0;
function page(path: string, headers: Record<string, string> = {}, host = 'localhost') {
  visitors += 1;
  return send(storefront.port, {
    path,
    host,
    headers: { 'user-agent': personAgent, 'x-forwarded-for': `10.44.0.${visitors}`, ...headers },
  });
}

function choose(form: Record<string, string>, headers: Record<string, string> = {}) {
  visitors += 1;
  return send(storefront.port, {
    method: 'POST',
    path: '/_consent/',
    headers: { 'user-agent': personAgent, 'x-forwarded-for': `10.45.0.${visitors}`, ...headers },
    form,
  });
}

const banner = /data-slot="consent-banner"/;

/** Layer 2's box of a service, as the page renders it. */
function box(body: string, service: string): string {
  return body.match(new RegExp(`<input type="checkbox"[^>]*value="${service}"[^>]*/>`))?.[0] ?? '';
}
const cookieOf = (value: string) => ({ cookie: `consent=${value}` });

/** The consent cookie an answer sets, read by the domain. */
function storedConsentOf(answer: { headers: Record<string, string | string[] | undefined> }) {
  const header = [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('consent='));
  expect(header).toBeDefined();
  expect(header).toMatch(/Max-Age=31556926/);
  expect(header).toMatch(/Path=\//);
  expect(header).toMatch(/SameSite=Lax/);
  const value = (header ?? '').slice('consent='.length).split(';')[0];
  return parseConsentCookie(value);
}

describe('the consent banner on the page (issue 20, §4 consent validity, §2 layers)', () => {
  test('a first visit gets the banner as a form posting to /_consent/ (works without JavaScript)', async () => {
    const answer = await page('/');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(banner);
    expect(answer.body).toMatch(/<form[^>]* action="\/_consent\/" method="post"/);
    expect(answer.body).toMatch(/value="acceptAll" name="action"/);
    expect(answer.body).toMatch(/value="rejectAll" name="action"/);
    expect(answer.body).toMatch(/href="\/\?consent=settings#consent-banner"/);
    expect(answer.body).toMatch(/role="dialog" aria-modal="true"/);
  });

  test('a valid consent cookie: no banner', async () => {
    const answer = await page('/', cookieOf(consentCookieValue()));
    expect(answer.status).toBe(200);
    expect(answer.body).not.toMatch(banner);
  });

  test.each([
    ['an older consent version', consentCookieValue({ version: '0' })],
    [
      'a consent older than a year',
      consentCookieValue({ savedAt: Date.now() - consentMaxAgeMs - 1 }),
    ],
    ['a broken cookie', '%7Bnot-json'],
  ])('%s brings the banner back', async (_case, value) => {
    expect((await page('/', cookieOf(value))).body).toMatch(banner);
  });

  test.each([
    ['a crawler', crawlerAgent],
    ['the retail app (retail/{number})', retailAgent],
  ])('%s gets no banner', async (_case, agent) => {
    const answer = await page('/', { 'user-agent': agent });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toMatch(banner);
  });

  test('?consent=settings opens layer 2 with every service as a box, the visitor’s choices ticked', async () => {
    const answer = await page(
      '/?consent=settings',
      cookieOf(consentCookieValue({ accepted: ['econda'] })),
    );
    expect(answer.body).toMatch(banner);
    expect(answer.body).toMatch(/data-layer="layer2"/);
    expect(answer.body).toMatch(/value="saveSelection" name="action"/);
    expect(box(answer.body, 'econda')).toContain('checked=""');
    expect(box(answer.body, 'google-ads')).not.toContain('checked=""');
    // Required services are on and cannot be switched off.
    expect(box(answer.body, 'storage')).toMatch(/(?=.*checked="")(?=.*disabled="")/);
  });

  test('the banner is part of the render cache’s key: the kept page without it is not served to a first visit', async () => {
    await page('/kinderwagen/', cookieOf(consentCookieValue()));
    const second = await page('/kinderwagen/', cookieOf(consentCookieValue()));
    expect(second.body).not.toMatch(banner);
    const first = await page('/kinderwagen/');
    expect(first.body).toMatch(banner);
    expect(String(first.headers['cache-control'])).toMatch(/public/);
  });
});

describe('the no-JavaScript choice: POST /_consent/ (issue 20, §4 actions)', () => {
  test('accept all stores every service for a year and goes back to the page (303)', async () => {
    const answer = await choose({ action: 'acceptAll', return: '/kinderwagen/?sort=price' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/kinderwagen/?sort=price');
    const stored = storedConsentOf(answer);
    expect(stored?.userInteracted).toBe(true);
    expect(stored?.version).toBe('1');
    expect(stored?.acceptedServices).toEqual(
      expect.arrayContaining(['storage', 'econda', 'google-ads', 'videos']),
    );
    // The next page has no banner.
    const cookie = [answer.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0] ?? '';
    expect((await page('/kinderwagen/', { cookie })).body).not.toMatch(banner);
  });

  test('reject all keeps only the required services', async () => {
    const stored = storedConsentOf(await choose({ action: 'rejectAll', return: '/' }));
    expect([...(stored?.acceptedServices ?? [])].sort()).toEqual(['consent-manager', 'storage']);
  });

  test('save selection keeps the ticked services; the settings query is dropped from the way back', async () => {
    const answer = await choose({
      action: 'saveSelection',
      service: 'econda',
      return: '/?consent=settings',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect([...(storedConsentOf(answer)?.acceptedServices ?? [])].sort()).toEqual([
      'consent-manager',
      'econda',
      'storage',
    ]);
  });

  test.each([
    ['no action', { return: '/' }],
    ['an unknown action', { action: 'maybe', return: '/' }],
    ['no way back', { action: 'acceptAll' }],
    ['another site as the way back', { action: 'acceptAll', return: '//evil.example/' }],
  ])('%s is a 400 with a message key', async (_case, form) => {
    const answer = await choose(form as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^consent\.\w+$/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the country picker sees the banner (§2: it offers a switch only while the banner is hidden)', () => {
  let picking: RunningStorefront;
  beforeAll(async () => {
    picking = await startStorefront({ VITRINE_COUNTRY_HEADER: 'CF-IPCountry' });
  });
  afterAll(async () => {
    await picking?.stop();
  });
  const offer = (headers: Record<string, string>) =>
    send(picking.port, {
      path: `/_country/?path=${encodeURIComponent('/')}`,
      headers: { 'user-agent': personAgent, 'cf-ipcountry': 'FR', ...headers },
    });

  test('no offer while the banner shows, the offer once consent is given', async () => {
    expect(JSON.parse((await offer({})).body)).toEqual({ offer: null });
    expect(JSON.parse((await offer(cookieOf(consentCookieValue()))).body)).toEqual({
      offer: { country: 'FR', localeKey: 'fr-fr' },
    });
  });
});

describe('VITRINE_CONSENT_RECORDS_ORIGIN: the proof of consent goes to another host (issue 20, §7 consent call)', () => {
  let elsewhere: RunningStorefront;
  beforeAll(async () => {
    elsewhere = await startStorefront({
      VITRINE_CONSENT_RECORDS_ORIGIN: 'https://consent.example.com/ignored/path',
    });
  });
  afterAll(async () => {
    await elsewhere?.stop();
  });

  test('the banner posts its records to that host, which the pages may connect to', async () => {
    const answer = await send(elsewhere.port, {
      path: '/',
      headers: { 'user-agent': personAgent, 'x-forwarded-for': '10.46.0.1' },
    });
    expect(answer.body).toMatch(banner);
    expect(answer.body).toContain('https://consent.example.com/api/consent-records/');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/consent\.example\.com(;| )/);
  });

  test('without it the records go to the storefront itself', async () => {
    const answer = await page('/');
    expect(answer.body).toMatch(banner);
    expect(answer.body).not.toContain('consent.example.com');
    expect(answer.body).toMatch(/[^/:]\/api\/consent-records\//);
  });
});
