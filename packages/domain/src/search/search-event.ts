import { trafficMarker } from '../tracking/traffic-marker';
import type { TrackingContext, TrafficMarker } from '../tracking/types';

/** GA4's `search` event: the term a shopper searched for. */
export type SearchEvent = {
  readonly event: 'search';
  readonly search_term: string;
} & TrafficMarker;

/**
 * The list a search result's cards are tracked in (`view_item_list`, `select_item`, §4): one
 * id and name in every language, so reports add up across shops.
 */
export const searchItemList = { itemListId: 'search', itemListName: 'search results' } as const;

/**
 * GA4's `search` event for a searched text (issue 17), the text trimmed; null for a blank
 * text, which searched nothing.
 *
 * @example
 * searchEvent(' kinderwagen ', { internalTraffic: false }) // { event: 'search', search_term: 'kinderwagen' }
 */
export function searchEvent(term: string, context: TrackingContext): SearchEvent | null {
  const searchTerm = term.trim();
  if (searchTerm === '') return null;
  return { event: 'search', search_term: searchTerm, ...trafficMarker(context) };
}
