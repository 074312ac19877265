import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personAgent } from './support/browser-agent';
import { consentCookieValue } from './support/consent';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront({});
});
afterAll(async () => {
  await storefront?.stop();
});

let visitors = 0;
function page(path: string, consent: string | null, host = 'localhost') {
  visitors += 1;
  return send(storefront.port, {
    path,
    host,
    headers: {
      'user-agent': personAgent,
      'x-forwarded-for': `10.46.0.${visitors}`,
      ...(consent === null ? {} : { cookie: `consent=${consent}` }),
    },
  });
}

const setCookies = (answer: { headers: Record<string, unknown> }) => {
  const header = answer.headers['set-cookie'];
  return Array.isArray(header) ? header.map(String) : header === undefined ? [] : [String(header)];
};

const decided = consentCookieValue({ accepted: ['econda'] });
const withPayback = consentCookieValue({ accepted: ['payback'] });
const activated = (code: string, language: 'de' | 'fr' = 'de') =>
  inHtml(uiText(language)('voucher.activated', { code }));

describe('?voucher= (§2: kept 14 days, the toast only while the banner is hidden)', () => {
  test('a visitor who decided about consent: the code is kept and the toast names it', async () => {
    const answer = await page('/?voucher=%20willkommen10-10%20', decided);
    expect(answer.status).toBe(200);
    expect(setCookies(answer)).toEqual([
      expect.stringMatching(
        /^voucher=WILLKOMMEN10-10; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    // A page that set the visitor's cookie is theirs: no shared cache keeps it.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain(activated('WILLKOMMEN10-10'));
  });

  test('a first visit, the banner open: the code is kept, the toast waits (it would sit under the banner)', async () => {
    const answer = await page('/?voucher=WILLKOMMEN10-10', null);
    expect(setCookies(answer)).toEqual([expect.stringMatching(/^voucher=WILLKOMMEN10-10;/)]);
    expect(answer.body).toContain('data-slot="consent-banner"');
    expect(answer.body).not.toContain(activated('WILLKOMMEN10-10'));
  });

  test('in French on the Swiss shop, the toast is French', async () => {
    const answer = await page('/fr/?voucher=BIENVENUE5', decided, 'ch.nido.localhost');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(activated('BIENVENUE5', 'fr'));
  });

  test.each([
    ['markup', '%3Cscript%3E'],
    ['an underscore', 'GIFT_24'],
    ['too long', 'A'.repeat(41)],
    ['empty', ''],
  ])('a code with %s is ignored: no cookie, no toast, the public page', async (_, code) => {
    const answer = await page(`/?voucher=${code}`, decided);
    expect(answer.status).toBe(200);
    expect(setCookies(answer)).toEqual([]);
    expect(answer.headers['cache-control']).toMatch(/^public/);
  });
});

describe('?scrid= (§2: kept only when valid and payback consent is given)', () => {
  test('with payback consent a valid scrid is kept for the visit', async () => {
    const answer = await page('/?scrid=AB12', withPayback);
    expect(setCookies(answer)).toEqual([
      expect.stringMatching(/^scrid=AB12; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test.each([
    ['without payback consent', '/?scrid=AB12', decided],
    ['before any consent', '/?scrid=AB12', null],
    ['longer than 5 characters', '/?scrid=AB1234', withPayback],
    ['not letters and digits', '/?scrid=AB-1', withPayback],
  ])('%s nothing is kept', async (_, path, consent) => {
    expect(setCookies(await page(path, consent))).toEqual([]);
  });
});
