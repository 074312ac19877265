import { listingFilterNames } from '../listing/listing-types';
import { queryEntries } from './query-string';

export { listingFilterNames };

/**
 * The robots value of a page (§2): `noindex,follow` when its query names a whitelisted filter
 * (even with an empty value), so filtered listings stay out of the index while their links are
 * still followed; null to keep the page's own robots setting.
 *
 * @example
 * robotsForQuery('?color=blau&page=2') // 'noindex,follow'
 */
export function robotsForQuery(
  search: string | null | undefined,
  filterNames: readonly string[] = listingFilterNames,
): 'noindex,follow' | null {
  const filters = new Set(filterNames);
  return queryEntries(search).some((entry) => filters.has(entry.name)) ? 'noindex,follow' : null;
}
