import { optionalText } from './optional-text';
import type { PromotionParts } from './types';

/** Joins the parts of the manual promotion string. */
export const manualPromotionSeparator = '|';

/**
 * The manual promotion string (§4): promotion id, promotion name, creative name and
 * creative slot, trimmed and joined with `|` — built only when all four are present, since
 * a partial string could not be split back into its parts in reports.
 *
 * @example
 * manualPromotion({ promotionId: 'sale-24', promotionName: 'Sommer', creativeName: 'hero', creativeSlot: 'home-1' });
 * // 'sale-24|Sommer|hero|home-1'
 * manualPromotion({ promotionId: 'sale-24', promotionName: 'Sommer' }); // null
 */
export function manualPromotion(parts: PromotionParts): string | null {
  const values = [
    parts.promotionId,
    parts.promotionName,
    parts.creativeName,
    parts.creativeSlot,
  ].map(optionalText);
  const present = values.filter((value): value is string => value !== undefined);
  return present.length === values.length ? present.join(manualPromotionSeparator) : null;
}
