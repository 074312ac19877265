import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCdnHandler } from '../src/cdn/cdn-handler';
import { toNodeListener } from '../src/cdn/node-listener';
import { defaultCdnTokens } from '../src/cdn/tokens';
import { type ContentClientOptions, createContentClient } from '../src/client/content-client';
import {
  type ContentSettings,
  type ContentSource,
  contentSource,
} from '../src/client/content-source';
import { storyblokEndpoint, storyblokRegions } from '../src/client/storyblok-client';
import { createContentSpace } from '../src/space/content-space';
import { fixtureSpace } from './fixture-space';
import { startServer, type TestServer } from './http-server';

const fixture = fixtureSpace();
const space = createContentSpace(fixture.entries);
let server: TestServer;

beforeAll(async () => {
  server = await startServer(toNodeListener(createCdnHandler({ space })));
});
afterAll(async () => {
  await server.close();
});

function client(overrides: Partial<ContentClientOptions> = {}) {
  return createContentClient({
    endpoint: `${server.origin}/_content/v2`,
    accessToken: defaultCdnTokens.public,
    version: 'published',
    ...overrides,
  });
}

const deCh = { company: 'baby', localeKey: 'de-ch' };

function requestsSince(count: number) {
  return server.requests.slice(count);
}

describe('the content client against the local content space (spec §7 content service reads)', () => {
  test('refuses an endpoint that does not end in /v2', () => {
    expect(() => client({ endpoint: `${server.origin}/_content` })).toThrow(/\/v2/);
  });

  test('the page call finds the home page for "" and "_" (spec §2: the root slug is sent as _)', async () => {
    const content = client();
    for (const path of ['', '_']) {
      const result = await content.page({ ...deCh, path });
      expect(result.error).toBeNull();
      expect(result.page?.full_slug).toBe('baby/de-ch/home');
    }
  });

  test('the page call finds category pages filed under kategorieseiten (spec §2 CMS paths)', async () => {
    const result = await client().page({ ...deCh, path: '/buggys/' });
    expect(result.page?.full_slug).toBe('baby/de-ch/kategorieseiten/buggys');
  });

  test('the page answer carries hreflang alternates of the story and its Storyblok alternates (spec §3 Page result)', async () => {
    const result = await client().page({ ...deCh, path: 'ratgeber' });
    expect(result.alternates).toEqual([
      { hreflang: 'de-CH', href: 'https://ch.nido.example/ratgeber/' },
      { hreflang: 'fr-CH', href: 'https://ch.nido.example/fr/les-inspirations/' },
    ]);
  });

  test("a page missing in its locale is found in a fallback locale, whose alternates lead to the visitor's language (spec §2 step 4)", async () => {
    const result = await client().page({
      company: 'baby',
      localeKey: 'fr-ch',
      path: 'ratgeber',
      fallbackLocaleKeys: ['de-ch'],
    });
    expect(result.page?.full_slug).toBe('baby/de-ch/ratgeber');
    expect(result.alternates.find((alternate) => alternate.hreflang === 'fr-CH')?.href).toBe(
      'https://ch.nido.example/fr/les-inspirations/',
    );
  });

  test('the layout and special content blocks are stories but no pages (spec §2 page resolution)', async () => {
    expect((await client().page({ ...deCh, path: 'layout' })).page).toBeNull();
    expect((await client().page({ ...deCh, path: 'system/no-results' })).page).toBeNull();
  });

  test('a missing page is no page and no error; the page call never throws (spec §8)', async () => {
    expect(await client().page({ ...deCh, path: 'gibt-es-nicht' })).toEqual({
      page: null,
      alternates: [],
      error: null,
    });
    const refused = await client({ accessToken: 'falsch' }).page({ ...deCh, path: '' });
    expect(refused.page).toBeNull();
    expect(refused.error).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  test('the page call resolves link fields and teaser relations', async () => {
    const result = await client().page({ ...deCh, path: 'ratgeber' });
    const teaser = (result.page?.content.body as { story: unknown }[] | undefined)?.[0];
    expect(teaser?.story).toMatchObject({
      uuid: fixture.article.uuid,
      full_slug: fixture.article.full_slug,
    });
    const home = await client().page({ ...deCh, path: '' });
    const link = (
      home.page?.content.body as { link: { story?: { full_slug: string } } }[] | undefined
    )?.[0]?.link;
    expect(link?.story?.full_slug).toBe('baby/de-ch/kategorieseiten/buggys');
  });

  test('more than 50 relations are fetched by uuid in batches of 50 (spec §9)', async () => {
    const before = server.requests.length;
    const home = await client().page({ ...deCh, path: '' });
    const grid = (home.page?.content.body as { blocks?: { story: unknown }[] }[] | undefined)?.[1];
    expect(grid?.blocks?.every((teaser) => typeof teaser.story === 'object')).toBe(true);
    const batches = requestsSince(before).filter((request) =>
      request.url.searchParams.has('by_uuids'),
    );
    expect(
      batches.map((request) => request.url.searchParams.get('by_uuids')?.split(',').length),
    ).toEqual([50, 11]);
  });

  test('the layout is read per locale and cached for the TTL (spec §3 Site layout)', async () => {
    let now = 0;
    const content = client({ layoutTtlMs: 1000, now: () => now });
    const before = server.requests.length;
    const first = await content.layout(deCh);
    expect(first?.layout.rootCategories).toEqual([
      { name: 'Buggys', link: '/buggys/', subCategories: [] },
    ]);
    expect(first?.layout.config.productAttributes).toEqual(['farbe']);
    await content.layout(deCh);
    expect(requestsSince(before)).toHaveLength(1);
    now = 1001;
    await content.layout(deCh);
    expect(requestsSince(before)).toHaveLength(2);
    content.clearLayoutCache();
    await content.layout(deCh);
    expect(requestsSince(before)).toHaveLength(3);
  });

  test('a failed or missing layout is null and is asked for again (spec §8: layout failure returns null)', async () => {
    const errors: unknown[] = [];
    const refused = client({ accessToken: 'falsch', onError: (error) => errors.push(error) });
    expect(await refused.layout(deCh)).toBeNull();
    expect(errors).toMatchObject([{ status: 401 }]);
    const content = client();
    const before = server.requests.length;
    expect(await content.layout({ company: 'baby', localeKey: 'nl-nl' })).toBeNull();
    expect(await content.layout({ company: 'baby', localeKey: 'nl-nl' })).toBeNull();
    expect(requestsSince(before)).toHaveLength(2);
  });

  test('a layout story whose content is no layout gives no layout and is reported', async () => {
    const errors: { message: string }[] = [];
    const content = client({ onError: (error) => errors.push(error) });
    expect(await content.layout({ company: 'baby', localeKey: 'nl-be' })).toBeNull();
    expect(errors.map((error) => error.message)).toEqual([
      'baby/nl-be/layout is not a layout story',
    ]);
  });

  test('the preview client reads drafts with the preview token and does not cache the layout', async () => {
    const preview = client({ accessToken: defaultCdnTokens.preview, version: 'draft' });
    expect((await preview.storyByPath('baby/de-ch/ratgeber/sicher-schlafen'))?.content.title).toBe(
      'Sicher schlafen (Entwurf)',
    );
    const before = server.requests.length;
    await preview.layout(deCh);
    await preview.layout(deCh);
    expect(requestsSince(before)).toHaveLength(2);
  });

  test('special content: the no-results block, null for content the locale lacks (spec §2 special content)', async () => {
    const content = client();
    expect((await content.specialContent('noResults', deCh))?.content.title).toBe(
      'Leider nichts gefunden',
    );
    expect(await content.specialContent('login', deCh)).toBeNull();
    const errors: unknown[] = [];
    const refused = client({ accessToken: 'falsch', onError: (_error, call) => errors.push(call) });
    expect(await refused.specialContent('checkout', deCh)).toBeNull();
    expect(errors).toEqual(['checkout']);
  });

  test('any story by path: null when missing, a ContentError otherwise', async () => {
    expect((await client().storyByPath('/baby/de-ch/layout/'))?.content.component).toBe('layout');
    expect(await client().storyByPath('baby/de-ch/nichts')).toBeNull();
    await expect(
      client({ accessToken: 'falsch' }).storyByPath('baby/de-ch/layout'),
    ).rejects.toMatchObject({
      name: 'ContentError',
      status: 401,
    });
  });

  test('stories by uuid come in batches of 50, in the order asked for (spec §9)', async () => {
    const uuids = [...fixture.many.map((story) => story.uuid)].reverse();
    const before = server.requests.length;
    const stories = await client().storiesByUuids([...uuids, 'unbekannt', uuids[0] ?? '', '']);
    expect(stories.map((story) => story.uuid)).toEqual(uuids);
    const sizes = requestsSince(before).map(
      (request) => request.url.searchParams.get('by_uuids')?.split(',').length,
    );
    expect(sizes.sort()).toEqual([11, 50]);
    await expect(client({ accessToken: 'falsch' }).storiesByUuids(uuids)).rejects.toMatchObject({
      status: 401,
    });
  });

  test('all stories are paged 25 at a time (spec §9 page size 25)', async () => {
    const before = server.requests.length;
    const stories = await client().allStories({ startsWith: 'baby/de-ch/magazin/' });
    expect(stories).toHaveLength(60);
    const pages = requestsSince(before).map((request) => [
      request.url.searchParams.get('page'),
      request.url.searchParams.get('per_page'),
    ]);
    expect(pages).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['3', '25'],
    ]);
    expect(await client().allStories()).toHaveLength(space.stories('published').length);
    await expect(client({ accessToken: 'falsch' }).allStories()).rejects.toMatchObject({
      status: 401,
    });
  });

  test('the client sends the cv of the first answer with the calls after it (Storyblok cache version)', async () => {
    const content = client();
    const before = server.requests.length;
    await content.storyByPath('baby/de-ch/home');
    await content.storyByPath('baby/de-ch/layout');
    expect(requestsSince(before).at(-1)?.url.searchParams.get('cv')).toBe(String(space.cv));
  });
});

describe('the content source: local by default, Storyblok with a token and region (spec §7: region selects the host)', () => {
  const localEndpoint = 'http://127.0.0.1:3000/_content/v2';

  test.each([
    {
      name: 'no settings: the local space with the development tokens',
      settings: {},
      preview: false,
      expected: {
        kind: 'local',
        endpoint: localEndpoint,
        accessToken: 'vitrine-public-token',
        version: 'published',
      },
    },
    {
      name: 'local preview with configured tokens',
      settings: { localTokens: { public: 'offen', preview: 'geheim' } },
      preview: true,
      expected: { kind: 'local', accessToken: 'geheim', version: 'draft' },
    },
    {
      name: 'a Storyblok token without region: eu',
      settings: { storyblokToken: 'pub' },
      preview: false,
      expected: {
        kind: 'storyblok',
        endpoint: 'https://api.storyblok.com/v2',
        accessToken: 'pub',
        version: 'published',
      },
    },
    {
      name: 'Storyblok in the US, preview token in preview',
      settings: { storyblokToken: 'pub', storyblokPreviewToken: 'prev', storyblokRegion: 'us' },
      preview: true,
      expected: {
        kind: 'storyblok',
        endpoint: 'https://api-us.storyblok.com/v2',
        accessToken: 'prev',
        version: 'draft',
      },
    },
    {
      name: 'preview without a preview token of its own reads with the token',
      settings: { storyblokToken: 'pub', storyblokRegion: 'ap' },
      preview: true,
      expected: { endpoint: 'https://api-ap.storyblok.com/v2', accessToken: 'pub' },
    },
  ] satisfies {
    name: string;
    settings: ContentSettings;
    preview: boolean;
    expected: Partial<ContentSource>;
  }[])('$name', ({ settings, preview, expected }) => {
    expect(contentSource(settings, { localEndpoint, preview })).toMatchObject(expected);
  });

  test('a region Storyblok does not have throws, naming the regions', () => {
    expect(() => storyblokEndpoint('mars')).toThrow(
      'STORYBLOK_REGION must be one of eu, cn, us, ca, ap, not "mars"',
    );
    expect(storyblokRegions).toEqual(['eu', 'cn', 'us', 'ca', 'ap']);
  });
});
