import type { ContentSpace } from '../space/content-space';
import type { ContentVersion, Story } from '../space/story';
import {
  type DemoImageFormat,
  type DemoImageRendition,
  demoImageFilters,
  demoImageSize,
  placeholderSvg,
  renderDemoImage,
} from './demo-image';
import { type CdnQuery, parameterProblem, parseCdnQuery } from './query';
import {
  distinct,
  inlineReferenceLimit,
  linkObject,
  linkUuids,
  relationUuids,
  urlObject,
} from './references';
import { type CdnTokens, defaultCdnTokens, tokenAccess } from './tokens';

/** A web-standard request handler, as the storefront server mounts it. */
export type CdnHandler = (request: Request) => Promise<Response>;

export interface CdnHandlerOptions {
  readonly space: ContentSpace;
  readonly tokens?: CdnTokens;
  /**
   * The path the API answers under; it ends in `/v2` like Storyblok's, so that a
   * storyblok-js-client `endpoint` of `{origin}{basePath}` works (the client appends
   * `/cdn/stories…`). Default `/_content/v2`.
   */
  readonly basePath?: string;
  /**
   * Where the demo images of the stories' asset fields are served, default
   * `/_content/assets` (the path the demo stories' asset file names start with). Like
   * Storyblok's assets, each is also served resized through the image service's URL
   * (`{asset}/m/{width}x{height}/filters:…`).
   */
  readonly assetsPath?: string;
  /**
   * The drawings of the assets, SVG by `{brand}/{name}` (`nido/startseite`): what the content
   * generator wrote beside the stories. An asset without one is drawn as a placeholder.
   */
  readonly drawings?: ReadonlyMap<string, string>;
}

export const defaultCdnBasePath = '/_content/v2';
export const defaultAssetsPath = '/_content/assets';

/** How many drawn demo images (sizes and formats included) a handler keeps in memory… */
const maxKeptImages = 500;
/** …and at most how many bytes of them. */
const maxKeptBytes = 48 * 1024 * 1024;

const imageTypes: Readonly<Record<DemoImageFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** Storyblok's answer for a story that does not exist (or is not visible to the token). */
const notFoundBody = ['This record could not be found'];

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'total, per-page',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

function withoutFields(story: Story, fields: readonly string[]): Story {
  if (fields.length === 0) return story;
  const content = Object.fromEntries(
    Object.entries(story.content).filter(
      ([field]) => field === 'component' || field === '_uid' || !fields.includes(field),
    ),
  ) as Story['content'];
  return { ...story, content };
}

/**
 * `rels` and `links` of an answer (spec §3 Content story: links, link_uuids, rels, rel_uuids):
 * up to 50 related stories inline, beyond that only their uuids, which the client then
 * fetches with `by_uuids` in batches of 50.
 */
function references(
  stories: readonly Story[],
  query: CdnQuery,
  version: ContentVersion,
  space: ContentSpace,
): Record<string, unknown> {
  const body: Record<string, unknown> = { rels: [], links: [] };
  if (query.resolveRelations.length > 0) {
    const uuids = distinct(
      stories.flatMap((story) => relationUuids(story, query.resolveRelations)),
    );
    const found = uuids.filter((uuid) => space.storyByUuid(uuid, version) !== null);
    if (found.length > inlineReferenceLimit) body.rel_uuids = found;
    else
      body.rels = found.flatMap((uuid) => {
        const story = space.storyByUuid(uuid, version);
        return story === null ? [] : [withoutFields(story, query.excludingFields)];
      });
  }
  if (query.resolveLinks !== null) {
    const uuids = distinct(stories.flatMap(linkUuids));
    const found = uuids.flatMap((uuid) => {
      const story = space.storyByUuid(uuid, version);
      return story === null ? [] : [story];
    });
    if (found.length > inlineReferenceLimit) body.link_uuids = found.map((story) => story.uuid);
    else
      body.links = found.map((story) => {
        if (query.resolveLinks === 'story') return story;
        return query.resolveLinks === 'link' ? linkObject(story, version) : urlObject(story);
      });
  }
  return body;
}

/**
 * The test of a `by_slugs` entry on a lower-cased full slug: an exact slug, or one with `*`
 * wildcards anywhere, each standing for any run of characters (`baby/fr-ch/*`; a star between
 * two slashes matches every locale folder). Built once per query, not once per story.
 */
function slugPattern(pattern: string): RegExp {
  const wanted = pattern.replace(/^\/+|\/+$/g, '').toLowerCase();
  const expression = wanted
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`);
}

function listStories(query: CdnQuery, version: ContentVersion, space: ContentSpace): Story[] {
  let stories = [...space.stories(version)];
  if (query.startsWith !== null) {
    const prefix = query.startsWith.replace(/^\/+/, '').toLowerCase();
    stories = stories.filter((story) => story.full_slug.toLowerCase().startsWith(prefix));
  }
  if (query.bySlugs !== null) {
    const patterns = query.bySlugs.map(slugPattern);
    stories = stories.filter((story) => {
      const slug = story.full_slug.toLowerCase();
      return patterns.some((pattern) => pattern.test(slug));
    });
  }
  if (query.contentType !== null) {
    stories = stories.filter((story) => story.content.component === query.contentType);
  }
  if (query.byUuids !== null) {
    const uuids = query.byUuids;
    stories = stories.filter((story) => uuids.includes(story.uuid));
    if (query.byUuidsOrdered) {
      stories.sort((a, b) => uuids.indexOf(a.uuid) - uuids.indexOf(b.uuid));
    }
  }
  return stories;
}

function decodedSlug(rest: string): string | null {
  try {
    return decodeURIComponent(rest).replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
}

/**
 * The local Content Delivery API: `GET {basePath}/cdn/stories` and
 * `GET {basePath}/cdn/stories/{slug}` with Storyblok's parameters (spec §7: per_page, page,
 * language, version, starts_with, by_uuids, by_slugs, resolve_relations, resolve_links,
 * excluding_fields, token, cv) and answers (`{ story | stories, cv, rels, links }`, paging
 * headers `total` and `per-page`, 401 for a bad token, 404 for a missing story).
 *
 * A public token sees published content; the preview token sees drafts with
 * `version=draft`. Stories are filed per shop locale (`{company}/{locale}/…`); the
 * `language` parameter is accepted and changes nothing, as in a Storyblok space that
 * translates by folder.
 */
export function createCdnHandler(options: CdnHandlerOptions): CdnHandler {
  const { space } = options;
  const tokens = options.tokens ?? defaultCdnTokens;
  const basePath = (options.basePath ?? defaultCdnBasePath).replace(/\/+$/, '');
  const storiesPath = `${basePath}/cdn/stories`;
  const assetsPath = (options.assetsPath ?? defaultAssetsPath).replace(/\/+$/, '');
  const drawings = options.drawings ?? new Map<string, string>();
  // Renditions drawn, by what was asked; the oldest go first beyond the bounds.
  const images = new Map<string, Buffer>();
  let keptBytes = 0;
  const drawing = new Map<string, Promise<Buffer>>();

  function keep(key: string, data: Buffer): void {
    images.set(key, data);
    keptBytes += data.byteLength;
    for (const [oldest, bytes] of images) {
      if (images.size <= maxKeptImages && keptBytes <= maxKeptBytes) break;
      images.delete(oldest);
      keptBytes -= bytes.byteLength;
    }
  }

  /**
   * A demo image named by an asset field of the space, as it is (`{asset}`: a PNG of its own
   * size) or through Storyblok's image service URL
   * (`{asset}/m/720x0/filters:quality(70):format(webp)`): the size, format, quality, blur,
   * brightness and rotation asked. Each rendition is drawn once, however many ask at the same
   * time, and kept.
   */
  async function asset(pathname: string): Promise<Response> {
    const match =
      /^\/([a-z0-9-]+)\/([a-z0-9_-]+)\.png(?:\/m\/(\d{1,5})x(\d{1,5})(?:\/filters((?::[a-z_]+\([\w.-]*\))+))?)?$/.exec(
        pathname.slice(assetsPath.length),
      );
    const [, brand = '', name = '', width, height, filters = ''] = match ?? [];
    if (match === null || !space.assetFilenames.has(`${assetsPath}/${brand}/${name}.png`)) {
      return json(notFoundBody, 404);
    }
    const size =
      width === undefined ? demoImageSize(0, 0) : demoImageSize(Number(width), Number(height));
    // The file itself is a lossless PNG; a resized one is encoded as the filters ask.
    const rendition: DemoImageRendition =
      width === undefined
        ? { ...size, ...demoImageFilters('', 'png'), quality: 100 }
        : { ...size, ...demoImageFilters(filters, 'png') };
    const key = `${brand}/${name}@${JSON.stringify(rendition)}`;
    let data = images.get(key);
    if (data === undefined) {
      let pending = drawing.get(key);
      if (pending === undefined) {
        const svg = drawings.get(`${brand}/${name}`) ?? placeholderSvg(brand, name);
        pending = renderDemoImage(svg, rendition).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      data = await pending;
      if (!images.has(key)) keep(key, data);
    }
    return new Response(new Uint8Array(data), {
      status: 200,
      headers: {
        'content-type': imageTypes[rendition.format],
        'content-length': String(data.byteLength),
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      },
    });
  }

  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(`${assetsPath}/`) && request.method === 'GET') {
      return asset(url.pathname);
    }
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET' },
      });
    }
    const isStories = url.pathname === storiesPath || url.pathname === `${storiesPath}/`;
    const isStory = !isStories && url.pathname.startsWith(`${storiesPath}/`);
    if (!isStories && !isStory) return json(notFoundBody, 404);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json({ error: 'Method not allowed' }, 405, { allow: 'GET' });
    }
    const query = parseCdnQuery(url.searchParams);
    const access = tokenAccess(query.token, tokens);
    if (access === 'none') return json({ error: 'Unauthorized' }, 401);
    const problem = parameterProblem(url.searchParams);
    if (problem !== null) return json({ error: problem }, 422);
    if (query.version === null) {
      return json({ error: 'The version must be draft or published' }, 422);
    }
    if (query.version === 'draft' && access !== 'preview') {
      return json({ error: 'Unauthorized' }, 401);
    }
    const version = query.version;

    if (isStory) {
      const slug = decodedSlug(url.pathname.slice(storiesPath.length + 1));
      const story =
        slug === null || slug === ''
          ? null
          : space.story(slug, version, query.findBy === 'uuid' ? 'uuid' : 'slug');
      if (story === null) return json(notFoundBody, 404);
      return json(
        {
          story: withoutFields(story, query.excludingFields),
          cv: space.cv,
          ...references([story], query, version, space),
        },
        200,
      );
    }

    const matching = listStories(query, version, space);
    const start = (query.page - 1) * query.perPage;
    const page = matching.slice(start, start + query.perPage);
    return json(
      {
        stories: page.map((story) => withoutFields(story, query.excludingFields)),
        cv: space.cv,
        ...references(page, query, version, space),
      },
      200,
      { total: String(matching.length), 'per-page': String(query.perPage) },
    );
  };
}
