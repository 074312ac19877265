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
