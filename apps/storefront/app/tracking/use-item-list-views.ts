import * as React from 'react';
import type { SeenItemList } from './item-list-views';

/** A list of cards on the page; a slider below the fold names the element that shows it. */
export interface ListOnPage extends SeenItemList {
  /**
   * A selector of the element showing the list (a recommendation slider): the list counts as
   * seen once a quarter of it is in view, not when the page loads. Without one: at once.
   */
  readonly shownIn?: string;
}

function pushViews(lists: readonly SeenItemList[]): void {
  void import('./item-list-views')
    .then(({ pushItemListViews }) => pushItemListViews(lists))
    .catch(() => undefined);
}

/**
 * Pushes §4 view item list for the lists of cards a page shows, once each time the page's
 * address changes (another category, page, sort or filter, another product), not when its
 * loaders run again after an add to cart. A list without cards was not seen, and a slider
 * further down not before it is scrolled to; the builder is loaded only for a list seen.
 */
export function useItemListViews(lists: readonly ListOnPage[], address: string): void {
  const latest = React.useRef(lists);
  latest.current = lists;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address is a new view.
  React.useEffect(() => {
    const shown = latest.current.filter((list) => list.tiles.length > 0);
    const atOnce = shown.filter((list) => list.shownIn === undefined);
    if (atOnce.length > 0) pushViews(atOnce);
    const later = shown.filter((list) => list.shownIn !== undefined);
    if (later.length === 0) return;
    if (!('IntersectionObserver' in window)) {
      pushViews(later);
      return;
    }
    const listOf = new Map<Element, ListOnPage>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const list = listOf.get(entry.target);
          if (!entry.isIntersecting || list === undefined) continue;
          // A list is seen once, whichever of its elements came into view first.
          for (const [element, other] of listOf) {
            if (other === list) observer.unobserve(element);
          }
          pushViews([list]);
        }
      },
      { threshold: 0.25 },
    );
    for (const list of later) {
      for (const element of document.querySelectorAll(list.shownIn ?? '')) {
        listOf.set(element, list);
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, [address]);
}
