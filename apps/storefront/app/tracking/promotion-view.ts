import {
  type PromotionParts,
  parseSeenPromotionIds,
  seenPromotionsStorageKey,
  serialiseSeenPromotionIds,
  viewPromotionEvent,
} from '@vitrine/domain';
import { pushToDataLayer } from './data-layer';

/** Session storage, or nothing where the browser refuses it (a locked-down private window). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * §4 view promotion, once per session per promotion: the ids already reported are kept in
 * session storage. Its own chunk, loaded when a campaign banner shows. Where session storage
 * cannot be used, the promotion is reported each time it is seen rather than never. The data
 * layer marks internal traffic (`pushToDataLayer`).
 */
export function pushPromotionView(promotion: PromotionParts): void {
  const store = sessionStore();
  let stored: string | null = null;
  try {
    stored = store?.getItem(seenPromotionsStorageKey) ?? null;
  } catch {
    stored = null;
  }
  const seen = viewPromotionEvent({ promotion }, parseSeenPromotionIds(stored), {
    internalTraffic: false,
  });
  if (seen === null) return;
  try {
    store?.setItem(seenPromotionsStorageKey, serialiseSeenPromotionIds(seen.seenPromotionIds));
  } catch {
    // A full or refused storage: the event is still sent.
  }
  pushToDataLayer(seen.event);
}
