import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCdnHandler } from '../src/cdn/cdn-handler';
import { toNodeListener } from '../src/cdn/node-listener';
import { defaultCdnTokens } from '../src/cdn/tokens';
import { createContentSpace } from '../src/space/content-space';
import { fixtureSpace } from './fixture-space';
import { startServer, type TestServer } from './http-server';

const fixture = fixtureSpace();
const space = createContentSpace(fixture.entries);
const publicToken = defaultCdnTokens.public;
const previewToken = defaultCdnTokens.preview;
let server: TestServer;

beforeAll(async () => {
  server = await startServer(toNodeListener(createCdnHandler({ space })));
});
afterAll(async () => {
  await server.close();
});

async function get(path: string, params: Record<string, string> = {}) {
  const url = new URL(`/_content/v2${path}`, server.origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & unknown[],
  };
}

function slugsOf(body: Record<string, unknown>): string[] {
  return (body.stories as { full_slug: string }[]).map((story) => story.full_slug);
}

describe('GET /v2/cdn/stories/{slug} (spec §7 content service reads: the single story)', () => {
  test('answers { story, cv, rels, links } for a published story with the public token', async () => {
    const { status, body } = await get('/cdn/stories/baby/de-ch/ratgeber/sicher-schlafen', {
      token: publicToken,
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['cv', 'links', 'rels', 'story']);
    expect(body.cv).toBe(space.cv);
    expect(body.story).toMatchObject({
      full_slug: 'baby/de-ch/ratgeber/sicher-schlafen',
      content: { title: 'Sicher schlafen' },
    });
  });

  test('the preview token with version=draft sees the newer draft; with published the published story', async () => {
    const draft = await get('/cdn/stories/baby/de-ch/ratgeber/sicher-schlafen', {
      token: previewToken,
      version: 'draft',
    });
    expect(draft.body.story).toMatchObject({ content: { title: 'Sicher schlafen (Entwurf)' } });
    const published = await get('/cdn/stories/baby/de-ch/ratgeber/sicher-schlafen', {
      token: previewToken,
      version: 'published',
    });
    expect(published.body.story).toMatchObject({ content: { title: 'Sicher schlafen' } });
  });

  test.each([
    { name: 'no token', params: {} as Record<string, string> },
    { name: 'an unknown token', params: { token: 'guess' } },
    {
      name: 'the public token asking for drafts',
      params: { token: publicToken, version: 'draft' },
    },
  ])('refuses $name with 401 Unauthorized', async ({ params }) => {
    const { status, body } = await get('/cdn/stories/baby/de-ch/home', params);
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Unauthorized' });
  });

  test('refuses a version other than draft or published with 422', async () => {
    expect(
      (await get('/cdn/stories/baby/de-ch/home', { token: publicToken, version: 'latest' })).status,
    ).toBe(422);
  });

  test.each([
    { name: 'a missing story', path: '/cdn/stories/baby/de-ch/gibt-es-nicht' },
    { name: 'an empty slug', path: '/cdn/stories/%20' },
    { name: 'a broken escape', path: '/cdn/stories/%E0%A4%A' },
    { name: 'an unknown endpoint', path: '/cdn/links' },
  ])("answers 404 with Storyblok's message for $name", async ({ path }) => {
    const { status, body } = await get(path, { token: publicToken });
    expect(status).toBe(404);
    expect(body).toEqual(['This record could not be found']);
  });

  test('finds a story by numeric id and by uuid with find_by=uuid; slugs ignore case', async () => {
    const byId = await get(`/cdn/stories/${fixture.category.id}`, { token: publicToken });
    expect(byId.body.story).toMatchObject({ uuid: fixture.category.uuid });
    const byUuid = await get(`/cdn/stories/${fixture.category.uuid}`, {
      token: publicToken,
      find_by: 'uuid',
    });
    expect(byUuid.body.story).toMatchObject({ id: fixture.category.id });
    const upper = await get('/cdn/stories/BABY/de-ch/Kategorieseiten/buggys/', {
      token: publicToken,
    });
    expect(upper.body.story).toMatchObject({ id: fixture.category.id });
  });

  test('excluding_fields removes those content fields, never component and _uid', async () => {
    const { body } = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      excluding_fields: 'secret,body,component,ogImage',
    });
    const content = (body.story as { content: Record<string, unknown> }).content;
    expect(Object.keys(content).sort()).toEqual(['_uid', 'component', 'title']);
  });

  test('resolve_relations fills rels with the related stories, or rel_uuids beyond 50 (spec §3 rels, rel_uuids)', async () => {
    const article = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_relations: 'other.story',
    });
    expect(article.body.rels).toEqual([]);
    const { body } = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_relations: 'teaser.story',
    });
    expect(body.rel_uuids).toHaveLength(61);
    expect(body.rels).toEqual([]);
  });

  test('resolve_relations sends up to 50 related stories inline, in the version asked for', async () => {
    const { body } = await get('/cdn/stories/baby/de-ch/ratgeber', {
      token: previewToken,
      version: 'draft',
      resolve_relations: 'teaser.story',
    });
    expect(body.rel_uuids).toBeUndefined();
    expect(body.rels).toMatchObject([
      { uuid: fixture.article.uuid, content: { title: 'Sicher schlafen (Entwurf)' } },
    ]);
  });

  test('resolve_links=url sends url objects, link link objects, story whole stories (spec §3 links; Storyblok CDN API v2 resolve_links)', async () => {
    const url = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_links: 'url',
    });
    // Storyblok: "url: if only the path of a linked story is required … the minimum".
    expect(url.body.links).toEqual([
      {
        name: fixture.category.name,
        id: fixture.category.id,
        uuid: fixture.category.uuid,
        slug: 'buggys',
        full_slug: 'baby/de-ch/kategorieseiten/buggys',
        url: 'baby/de-ch/kategorieseiten/buggys',
      },
    ]);
    // "link: … full_slug, path, parent_id, is_folder, published, is_startpage, position,
    // alternates, real_path"; its slug is the full slug, as in the Links API.
    const link = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_links: 'link',
    });
    expect(link.body.links).toEqual([
      expect.objectContaining({
        uuid: fixture.category.uuid,
        slug: 'baby/de-ch/kategorieseiten/buggys',
        full_slug: 'baby/de-ch/kategorieseiten/buggys',
        real_path: '/baby/de-ch/kategorieseiten/buggys',
        path: null,
        parent_id: fixture.category.parent_id,
        is_folder: false,
        is_startpage: false,
        published: true,
        position: fixture.category.position,
        alternates: fixture.category.alternates,
      }),
    ]);
    for (const answer of [url, link]) {
      expect((answer.body.links as Record<string, unknown>[])[0]).not.toHaveProperty('content');
    }
    const story = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_links: 'story',
    });
    expect((story.body.links as Record<string, unknown>[])[0]).toHaveProperty('content');
    const none = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_links: '0',
    });
    expect(none.body.links).toEqual([]);
  });
});

describe('GET /v2/cdn/stories (spec §7: per_page, page, starts_with, by_uuids, by_slugs; paging headers total and per-page)', () => {
  test('pages 25 stories by default and sends total and per-page', async () => {
    const { status, headers, body } = await get('/cdn/stories', { token: publicToken });
    expect(status).toBe(200);
    expect(headers.get('total')).toBe(String(space.stories('published').length));
    expect(headers.get('per-page')).toBe('25');
    expect(body.stories).toHaveLength(25);
    expect(Object.keys(body).sort()).toEqual(['cv', 'links', 'rels', 'stories']);
  });

  test('per_page is at most 100; page walks on; a page past the end is empty', async () => {
    const all = await get('/cdn/stories/', { token: publicToken, per_page: '500' });
    expect(all.headers.get('per-page')).toBe('100');
    expect(all.body.stories).toHaveLength(space.stories('published').length);
    const second = await get('/cdn/stories', { token: publicToken, per_page: '10', page: '2' });
    expect(slugsOf(second.body)).toEqual(slugsOf(all.body).slice(10, 20));
    const past = await get('/cdn/stories', { token: publicToken, page: '99' });
    expect(past.body.stories).toEqual([]);
    const nonsense = await get('/cdn/stories', { token: publicToken, per_page: '-3', page: 'x' });
    expect(nonsense.headers.get('per-page')).toBe('25');
  });

  test('starts_with filters by full-slug prefix', async () => {
    const { headers, body } = await get('/cdn/stories', {
      token: publicToken,
      starts_with: 'baby/fr-ch/',
    });
    expect(slugsOf(body)).toEqual(['baby/fr-ch/home', 'baby/fr-ch/les-inspirations']);
    expect(headers.get('total')).toBe('2');
  });

  test('by_slugs takes exact slugs and * wildcards anywhere in a slug (Storyblok: comma-separated full slugs, wildcards with *)', async () => {
    const { body } = await get('/cdn/stories', {
      token: publicToken,
      by_slugs: 'baby/de-ch/home,baby/fr-ch/*,nichts',
    });
    expect(slugsOf(body)).toEqual([
      'baby/de-ch/home',
      'baby/fr-ch/home',
      'baby/fr-ch/les-inspirations',
    ]);
    const everyHome = await get('/cdn/stories', { token: publicToken, by_slugs: 'baby/*/home' });
    expect(slugsOf(everyHome.body)).toEqual(['baby/de-ch/home', 'baby/fr-ch/home']);
    // A dot or other pattern character in a slug is literal, never a wildcard.
    const literal = await get('/cdn/stories', { token: publicToken, by_slugs: 'baby/de-ch/hom.' });
    expect(slugsOf(literal.body)).toEqual([]);
  });

  test('by_uuids returns those stories; by_uuids_ordered keeps the order asked for', async () => {
    const uuids = [fixture.layout.uuid, fixture.category.uuid];
    const unordered = await get('/cdn/stories', { token: publicToken, by_uuids: uuids.join(',') });
    expect(slugsOf(unordered.body).sort()).toEqual(
      [fixture.category.full_slug, fixture.layout.full_slug].sort(),
    );
    const ordered = await get('/cdn/stories', {
      token: publicToken,
      by_uuids_ordered: uuids.join(','),
    });
    expect(slugsOf(ordered.body)).toEqual([fixture.layout.full_slug, fixture.category.full_slug]);
  });

  test('content_type filters by root component; language is accepted and changes nothing', async () => {
    const { body } = await get('/cdn/stories', {
      token: publicToken,
      content_type: 'layout',
      language: 'fr',
    });
    expect(slugsOf(body)).toEqual(['baby/de-ch/layout']);
  });

  test('drafts replace published stories in lists for the preview token', async () => {
    const { body } = await get('/cdn/stories', {
      token: previewToken,
      version: 'draft',
      by_slugs: 'baby/de-ch/ratgeber/sicher-schlafen',
    });
    expect(body.stories).toMatchObject([{ content: { title: 'Sicher schlafen (Entwurf)' } }]);
  });

  test('resolve_relations over a list collects the relations of the page of stories', async () => {
    const { body } = await get('/cdn/stories', {
      token: publicToken,
      by_slugs: 'baby/de-ch/home',
      resolve_relations: 'teaser.story',
      per_page: '1',
    });
    expect(body.rel_uuids).toHaveLength(61);
  });

  test('an unknown parameter is 422 naming it, as Storyblok v2 validates parameters; a Storyblok parameter this space does not answer is refused by name, never ignored', async () => {
    const typo = await get('/cdn/stories', { token: publicToken, starts_wth: 'baby/' });
    expect(typo.status).toBe(422);
    expect(typo.body).toEqual({ error: 'Unknown parameter: starts_wth' });
    for (const name of ['with_tag', 'sort_by', 'filter_query[component][in]']) {
      const answer = await get('/cdn/stories', { token: publicToken, [name]: 'x' });
      expect(answer.status, name).toBe(422);
      expect(answer.body, name).toEqual({
        error: `The parameter ${name} is not supported by the local content space`,
      });
    }
    // What storyblok-js-client adds by itself is answered: resolve_level with resolve_relations.
    const client = await get('/cdn/stories/baby/de-ch/home', {
      token: publicToken,
      resolve_relations: 'teaser.story',
      resolve_level: '2',
      cv: '1',
    });
    expect(client.status).toBe(200);
    // The token is checked first: without one the answer is 401 whatever else is wrong.
    expect((await get('/cdn/stories', { starts_wth: 'x' })).status).toBe(401);
  });

  test('only GET is answered; OPTIONS allows cross-origin reads', async () => {
    const post = await fetch(new URL('/_content/v2/cdn/stories?token=x', server.origin), {
      method: 'POST',
    });
    expect(post.status).toBe(405);
    const options = await fetch(new URL('/_content/v2/cdn/stories', server.origin), {
      method: 'OPTIONS',
    });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe('*');
    const head = await fetch(
      new URL(`/_content/v2/cdn/stories?token=${publicToken}`, server.origin),
      { method: 'HEAD' },
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('total')).toBe(String(space.stories('published').length));
  });

  test('serves the demo images the stories name as assets, and nothing else', async () => {
    const image = await fetch(new URL('/_content/assets/nido/startseite.png', server.origin));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 960, height: 600 });
    const again = new Uint8Array(
      await (
        await fetch(new URL('/_content/assets/nido/startseite.png', server.origin))
      ).arrayBuffer(),
    );
    expect(again).toEqual(bytes);
    expect(
      (await fetch(new URL('/_content/assets/nido/unbekannt.png', server.origin))).status,
    ).toBe(404);
    expect(
      (await fetch(new URL('/_content/assets/nido/../startseite.png', server.origin))).status,
    ).toBe(404);
  });

  /** Status, content type, and the format, width and height sharp reads from the bytes. */
  const rendition = async (path: string) => {
    const response = await fetch(new URL(path, server.origin));
    if (response.status !== 200) return [response.status];
    const { format, width, height } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata();
    return [response.headers.get('content-type'), format, width, height];
  };
  const asset = '/_content/assets/nido/startseite.png';

  test("serves them resized through Storyblok's image service URL (issue 13: sized images)", async () => {
    expect(await rendition(`${asset}/m/480x0/filters:quality(70):format(webp)`)).toEqual([
      'image/webp',
      'webp',
      480,
      300,
    ]);
    expect(await rendition(`${asset}/m/0x300`)).toEqual(['image/png', 'png', 480, 300]);
    expect(await rendition(`${asset}/m/400x400`)).toEqual(['image/png', 'png', 400, 400]);
    expect(await rendition(`${asset}/m/0x0`)).toEqual(['image/png', 'png', 960, 600]);
    expect(await rendition(`${asset}/m/9999x0/filters:format(webp)`)).toEqual([
      'image/webp',
      'webp',
      2880,
      1800,
    ]);
    const smaller = await fetch(new URL(`${asset}/m/240x0`, server.origin));
    const whole = await fetch(new URL(asset, server.origin));
    expect((await smaller.arrayBuffer()).byteLength).toBeLessThan(
      (await whole.arrayBuffer()).byteLength,
    );
    expect(await rendition(`${asset}/m/480`)).toEqual([404]);
    expect(await rendition(`${asset}/m/480x0/filters:evil<script>`)).toEqual([404]);
    expect(await rendition('/_content/assets/nido/unbekannt.png/m/480x0')).toEqual([404]);
  });

  test.each([
    { filter: 'format(webp)', type: 'image/webp', format: 'webp' },
    { filter: 'format(avif)', type: 'image/avif', format: 'heif' },
    { filter: 'format(png)', type: 'image/png', format: 'png' },
    { filter: 'format(jpeg)', type: 'image/jpeg', format: 'jpeg' },
    { filter: 'format(jpg)', type: 'image/jpeg', format: 'jpeg' },
    { filter: 'quality(70)', type: 'image/png', format: 'png' },
  ])(
    'the format asked is the format served: filters:$filter (issue 21)',
    async ({ filter, type, format }) => {
      expect(await rendition(`${asset}/m/624x0/filters:${filter}`)).toEqual([
        type,
        format,
        624,
        390,
      ]);
    },
  );

  test('quality() sets the encoding quality: a lower quality is fewer bytes', async () => {
    const bytes = async (quality: number) =>
      (
        await (
          await fetch(
            new URL(`${asset}/m/768x0/filters:quality(${quality}):format(webp)`, server.origin),
          )
        ).arrayBuffer()
      ).byteLength;
    expect(await bytes(20)).toBeLessThan(await bytes(95));
  });

  test("an asset's drawing is what is served; one without a drawing gets the brand's placeholder", async () => {
    const red =
      '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600"><rect width="960" height="600" fill="#ff0000"/></svg>';
    const handler = createCdnHandler({ space, drawings: new Map([['nido/startseite', red]]) });
    const pixel = async (response: Response) =>
      [
        ...(await sharp(Buffer.from(await response.arrayBuffer()))
          .raw()
          .toBuffer()),
      ].slice(0, 3);
    const drawn = await handler(
      new Request(`http://shop.localhost${asset}/m/120x0/filters:format(png)`),
    );
    expect(await pixel(drawn)).toEqual([255, 0, 0]);
    const placeholder = await createCdnHandler({ space })(
      new Request(`http://shop.localhost${asset}/m/120x0`),
    );
    expect(await pixel(placeholder)).not.toEqual([255, 0, 0]);
  });

  test('a handler mounted elsewhere answers under its own base path only', async () => {
    const handler = createCdnHandler({
      space,
      basePath: '/cms/v2/',
      tokens: { public: 'p', preview: 'q' },
    });
    const inside = await handler(
      new Request('http://shop.localhost/cms/v2/cdn/stories/baby/de-ch/home?token=p'),
    );
    expect(inside.status).toBe(200);
    const outside = await handler(
      new Request('http://shop.localhost/_content/v2/cdn/stories/baby/de-ch/home?token=p'),
    );
    expect(outside.status).toBe(404);
  });
});
