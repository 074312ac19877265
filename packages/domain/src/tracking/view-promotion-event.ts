import { manualPromotion } from './manual-promotion';
import { optionalText, withoutUndefined } from './optional-text';
import { trafficMarker } from './traffic-marker';
import type { PromotionParts, TrackingContext, TrackingItem, ViewPromotionEvent } from './types';

export interface ViewPromotionInput {
  readonly promotion: PromotionParts;
  /** Products the promotion shows, when it shows some. */
  readonly items?: readonly TrackingItem[];
}

export interface ViewPromotionResult {
  readonly event: ViewPromotionEvent;
  /** The seen promotion ids including this one, to store back in session storage. */
  readonly seenPromotionIds: ReadonlySet<string>;
}

/**
 * `view_promotion` (§4), once per session per promotion. The caller reads the ids already
 * seen this session from session storage, passes them in and stores the returned set; null
 * means there is nothing to send — the promotion was seen already, or it has no id to
 * remember it by.
 *
 * @example
 * const first = viewPromotionEvent({ promotion }, new Set(), context); // { event, seenPromotionIds: Set { id } }
 * viewPromotionEvent({ promotion }, first.seenPromotionIds, context); // null
 */
export function viewPromotionEvent(
  input: ViewPromotionInput,
  seenPromotionIds: ReadonlySet<string>,
  context: TrackingContext,
): ViewPromotionResult | null {
  const { promotion } = input;
  const promotionId = optionalText(promotion.promotionId);
  if (promotionId === undefined || seenPromotionIds.has(promotionId)) return null;
  const ecommerce = withoutUndefined({
    promotion_id: promotionId,
    promotion_name: optionalText(promotion.promotionName),
    creative_name: optionalText(promotion.creativeName),
    creative_slot: optionalText(promotion.creativeSlot),
    promotion: manualPromotion(promotion) ?? undefined,
    items: input.items !== undefined && input.items.length > 0 ? input.items : undefined,
  });
  return {
    event: { event: 'view_promotion', ecommerce, ...trafficMarker(context) },
    seenPromotionIds: new Set([...seenPromotionIds, promotionId]),
  };
}
