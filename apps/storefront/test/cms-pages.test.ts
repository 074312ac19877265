import { cp, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { editorQuery } from './support/cms-preview';
import { get, type RunningStorefront, startStorefront } from './support/storefront-server';

const demoStories = fileURLToPath(new URL('../../../packages/content/stories', import.meta.url));

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const page = (path: string, host = 'localhost') => get(storefront.port, path, host);
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"([^>]*?)/?>`, 'g'))].map(
    (match) => match[1] ?? '',
  );

describe('step 1: fabula-ng/ and file extensions are 404 Not found (spec §2 page resolution, §8)', () => {
  test.each([
    '/fabula-ng/',
    '/fabula-ng/produkte/',
    '/Fabula-NG/x/',
    '/datei.pdf',
    '/ratgeber/bild.png',
    '/fr/robots.txt',
  ])('%s', async (path) => {
    const host = path.startsWith('/fr/') ? 'ch.nido.localhost' : 'localhost';
    const response = await page(path, host);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('on the QA environment the 404 names its reason (spec §2 error page, §8)', () => {
  let qa: RunningStorefront;
  beforeAll(async () => {
    qa = await startStorefront({ VITRINE_ENV: 'qa' });
  });
  afterAll(() => qa?.stop());

  test('fabula-ng/ is 404 Not found', async () => {
    const response = await get(qa.port, '/fabula-ng/test/');
    expect(response.status).toBe(404);
    // The error page's QA rows (ui ErrorPage): status code, status message, data.
    expect(response.body).toMatch(/<pre[^>]*>404<\/pre>/);
    expect(response.body).toMatch(/<pre[^>]*>Not found<\/pre>/);
  });

  // §4 validate route, §5: 'Page Not Found: {path}', the path decoded and escaped on the page.
  test.each([
    { path: '/p/ab%20cd/', message: 'Page Not Found: /p/ab cd/' },
    {
      path: '/konto/bestellung/%3Cscript%3E/',
      message: 'Page Not Found: /konto/bestellung/&lt;script&gt;/',
    },
  ])('a route the validate guard refuses names its path: $path', async ({ path, message }) => {
    const response = await get(qa.port, path);
    expect(response.status).toBe(404);
    expect(response.body).toContain(`>${message}</pre>`);
    expect(response.body).not.toContain('<script>/');
  });
});

describe('step 2: a path with capitals goes to its lower-case form, query kept (spec §2)', () => {
  test.each([
    { host: 'localhost', path: '/Ratgeber/?sort=price-asc', to: '/ratgeber/?sort=price-asc' },
    { host: 'localhost', path: '/KINDERWAGEN/', to: '/kinderwagen/' },
    { host: 'localhost', path: '/M%C3%BCtzen/Gr%C3%B6%C3%9Fe/', to: '/muetzen/groesse/' },
    { host: 'ch.nido.localhost', path: '/fr/Les-Inspirations/', to: '/fr/les-inspirations/' },
  ])('$host $path -> $to (301)', async ({ host, path, to }) => {
    const response = await page(path, host);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe('step 3: fetch, then the redirect lookup, then the fallback page (spec §2)', () => {
  test('an existing page renders with status 200', async () => {
    const response = await page('/ratgeber/');
    expect(response.status).toBe(200);
    expect(title(response.body)).toBe('Ratgeber für Eltern | Nido');
  });

  test('a category page is found under kategorieseiten/ (spec §2 CMS paths)', async () => {
    const response = await page('/kinderwagen/');
    expect(response.status).toBe(200);
  });

  test('a missing page with a redirect goes to its target with its status code', async () => {
    const response = await page('/kategorie/kinderwagen-und-buggys/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/kinderwagen/');
  });

  test('the redirect keeps the locale prefix of a second language', async () => {
    const response = await page('/fr/kategorie/kinderwagen-und-buggys/', 'ch.nido.localhost');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/fr/kinderwagen/');
  });

  test('an external target is answered as it is: the browser loads it fully', async () => {
    const response = await page('/magazin/');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('https://magazin.nido.example/');
  });

  test('the redirect lookup is made only for missing pages: /magazin/ is a page in Dutch', async () => {
    const response = await page('/magazin/', 'nl.nido.localhost');
    expect(response.status).toBe(200);
  });

  test('without a redirect the fallback page is shown with status 404 and is not indexed', async () => {
    const response = await page('/gibt-es-nicht/');
    expect(response.status).toBe(404);
    expect(title(response.body)).toBe('Diese Seite gibt es nicht | Nido');
    expect(metaContent(response.body, 'robots')).toBe('noindex,follow');
    expect(links(response.body, 'alternate')).toEqual([]);
  });

  test.each([
    { host: 'be.nido.localhost', path: '/a/b/c/', lang: 'fr-BE' },
    { host: 'be.nido.localhost', path: '/nl/nope/', lang: 'nl-BE' },
    { host: 'ch.vitalia.localhost', path: '/nope/', lang: 'de-CH' },
  ])('$host $path: the fallback page of $lang', async ({ host, path, lang }) => {
    const response = await page(path, host);
    expect(response.status).toBe(404);
    expect(response.body).toContain(`<html lang="${lang}"`);
  });
});

describe('step 4: the alternate of the current locale replaces the page (spec §2)', () => {
  test('a German page asked for in French goes to its French alternate, query kept', async () => {
    const response = await page('/fr/ratgeber/?utm=x', 'ch.nido.localhost');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/fr/les-inspirations/?utm=x');
  });

  test('not in the CMS preview: the editor stays on the page it opened', async () => {
    const response = await page(`/fr/ratgeber/${editorQuery('1')}`, 'ch.nido.localhost');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<html lang="fr-CH"');
  });

  test('the page at its own path renders', async () => {
    const response = await page('/fr/les-inspirations/', 'ch.nido.localhost');
    expect(response.status).toBe(200);
  });

  // §2 CMS paths: /home/ is the root and kategorieseiten/ is no part of a shop path, so the
  // story's own address is the normalised one and the other spellings lead there.
  test.each([
    { host: 'localhost', path: '/home/', to: '/' },
    { host: 'be.nido.localhost', path: '/nl/home/?utm=x', to: '/nl/?utm=x' },
    { host: 'localhost', path: '/kategorieseiten/kinderwagen/', to: '/kinderwagen/' },
    {
      host: 'ch.nido.localhost',
      path: '/fr/kategorieseiten/buggys/?sort=price_asc',
      to: '/fr/buggys/?sort=price_asc',
    },
  ])('$host $path goes to $to (spec §2 CMS paths)', async ({ host, path, to }) => {
    const response = await page(path, host);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(to);
  });
});

describe('page metadata (spec §2 page titles, §3 CMS page, robots)', () => {
  test('title template, description, Open Graph and canonical', async () => {
    const { body } = await page('/ratgeber/?utm_source=news');
    expect(title(body)).toBe('Ratgeber für Eltern | Nido');
    expect(metaContent(body, 'description')).toMatch(/^Praktische Tipps rund um Kinderwagen/);
    expect(metaContent(body, 'og:title')).toBe('Ratgeber für Eltern');
    expect(metaContent(body, 'og:image')).toBe(
      `http://de.nido.localhost:${storefront.port}/_content/assets/nido/startseite.png`,
    );
    expect(links(body, 'canonical')).toEqual([
      ` href="http://de.nido.localhost:${storefront.port}/ratgeber/"`,
    ]);
    expect(metaContent(body, 'robots')).toBeUndefined();
  });

  test('a filter in the query makes the page noindex,follow', async () => {
    const { body } = await page('/kinderwagen/?color=blue');
    expect(metaContent(body, 'robots')).toBe('noindex,follow');
  });

  test('the alternates become hreflang links on the host the visitor is on', async () => {
    const { body } = await page('/ratgeber/');
    const alternates = links(body, 'alternate');
    expect(alternates).toContain(
      ` hrefLang="de-DE" href="http://de.nido.localhost:${storefront.port}/ratgeber/"`,
    );
    expect(alternates).toContain(
      ` hrefLang="fr-CH" href="http://ch.nido.localhost:${storefront.port}/fr/les-inspirations/"`,
    );
    expect(alternates).toContain(
      ` hrefLang="nl-NL" href="http://nl.nido.localhost:${storefront.port}/magazin/"`,
    );
    expect(alternates).toHaveLength(8);
  });
});

describe('the layout story frames every page (spec §3 site layout)', () => {
  test('header navigation, service links and footer come from the locale layout', async () => {
    const { body } = await page('/fr/les-inspirations/', 'ch.nido.localhost');
    expect(body).toContain('data-slot="site-header"');
    expect(body).toContain('data-slot="footer"');
    const hrefs = [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');
    // Story links are shop paths with the locale prefix (spec §2 CMS paths).
    expect(hrefs).toContain('/fr/les-inspirations/');
    expect(hrefs.filter((href) => href.includes('kategorieseiten'))).toEqual([]);
  });

  test('the 404 page keeps the frame', async () => {
    const { body } = await page('/fabula-ng/');
    expect(body).toContain('data-slot="site-header"');
  });
});

describe('the home page campaign runs today (spec §3 Campaign: date window, triggers)', () => {
  test.each([
    { host: 'localhost', path: '/', code: 'WILLKOMMEN10-10', headline: 'Willkommen bei Nido' },
    { host: 'ch.nido.localhost', path: '/fr/', code: 'WILLKOMMEN10-12', headline: 'Bienvenue' },
    { host: 'ch.vitalia.localhost', path: '/', code: 'WILLKOMMEN10-22', headline: 'Vitalia' },
  ])('$host$path shows its welcome banner naming $code', async ({ host, path, code, headline }) => {
    const { status, body } = await page(path, host);
    expect(status).toBe(200);
    const banner = /<aside[^>]*data-slot="cms-campaign-banner"[\s\S]*?<\/aside>/.exec(body)?.[0];
    expect(banner).toContain('data-campaign="willkommen"');
    expect(banner).toContain(headline);
    expect(banner).toContain(code);
  });
});

describe('without a layout or a fallback page (spec §2 step 3 and 4, §8)', () => {
  let broken: RunningStorefront;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'vitrine-stories-'));
    await cp(demoStories, directory, { recursive: true });
    await rm(join(directory, 'baby/de-de/system/not-found.json'));
    await rm(join(directory, 'vital/de-ch/layout.json'));
    broken = await startStorefront({ CONTENT_STORIES_DIR: directory });
  });
  afterAll(async () => {
    await broken?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  test('a missing page without a fallback page gives the generic 404 error page', async () => {
    const response = await get(broken.port, '/gibt-es-nicht/');
    expect(response.status).toBe(404);
    expect(response.body).toContain('Diese Seite gibt es nicht.');
    // Even without the fallback page the 404 points to the search (issue 21).
    expect(response.body).toContain('data-slot="error-page-search"');
  });

  test('no layout: the page has no layout and the error page is raised', async () => {
    const response = await get(broken.port, '/', 'ch.vitalia.localhost');
    expect(response.status).toBe(500);
    expect(response.body).toContain('Da ist etwas schiefgelaufen.');
    expect(response.body).not.toContain('data-slot="site-header"');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('caching and framing (DESIGN.md, issue 5 live preview)', () => {
  test('public CMS pages may be kept by a CDN and refuse to be framed', async () => {
    const response = await page('/ratgeber/');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('preview pages are private and may be framed by the visual editor and this origin', async () => {
    const response = await page(`/ratgeber/${editorQuery('123')}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/app\.storyblok\.com /,
    );
    expect(metaContent(response.body, 'robots')).toBe('noindex,follow');
  });

  test('the preview reads the draft: the home draft differs from the published home', async () => {
    const published = await page('/');
    const draft = await page(`/${editorQuery('440665914')}`);
    expect(draft.status).toBe(200);
    expect(draft.body).not.toBe(published.body);
  });
});

describe('/sbBridge.js is served from @storyblok/preview-bridge (spec §2 static scripts)', () => {
  test('the bridge script, not a page', async () => {
    const response = await get(storefront.port, '/sbBridge.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.body).toContain('StoryblokBridge');
  });
});

describe('the content calls of spec §7 under /api/cms', () => {
  test('GET /api/cms/{slug}: the page and its alternates', async () => {
    const response = await page('/api/cms/ratgeber/');
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body);
    expect(body.page.full_slug).toBe('baby/de-de/ratgeber');
    expect(body.alternates).toHaveLength(8);
  });

  test('the root slug is an underscore', async () => {
    const body = JSON.parse((await page('/api/cms/_')).body);
    expect(body.page.full_slug).toBe('baby/de-de/home');
  });

  test('the locale query chooses the shop locale', async () => {
    const body = JSON.parse(
      (await page('/api/cms/les-inspirations/?locale=fr', 'ch.nido.localhost')).body,
    );
    expect(body.page.full_slug).toBe('baby/fr-ch/les-inspirations');
  });

  test.each(['/api/cms/gibt-es-nicht/', '/api/cms/fabula-ng/x/', '/api/cms/bild.png'])(
    '%s is a JSON 404',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body).error).toBe('api.notFound');
    },
  );

  test('GET /api/cms/layoutCached/: layout, banners and config items', async () => {
    const response = await page('/api/cms/layoutCached/', 'nl.nido.localhost');
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body);
    expect(body.layout.component).toBe('layout');
    expect(body.layout.rootCategories.length).toBeGreaterThan(0);
    expect(Array.isArray(body.banners)).toBe(true);
    expect(body.config.hasDownloads).toBe(true);
  });
});

describe('saving edited stories is for development only (issue 5 local preview)', () => {
  test('the production server has no save endpoint', async () => {
    const save = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const outgoing = request(
          {
            host: '127.0.0.1',
            port: storefront.port,
            path,
            method: 'POST',
            headers: { host: `localhost:${storefront.port}`, 'content-type': 'application/json' },
          },
          (incoming) => {
            incoming.resume();
            resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(
          JSON.stringify({
            fullSlug: 'baby/de-de/home',
            content: { component: 'page', _uid: 'x' },
          }),
        );
      });
    // A page address like any other: the trailing-slash guard sends the post on with its body
    // (§4, 308), and there it is no form a page takes (415).
    const first = await save('/_preview/save');
    expect(first).toEqual({ status: 308, location: '/_preview/save/' });
    const { status } = await save(first.location ?? '');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
