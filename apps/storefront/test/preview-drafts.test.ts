import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { editorQuery, localPreviewToken } from './support/cms-preview';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

let storefront: RunningStorefront;
beforeAll(async () => {
  // HTTPS is told by the X-Forwarded-Proto of a proxy on loopback, which TRUST_PROXY believes.
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront?.stop());

const page = (path: string, headers: Record<string, string> = {}) =>
  send(storefront.port, { path, headers });
/** The German baby home's draft headline, which the published home does not have. */
const draftHeadline = 'Neu im Sortiment: leichte Reisebuggys';
const homeId = '440665914';

function setCookie(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['set-cookie'];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).find((cookie) =>
    cookie.startsWith('vitrine_cms_preview='),
  );
}

describe('drafts are refused without the editor’s signature (issue 12 item 7)', () => {
  test.each([
    { name: 'the marker alone', query: `?_storyblok=${homeId}` },
    {
      name: 'a token signed with a wrong preview token',
      query: editorQuery(homeId, { previewToken: 'geraten' }),
    },
    { name: 'an expired timestamp', query: editorQuery(homeId, { ageSeconds: 3601 + 60 }) },
    {
      name: 'a changed signature',
      query: editorQuery(homeId).replace(/token\]=(.)/, 'token]=0$1'),
    },
    { name: 'a wrong local preview token', query: '?_storyblok=1&preview_token=vitrine-preview' },
  ])('$name: the published page, not framable, no preview cookie', async ({ query }) => {
    const response = await page(`/${query}`);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain(draftHeadline);
    // Not in preview mode: no bridge, no editor markers.
    expect(response.body).not.toContain('data-preview="true"');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    // A preview URL is never stored, whether its proof held or not.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(setCookie(response.headers)).toBeUndefined();
  });

  test('the /api/cms call refuses the draft without a signature and gives it with one', async () => {
    const unsigned = JSON.parse((await page(`/api/cms/_?_storyblok=${homeId}`)).body);
    expect(JSON.stringify(unsigned.page)).not.toContain(draftHeadline);
    const signed = JSON.parse((await page(`/api/cms/_${editorQuery(homeId)}`)).body);
    expect(JSON.stringify(signed.page)).toContain(draftHeadline);
  });
});

describe('the editor’s signed request sees the draft (issue 12 item 7)', () => {
  test('a valid signature: the draft, framable by the editor, and a preview cookie', async () => {
    const response = await page(`/${editorQuery(homeId)}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain(draftHeadline);
    expect(response.body).toContain('data-preview="true"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/app\.storyblok\.com/,
    );
    const cookie = setCookie(response.headers);
    expect(cookie).toMatch(/HttpOnly/);
    // Plain HTTP here: Lax, for the local preview's same-origin frame.
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  test('the cookie carries the editor to the next page, without the signed query', async () => {
    const first = await page(`/ratgeber/${editorQuery('1')}`);
    const cookie = setCookie(first.headers)?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^vitrine_cms_preview=/);
    const next = await page('/', { cookie });
    expect(next.body).toContain(draftHeadline);
    expect(next.headers['cache-control']).toBe('private, no-store');
    // React Router's client navigation fetches data; the cookie counts there too.
    const data = await page('/_.data', { cookie });
    expect(data.status).toBe(200);
    expect(data.body).toContain(draftHeadline);
    const forged = await page('/', {
      cookie: cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    });
    expect(forged.body).not.toContain(draftHeadline);
  });

  test('over HTTPS (a trusted proxy) the cookie is made for Storyblok’s cross-site frame', async () => {
    const response = await page(`/${editorQuery(homeId)}`, { 'x-forwarded-proto': 'https' });
    expect(setCookie(response.headers)).toMatch(
      /; Secure; SameSite=None; Partitioned|SameSite=None.*Secure|Secure.*SameSite=None/,
    );
    expect(setCookie(response.headers)).toMatch(/Partitioned/);
  });
});

describe('the local preview opens with the local space’s preview token (issue 12 item 7, issue 5)', () => {
  test.each([
    '/cms-vorschau/',
    '/cms-vorschau/?preview_token=falsch',
    `/cms-vorschau/?_storyblok=${homeId}`,
  ])('%s without the token is the 404 page', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(draftHeadline);
  });

  test('with the token: the draft, and a frame that carries the editor’s signature', async () => {
    const response = await page(`/cms-vorschau/?preview_token=${localPreviewToken}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain(draftHeadline);
    const frame = /<iframe[^>]*src="([^"]*)"/.exec(response.body)?.[1]?.replaceAll('&amp;', '&');
    expect(frame).toMatch(/_storyblok_tk%5Btoken%5D=[0-9a-f]{40}/);
    // The frame's own request, without any cookie, proves itself.
    const framed = await page(frame ?? '');
    expect(framed.body).toContain(draftHeadline);
    expect(framed.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  });
});
