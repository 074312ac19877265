import { trafficMarker } from '@vitrine/domain';
import * as React from 'react';
import { isInternalTraffic } from './internal-traffic';

/** An event of the data layer: a §4 event as the domain's builders make it. */
export interface DataLayerEvent {
  readonly event: string;
}

declare global {
  interface Window {
    /** The tag manager's queue (§4): events wait here until a tag manager, if any, reads them. */
    dataLayer?: unknown[];
  }
}

/**
 * Puts a §4 e-commerce event into the data layer. The previous event's `ecommerce` is cleared
 * first, as a tag manager merges the layer's pushes into one state and would otherwise carry
 * the last event's items into this one. Every event is marked here when the session is
 * internal traffic (§6): the pages build many events on the server, which cannot know it.
 */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ ...event, ...trafficMarker({ internalTraffic: isInternalTraffic() }) });
}

/**
 * Pushes the event once each time it changes (a new page, another variant), after the page
 * is shown; nothing is pushed on the server. `key` says when it is a new event, as loader data
 * is a new object after every revalidation (an add to cart) that shows the same page.
 */
export function useDataLayerEvent(event: DataLayerEvent | null, key: string): void {
  const latest = React.useRef(event);
  latest.current = event;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new key is a new view.
  React.useEffect(() => {
    if (latest.current !== null) pushToDataLayer(latest.current);
  }, [key]);
}
