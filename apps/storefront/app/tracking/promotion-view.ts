import {
  type PromotionParts,
  parseSeenPromotionIds,
  seenPromotionsStorageKey,
  serialiseSeenPromotionIds,
  viewPromotionEvent,
} from '@vitrine/domain';
import { readStored, writeStored } from '../browser-storage';
import { pushToDataLayer } from './data-layer';

/**
 * §4 view promotion, once per session per promotion: the ids already reported are kept in
 * session storage. Its own chunk, loaded when a campaign banner shows. Where session storage
 * cannot be used, the promotion is reported each time it is seen rather than never. The data
 * layer marks internal traffic (`pushToDataLayer`).
 */
export function pushPromotionView(promotion: PromotionParts): void {
  const stored = readStored('session', seenPromotionsStorageKey);
  const seen = viewPromotionEvent({ promotion }, parseSeenPromotionIds(stored), {
    internalTraffic: false,
  });
  if (seen === null) return;
  // A full or refused storage: the event is still sent.
  writeStored(
    'session',
    seenPromotionsStorageKey,
    serialiseSeenPromotionIds(seen.seenPromotionIds),
  );
  pushToDataLayer(seen.event);
}
