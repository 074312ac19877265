import { companies } from '../market/types';

const localeSegment = /^[a-z]{2}-[a-z]{2}$/i;
const companySegments: ReadonlySet<string> = new Set(companies);

/**
 * A CMS slug as a shop path (§2): the leading locale folder (`de-de`, `fr-ch`), the company
 * folder (baby, bm, mh, vital) and `kategorieseiten` are stripped, in that order, each only
 * when present at the front; `home` becomes empty. Returns the path without outer slashes.
 *
 * @example
 * normaliseCmsPath('de-ch/baby/kategorieseiten/kinderwagen/') // 'kinderwagen'
 * normaliseCmsPath('/de-de/vital/home/')                       // ''
 */
export function normaliseCmsPath(fullSlug: string | null | undefined): string {
  const segments =
    (fullSlug ?? '')
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .map((segment) => segment.trim())
      .filter((segment) => segment !== '') ?? [];
  const stripped = [...segments];
  if (localeSegment.test(stripped[0] ?? '')) stripped.shift();
  if (companySegments.has((stripped[0] ?? '').toLowerCase())) stripped.shift();
  if ((stripped[0] ?? '').toLowerCase() === 'kategorieseiten') stripped.shift();
  const path = stripped.join('/');
  return path.toLowerCase() === 'home' ? '' : path;
}

/** The link path of a CMS slug: `/kinderwagen/`, or `/` for the home page. Locale-free. */
export function cmsPagePath(fullSlug: string | null | undefined): string {
  const path = normaliseCmsPath(fullSlug);
  return path === '' ? '/' : `/${path}/`;
}

/** The slug the content call takes (§2): the root page is sent as `_`. */
export function cmsContentSlug(path: string | null | undefined): string {
  const trimmed = (path ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '_' : trimmed;
}
