import { cmsLocaleKey, shops } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLocalCdnHandler } from '../src/cdn/local-handler';
import { toNodeListener } from '../src/cdn/node-listener';
import { defaultCdnTokens } from '../src/cdn/tokens';
import {
  createContentClient,
  type SpecialContentKind,
  specialContentSlugs,
} from '../src/client/content-client';
import { startServer, type TestServer } from './http-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(toNodeListener(await createLocalCdnHandler()));
});
afterAll(async () => {
  await server.close();
});

/** A client without the §9 rate limit: these tests read many stories from loopback. */
function client(preview = false) {
  return createContentClient({
    endpoint: `${server.origin}/_content/v2`,
    accessToken: preview ? defaultCdnTokens.preview : defaultCdnTokens.public,
    version: preview ? 'draft' : 'published',
    rateLimit: 1000,
  });
}

const shopLocales = shops.flatMap((shop) =>
  shop.locales.map((locale) => ({ shop, locale, localeKey: cmsLocaleKey(locale) })),
);

describe('the demo space through the local CDN API and the content client (spec §2 page resolution, §3 Site layout)', () => {
  test.each(
    shopLocales.map(({ shop, locale, localeKey }) => ({
      company: shop.company,
      localeKey,
      iso: locale.iso,
      brand: shop.brand,
    })),
  )(
    '$company/$localeKey: home with an alternate per brand locale, the layout and all special content',
    async ({ company, localeKey, iso, brand }) => {
      const content = client();
      const home = await content.page({ company, localeKey, path: '' });
      expect(home.error).toBeNull();
      expect(home.page?.full_slug).toBe(`${company}/${localeKey}/home`);
      const brandLocales = shops
        .filter((shop) => shop.brand === brand)
        .flatMap((shop) => shop.locales.map((locale) => locale.iso));
      expect(home.alternates.map((alternate) => alternate.hreflang).sort()).toEqual(
        [...brandLocales].sort(),
      );
      expect(
        home.alternates.find((alternate) => alternate.hreflang === iso)?.href.endsWith('/'),
      ).toBe(true);
      const layout = await content.layout({ company, localeKey });
      expect(layout?.layout.rootCategories.length).toBeGreaterThan(0);
      for (const kind of Object.keys(specialContentSlugs) as SpecialContentKind[]) {
        expect(
          (await content.specialContent(kind, { company, localeKey }))?.content.component,
          kind,
        ).toBe('content_block');
      }
    },
  );

  test('a category page is found by its catalog slug and its alternates keep that slug in every locale', async () => {
    const result = await client().page({
      company: 'baby',
      localeKey: 'fr-be',
      path: 'kombikinderwagen',
    });
    expect(result.page?.full_slug).toBe('baby/fr-be/kategorieseiten/kombikinderwagen');
    expect(result.alternates.find((alternate) => alternate.hreflang === 'nl-BE')?.href).toBe(
      'https://be.nido.example/nl/kombikinderwagen/',
    );
  });

  test('a German slug asked for in the French Swiss shop leads to the French page (spec §2 step 4)', async () => {
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

  test('the preview shows the newer draft of the home page; the published site does not', async () => {
    const published = await client().page({ company: 'vital', localeKey: 'de-at', path: '' });
    const draft = await client(true).page({ company: 'vital', localeKey: 'de-at', path: '' });
    const headline = (story: typeof published.page) =>
      (story?.content.body as { headline?: string }[] | undefined)?.[0]?.headline;
    expect(headline(published.page)).toBe('Zeit für sich');
    expect(headline(draft.page)).toBe('Die neue Saunawoche');
  });

  test('the home page images are served by the local space', async () => {
    const home = await client().page({ company: 'baby', localeKey: 'de-de', path: '' });
    const filename =
      (home.page?.content.ogImage as { filename: string } | undefined)?.filename ?? '';
    const image = await fetch(new URL(filename, server.origin));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
