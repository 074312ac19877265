import { request } from 'node:http';
import { shops } from '@vitrine/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { get, type RunningStorefront, startStorefront } from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const headline = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the production server renders the CMS home page on the server (DESIGN.md, spec §2)', () => {
  test.each([
    {
      host: 'localhost',
      path: '/',
      lang: 'de-DE',
      brand: 'baby',
      text: 'Gut ankommen im neuen Leben',
    },
    {
      host: 'fr.nido.localhost',
      path: '/',
      lang: 'fr-FR',
      brand: 'baby',
      text: 'Bien accueillir la nouvelle vie',
    },
    {
      host: 'ch.nido.localhost',
      path: '/fr/',
      lang: 'fr-CH',
      brand: 'baby',
      text: 'Bien accueillir la nouvelle vie',
    },
    {
      host: 'be.nido.localhost',
      path: '/nl/',
      lang: 'nl-BE',
      brand: 'baby',
      text: 'Goed beginnen aan een nieuw leven',
    },
    {
      host: 'ch.vitalia.localhost',
      path: '/',
      lang: 'de-CH',
      brand: 'vitality',
      text: 'Zeit für sich',
    },
  ])('$host $path in $lang', async ({ host, path, lang, brand, text }) => {
    const response = await get(storefront.port, path, host);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<html lang="${lang}" data-brand="${brand}">`);
    expect(headline(response.body)).toBe(text);
    // The page is complete without JavaScript: the layout's frame is server-rendered.
    expect(response.body).toContain('data-slot="site-header"');
    expect(response.body).toContain('data-slot="footer"');
  });

  test('every shop answers on its local host name', async () => {
    for (const shop of shops) {
      const response = await get(storefront.port, '/', shop.hosts.local);
      expect(response.status, shop.key).toBe(200);
    }
  });

  test('the home page may be cached by a CDN briefly', async () => {
    const response = await get(storefront.port, '/');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the title and description come from the home story of the shop language', async () => {
    const { body } = await get(storefront.port, '/', 'nl.nido.localhost');
    expect(body).toContain('<title>Babyuitzet, kinderwagens en meer | Nido</title>');
    expect(body).toMatch(/<meta name="description" content="Alles voor de eerste jaren: /);
  });
});

describe('unknown addresses (spec §2: no match gives the 404 page)', () => {
  test.each([
    { host: 'localhost', path: '/gibt-es-nicht/', text: 'Diese Seite gibt es nicht | Nido' },
    { host: 'be.nido.localhost', path: '/a/b/c/', text: 'Cette page n’existe pas | Nido' },
    { host: 'ch.nido.localhost', path: '/nl/', text: 'Diese Seite gibt es nicht.' },
    { host: 'be.nido.localhost', path: '/nl/nope/', text: 'Deze pagina bestaat niet | Nido' },
    // A product number no product has (issue 15).
    {
      host: 'nl.nido.localhost',
      path: '/p/kinderwagen-1234567/',
      text: 'Deze pagina bestaat niet.',
    },
  ])('$host $path is a 404 in the shop language', async ({ host, path, text }) => {
    const response = await get(storefront.port, path, host);
    expect(response.status).toBe(404);
    expect(response.body).toContain(text);
    // Details are for the QA environment only (§2).
    expect(response.body).not.toContain('<pre');
  });

  test('a host name of no shop is refused with 404', async () => {
    const response = await get(storefront.port, '/', 'evil.example');
    expect(response.status).toBe(404);
    expect(response.body).toBe('No shop is served on this host name.');
  });

  test('the health check answers ok', async () => {
    expect((await get(storefront.port, '/healthz')).body).toBe('ok');
  });
});

/** The attributes of the 404 page's search form, or null when the page has none. */
function errorPageSearch(html: string) {
  const form = /<form[^>]*data-slot="error-page-search"[^>]*>/.exec(html)?.[0];
  if (form === undefined) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(form)?.[1];
  const end = html.indexOf('</form>', html.indexOf(form));
  const inside = html.slice(html.indexOf(form), end);
  return {
    action: attribute('action'),
    method: attribute('method'),
    role: attribute('role'),
    field: /<input[^>]*type="search"[^>]*name="q"/.test(inside),
    label: /<label[^>]*>([^<]*)<\/label>/.exec(inside)?.[1],
  };
}

describe('the 404 page is the design system’s error page and points to the search (issue 21, spec §2)', () => {
  test.each([
    // The shop's fallback page from the CMS (§2 step 3) and the guards' 404, in each language.
    { host: 'localhost', path: '/gibt-es-nicht/', language: 'de', search: '/suche/' },
    { host: 'ch.nido.localhost', path: '/nl/', language: 'de', search: '/suche/' },
    { host: 'be.nido.localhost', path: '/a/b/c/', language: 'fr', search: '/suche/' },
    { host: 'ch.nido.localhost', path: '/fr/gibt-es-nicht/', language: 'fr', search: '/fr/suche/' },
    { host: 'be.nido.localhost', path: '/nl/nope/', language: 'nl', search: '/nl/suche/' },
    {
      host: 'nl.nido.localhost',
      path: '/p/kinderwagen-1234567/',
      language: 'nl',
      search: '/suche/',
    },
  ] as const)(
    '$host $path: ErrorPage with a search form to $search ($language)',
    async ({ host, path, language, search }) => {
      const response = await get(storefront.port, path, host);
      expect(response.status).toBe(404);
      expect(response.body).toMatch(/<main[^>]*data-slot="error-page"[^>]*data-status="404"/);
      expect(errorPageSearch(response.body)).toEqual({
        action: search,
        method: 'get',
        role: 'search',
        field: true,
        label: inHtml(uiText(language)('errorPage.searchLabel')),
      });
    },
  );

  test('the form works without JavaScript: its GET answers with the search page', async () => {
    const notFound = await get(storefront.port, '/nl/nope/', 'be.nido.localhost');
    const form = errorPageSearch(notFound.body);
    const results = await get(
      storefront.port,
      `${form?.action}?q=kinderwagen`,
      'be.nido.localhost',
    );
    expect(results.status).toBe(200);
    expect(results.body).toContain('name="q"');
  });
});

describe('on the QA environment the error page shows details (spec §2)', () => {
  test('status and message are printed', async () => {
    const qa = await startStorefront({ VITRINE_ENV: 'qa' });
    try {
      const response = await get(qa.port, '/nl/gibt-es-nicht/');
      expect(response.status).toBe(404);
      expect(response.body).toContain('data-slot="error-page-details"');
      expect(response.body).toContain('<pre');
      expect(response.body).toMatch(/<pre[^>]*>404<\/pre>/);
      expect(response.body).toMatch(/<pre[^>]*>Not Found<\/pre>/);
      expect(response.body).toContain('Page Not Found: /nl/gibt-es-nicht/');
    } finally {
      await qa.stop();
    }
  });
});

describe('the embedded services are mounted by the server (DESIGN.md embedded defaults)', () => {
  test('the local content space answers the CDN API with a public token (spec §7 content reads)', async () => {
    const answer = await get(
      storefront.port,
      '/_content/v2/cdn/stories?token=vitrine-public-token&starts_with=baby/de-de/&per_page=2',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['per-page']).toBe('2');
    expect(JSON.parse(answer.body).stories).toHaveLength(2);
  });

  test('the local content space refuses a request without a token (401)', async () => {
    const answer = await get(storefront.port, '/_content/v2/cdn/stories');
    expect(answer.status).toBe(401);
  });

  test.each(['/images/not-an-image-key.webp', '/images/..%2f..%2fetc%2fpasswd', '/images/'])(
    'the image service answers %s with a 4xx, never a 500',
    async (path) => {
      const answer = await get(storefront.port, path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    },
  );

  test('the development outbox is not served by the production server (issue 6 mail)', async () => {
    const answer = await get(storefront.port, '/_dev/outbox/');
    expect(answer.status).toBe(404);
  });

  test('an unknown /api path is a JSON 404 with a message key', async () => {
    const answer = await get(storefront.port, '/api/shop/nothing-here/');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 404,
      error: 'api.notFound',
      issues: [],
    });
  });
});

/** The bytes of a response on a shop's host name (the test client reads text). */
function getBytes(port: number, path: string, host: string) {
  return new Promise<{
    status: number;
    type: string | undefined;
    cache: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          type: incoming.headers['content-type'],
          cache: incoming.headers['cache-control'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('favicon and touch icons (spec §2: /icon-{locale}-{size}x{size}.png, sizes from configuration)', () => {
  test.each([
    { host: 'localhost', path: '/icon-de-de-32x32.png', size: 32 },
    { host: 'ch.nido.localhost', path: '/icon-fr-ch-180x180.png', size: 180 },
    { host: 'be.nido.localhost', path: '/icon-nl-512x512.png', size: 512 },
    { host: 'at.vitalia.localhost', path: '/icon-de-at-192x192.png', size: 192 },
  ])(
    '$host $path is a $size px PNG of the brand, cached publicly',
    async ({ host, path, size }) => {
      const response = await getBytes(storefront.port, path, host);
      expect(response.status).toBe(200);
      expect(response.type).toBe('image/png');
      expect(response.cache).toMatch(/^public, max-age=\d+/);
      const metadata = await sharp(response.body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
    },
  );

  test('the two brands draw their own marks', async () => {
    const baby = await getBytes(storefront.port, '/icon-de-de-32x32.png', 'localhost');
    const vitality = await getBytes(
      storefront.port,
      '/icon-de-de-32x32.png',
      'de.vitalia.localhost',
    );
    expect(baby.body.equals(vitality.body)).toBe(false);
  });

  test.each([
    { host: 'localhost', path: '/icon-de-de-33x33.png' },
    { host: 'localhost', path: '/icon-fr-fr-32x32.png' },
    { host: 'fr.nido.localhost', path: '/icon-de-32x32.png' },
    { host: 'localhost', path: '/icon-de-de-32x180.png' },
  ])('$host $path names no icon of the shop: the 404 page', async ({ host, path }) => {
    const response = await getBytes(storefront.port, path, host);
    expect(response.status).toBe(404);
  });

  test('every page links its icons in its locale', async () => {
    const page = await get(storefront.port, '/fr/', 'ch.nido.localhost');
    expect(page.body).toContain(
      '<link rel="apple-touch-icon" sizes="180x180" href="/icon-fr-ch-180x180.png"/>',
    );
    expect(page.body).toContain(
      '<link rel="icon" type="image/png" sizes="32x32" href="/icon-fr-ch-32x32.png"/>',
    );
  });
});
