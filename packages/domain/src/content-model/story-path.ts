import { normaliseCmsPath } from '../routing/cms-path';

const localeSegment = /^[a-z]{2}-[a-z]{2}$/i;
const companySegment = /^(?:baby|bm|mh|vital)$/i;

/** The folder of a shop locale's stories: `{company}/{locale key}`, e.g. `baby/fr-ch`. */
export function storyFolder(company: string, localeKey: string): string {
  return `${company.toLowerCase()}/${localeKey.toLowerCase()}`;
}

/** A story's full slug in a shop locale's folder: `baby/de-de/kategorieseiten/buggys`. */
export function storyFullSlug(company: string, localeKey: string, slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  return `${storyFolder(company, localeKey)}/${trimmed}`;
}

/**
 * The shop path of a story's full slug, without outer slashes (`''` for the home page).
 * The content space files stories as `{company}/{locale}/…`; the folders are stripped in
 * that order, then the §2 CMS path rules apply (`kategorieseiten` stripped, `home` empty),
 * which also strip the spec's own `{locale}/{company}/…` order.
 *
 * @example
 * storyPagePath('baby/de-ch/kategorieseiten/buggys') // 'buggys'
 * storyPagePath('vital/de-de/home')                  // ''
 */
export function storyPagePath(fullSlug: string | null | undefined): string {
  const segments = (fullSlug ?? '').split('/').filter((segment) => segment.trim() !== '');
  if (companySegment.test(segments[0] ?? '') && localeSegment.test(segments[1] ?? '')) {
    return normaliseCmsPath(segments.slice(2).join('/'));
  }
  return normaliseCmsPath(fullSlug);
}

/**
 * The story slugs (below the locale folder) a shop path may be filed under, in the order to
 * try: the home page for `''` or `_` (§2: the root slug is sent as an underscore), else the
 * path itself and the same path under `kategorieseiten/` (§2: stripped when normalising).
 *
 * @example
 * storySlugCandidates('buggys') // ['buggys', 'kategorieseiten/buggys']
 */
export function storySlugCandidates(path: string | null | undefined): string[] {
  const trimmed = (path ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  if (trimmed === '' || trimmed === '_' || trimmed === 'home') return ['home'];
  if (trimmed.startsWith('kategorieseiten/')) return [trimmed];
  return [trimmed, `kategorieseiten/${trimmed}`];
}
