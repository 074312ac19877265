import type { ContentVersion } from '../space/story';

/** Storyblok's paging: 25 per page unless asked otherwise, at most 100 (spec §7, §9). */
export const defaultPerPage = 25;
export const maxPerPage = 100;

/** The query parameters of the CDN stories endpoints (spec §7 content service reads). */
export interface CdnQuery {
  readonly token: string | null;
  readonly version: ContentVersion | null;
  readonly cv: string | null;
  readonly perPage: number;
  readonly page: number;
  readonly language: string | null;
  readonly startsWith: string | null;
  readonly byUuids: readonly string[] | null;
  /** `by_uuids_ordered`: the answer keeps the order of the uuids asked for. */
  readonly byUuidsOrdered: boolean;
  readonly bySlugs: readonly string[] | null;
  readonly contentType: string | null;
  readonly excludingFields: readonly string[];
  readonly resolveRelations: readonly string[];
  readonly resolveLinks: 'story' | 'url' | 'link' | null;
  readonly findBy: 'uuid' | null;
}

/**
 * The parameters this space answers: spec §7's, `find_by`, `by_uuids_ordered`, `content_type`,
 * and `resolve_level`, which storyblok-js-client adds to every `resolve_relations` call.
 */
const answeredParameters: ReadonlySet<string> = new Set([
  'token',
  'version',
  'cv',
  'per_page',
  'page',
  'language',
  'starts_with',
  'by_uuids',
  'by_uuids_ordered',
  'by_slugs',
  'content_type',
  'excluding_fields',
  'resolve_relations',
  'resolve_links',
  'resolve_level',
  'find_by',
]);

/**
 * Storyblok's other documented parameters of the stories endpoints. Ignoring one would answer
 * something else than Storyblok does (`with_tag` ignored lists every story), so the space
 * refuses them by name instead.
 */
const unansweredParameters: ReadonlySet<string> = new Set([
  'from_release',
  'search_term',
  'resolve_links_level',
  'resolve_assets',
  'sort_by',
  'excluding_ids',
  'excluding_slugs',
  'excluding_story_fields',
  'by_ids',
  'with_tag',
  'is_startpage',
  'level',
  'fallback_lang',
  'first_published_at_gt',
  'first_published_at_lt',
  'published_at_gt',
  'published_at_lt',
  'updated_at_gt',
  'updated_at_lt',
  'in_workflow_stages',
]);

/**
 * Why a query cannot be answered, or null. Storyblok's v2 API refuses a parameter it does not
 * know with 422 naming it; so does this space, and also one Storyblok knows that this space
 * does not answer (`filter_query[…]` included).
 */
export function parameterProblem(params: URLSearchParams): string | null {
  for (const name of new Set(params.keys())) {
    if (answeredParameters.has(name)) continue;
    if (unansweredParameters.has(name) || name.startsWith('filter_query')) {
      return `The parameter ${name} is not supported by the local content space`;
    }
    return `Unknown parameter: ${name}`;
  }
  return null;
}

function list(value: string | null): string[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function positiveInteger(value: string | null, fallback: number): number {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

function resolveLinksOf(value: string | null): CdnQuery['resolveLinks'] {
  if (value === 'story' || value === 'url' || value === 'link') return value;
  // `1` is Storyblok's older spelling of `story`.
  return value === '1' ? 'story' : null;
}

/**
 * Reads the query of a stories request. A missing version means published; an unknown
 * version is kept as null so the handler can refuse it, as Storyblok does.
 */
export function parseCdnQuery(
  params: URLSearchParams,
): CdnQuery & { readonly badVersion: boolean } {
  const rawVersion = params.get('version');
  const version =
    rawVersion === null || rawVersion === '' || rawVersion === 'published'
      ? 'published'
      : rawVersion === 'draft'
        ? 'draft'
        : null;
  return {
    token: params.get('token'),
    version,
    badVersion: version === null,
    cv: params.get('cv'),
    perPage: Math.min(maxPerPage, positiveInteger(params.get('per_page'), defaultPerPage)),
    page: positiveInteger(params.get('page'), 1),
    language: params.get('language'),
    startsWith: params.get('starts_with'),
    byUuids: list(params.get('by_uuids') ?? params.get('by_uuids_ordered')),
    byUuidsOrdered: params.get('by_uuids') === null && params.get('by_uuids_ordered') !== null,
    bySlugs: list(params.get('by_slugs')),
    contentType: params.get('content_type'),
    excludingFields: list(params.get('excluding_fields')) ?? [],
    resolveRelations: list(params.get('resolve_relations')) ?? [],
    resolveLinks: resolveLinksOf(params.get('resolve_links')),
    findBy: params.get('find_by') === 'uuid' ? 'uuid' : null,
  };
}
