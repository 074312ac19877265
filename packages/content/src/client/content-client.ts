import {
  type PageResult,
  parseBlock,
  type SiteLayout,
  siteLayout,
  storyFolder,
  storyPagePath,
  storySlugCandidates,
} from '@vitrine/domain';
import type StoryblokClient from 'storyblok-js-client';
import { defaultPerPage } from '../cdn/query';
import type { ContentVersion, Story } from '../space/story';
import { isStory } from '../space/story';
import { type AlternateBaseUrl, pageAlternates, productionBaseUrl } from './alternates';
import { ContentError, isNotFound, toContentError } from './content-error';
import { createTtlCache } from './layout-cache';
import { createStoryblokClient, type StoryblokClientOptions } from './storyblok-client';

/** §9: stories are fetched by uuid in batches of 50. */
export const uuidBatchSize = 50;
/** How long a locale's layout is reused before it is fetched again. */
export const defaultLayoutTtlMs = 60_000;

/**
 * The content types a page may have: content pages and documentation pages. The layout and
 * the special content blocks are stories too, but no page of their own.
 */
export const pageContentTypes: readonly string[] = ['page', 'documentation_layout'];

/** Relations a page resolves: a teaser's story. */
const pageRelations = 'teaser.story';

/** The special content of spec §2, filed under `system/` in each locale folder. */
export const specialContentSlugs = {
  noResults: 'system/no-results',
  thankYouExpired: 'system/thank-you-expired',
  checkout: 'system/checkout',
  basket: 'system/basket',
  login: 'system/login',
  notFound: 'system/not-found',
} as const;
export type SpecialContentKind = keyof typeof specialContentSlugs;

/** A shop locale's folder: the company and the lower-cased locale iso (`baby`, `fr-ch`). */
export interface ContentLocale {
  readonly company: string;
  readonly localeKey: string;
}

export interface PageRequest extends ContentLocale {
  /** The shop path below the locale prefix: `''` (or `_`) for home, `buggys`, `ratgeber/schlaf`. */
  readonly path: string;
  /**
   * Other locale folders of the same shop to look in when the page is not in its own, e.g.
   * `de-ch` for `fr-ch`; a page found there is answered with its alternates, so the page
   * resolution can send the visitor to the page in their language (§2 step 4).
   */
  readonly fallbackLocaleKeys?: readonly string[];
}

/** The page call's answer (spec §3 Page result: page, alternates, error). */
export interface ContentPageResult extends PageResult<Story> {
  readonly page: Story | null;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  /** Null when the page simply does not exist; the failure otherwise (§8). */
  readonly error: ContentError | null;
}

/** A locale's layout story and the layout read from it (§3 Site layout). */
export interface ContentLayout {
  readonly story: Story;
  readonly layout: SiteLayout;
}

export interface ContentClientOptions extends StoryblokClientOptions {
  readonly layoutTtlMs?: number;
  /** The clock of the layout cache. */
  readonly now?: () => number;
  /** Base URLs of the alternates' hrefs; the shops' production hosts by default. */
  readonly alternateBaseUrl?: AlternateBaseUrl;
  /** Told about failures that a call answers with null (layout, special content). */
  readonly onError?: (error: ContentError, call: string) => void;
}

/** The content reads of the storefront (spec §7 content service reads, §2 special content). */
export interface ContentClient {
  readonly version: ContentVersion;
  /** The underlying storyblok-js-client, e.g. for the visual editor's bridge. */
  readonly storyblok: StoryblokClient;
  /** A content page by shop path, with its hreflang alternates; never throws (§8). */
  page(request: PageRequest): Promise<ContentPageResult>;
  /** The locale's layout, cached per locale for the TTL (not in preview); null on failure (§8). */
  layout(locale: ContentLocale): Promise<ContentLayout | null>;
  /** The no-results page, thank-you-expired page, checkout or login block; null when missing. */
  specialContent(kind: SpecialContentKind, locale: ContentLocale): Promise<Story | null>;
  /** Any story by full slug; null when it does not exist, a {@link ContentError} otherwise. */
  storyByPath(fullSlug: string): Promise<Story | null>;
  /** Stories by uuid, fetched in batches of 50, in the order asked for; unknown uuids are left out. */
  storiesByUuids(uuids: readonly string[]): Promise<Story[]>;
  /** Every story under a full-slug prefix, paged 25 at a time. */
  allStories(options?: { readonly startsWith?: string }): Promise<Story[]>;
  /** Forgets the cached layouts, e.g. after the CMS published a change. */
  clearLayoutCache(): void;
}

function storiesOf(data: unknown): Story[] {
  const stories =
    typeof data === 'object' && data !== null && 'stories' in data ? data.stories : [];
  return Array.isArray(stories) ? stories.filter(isStory) : [];
}

function storyOf(data: unknown): Story | null {
  const story = typeof data === 'object' && data !== null && 'story' in data ? data.story : null;
  return isStory(story) ? story : null;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * The content client: storyblok-js-client against the local content space or Storyblok,
 * with spec §8/§9 behaviour on top of it — 200–206 count as success, failures become
 * {@link ContentError}s with message, status and response, 429 is retried after 300 ms up
 * to 10 times, at most 5 requests per second, uuids in batches of 50, pages of 25.
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const storyblok = createStoryblokClient(options);
  const { version } = options;
  const baseUrl = options.alternateBaseUrl ?? productionBaseUrl;
  const report = options.onError ?? (() => undefined);
  const layouts = createTtlCache<ContentLayout>(
    options.layoutTtlMs ?? defaultLayoutTtlMs,
    options.now ?? Date.now,
  );

  async function findPage(folders: readonly string[], path: string): Promise<Story | null> {
    const candidates = storySlugCandidates(path);
    const slugs = folders.flatMap((folder) => candidates.map((slug) => `${folder}/${slug}`));
    const response = await storyblok.getStories({
      by_slugs: slugs.join(','),
      per_page: slugs.length,
      version,
      resolve_links: 'url',
      resolve_relations: pageRelations,
    });
    const found = storiesOf(response.data).filter((story) =>
      pageContentTypes.includes(story.content.component),
    );
    for (const slug of slugs) {
      const story = found.find((candidate) => candidate.full_slug.toLowerCase() === slug);
      if (story) return story;
    }
    return null;
  }

  async function storyByPath(fullSlug: string): Promise<Story | null> {
    const slug = fullSlug.replace(/^\/+|\/+$/g, '');
    try {
      const response = await storyblok.getStory(slug, {
        version,
        resolve_links: 'url',
        resolve_relations: pageRelations,
      });
      return storyOf(response.data);
    } catch (reason) {
      const error = toContentError(reason);
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function loadLayout(locale: ContentLocale): Promise<ContentLayout | null> {
    try {
      const story = await storyByPath(`${storyFolder(locale.company, locale.localeKey)}/layout`);
      if (story === null) return null;
      const parsed = parseBlock(story.content);
      if (!parsed.success || parsed.block.component !== 'layout') {
        report(new ContentError(`${story.full_slug} is not a layout story`), 'layout');
        return null;
      }
      return { story, layout: siteLayout(parsed.block, { normaliseStorySlug: storyPagePath }) };
    } catch (reason) {
      report(toContentError(reason), 'layout');
      return null;
    }
  }

  return {
    version,
    storyblok,
    async page(request) {
      const folder = storyFolder(request.company, request.localeKey);
      const fallbacks = (request.fallbackLocaleKeys ?? []).map((key) =>
        storyFolder(request.company, key),
      );
      try {
        const page =
          (await findPage([folder], request.path)) ??
          (fallbacks.length > 0 ? await findPage(fallbacks, request.path) : null);
        return {
          page,
          alternates: page === null ? [] : pageAlternates(page, baseUrl),
          error: null,
        };
      } catch (reason) {
        return { page: null, alternates: [], error: toContentError(reason) };
      }
    },
    layout(locale) {
      if (version === 'draft') return loadLayout(locale);
      return layouts.get(storyFolder(locale.company, locale.localeKey), () => loadLayout(locale));
    },
    async specialContent(kind, locale) {
      const fullSlug = `${storyFolder(locale.company, locale.localeKey)}/${specialContentSlugs[kind]}`;
      try {
        return await storyByPath(fullSlug);
      } catch (reason) {
        report(toContentError(reason), kind);
        return null;
      }
    },
    storyByPath,
    async storiesByUuids(uuids) {
      const wanted = [...new Set(uuids.filter((uuid) => uuid !== ''))];
      try {
        const batches = await Promise.all(
          chunks(wanted, uuidBatchSize).map((batch) =>
            storyblok.getStories({ by_uuids: batch.join(','), per_page: uuidBatchSize, version }),
          ),
        );
        const byUuid = new Map(
          batches
            .flatMap((response) => storiesOf(response.data))
            .map((story) => [story.uuid, story]),
        );
        return wanted.flatMap((uuid) => {
          const story = byUuid.get(uuid);
          return story ? [story] : [];
        });
      } catch (reason) {
        throw toContentError(reason);
      }
    },
    async allStories(listOptions = {}) {
      try {
        const stories: unknown[] = await storyblok.getAll('cdn/stories', {
          version,
          per_page: defaultPerPage,
          ...(listOptions.startsWith ? { starts_with: listOptions.startsWith } : {}),
        });
        return stories.filter(isStory);
      } catch (reason) {
        throw toContentError(reason);
      }
    },
    clearLayoutCache() {
      layouts.clear();
    },
  };
}
