/**
 * What a basket line's promotion takes off (spec §3 basket item promotion, effect.type;
 * `buy_x_get_y` is the type the spec names). Amounts are integer cents.
 */
import type { PromotionEffectType } from '../entities/product';

export interface PromotionReductionInput {
  readonly effectType: PromotionEffectType;
  readonly additionalData?: Readonly<Record<string, unknown>> | null;
  /** Only a valid promotion (in its date window) reduces anything. */
  readonly isValid: boolean;
  readonly quantity: number;
  /** The unit price the line is charged at, in cents. */
  readonly unitPrice: number;
}

const wholeAtLeast = (value: unknown, minimum: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= minimum;

/**
 * The reduction in cents on one line. `buy_x_get_y` with `{ buyQuantity: 3, getQuantity: 1 }`
 * ("3 for 2") makes one unit of every three free; `automatic_discount` with `{ relative }`
 * takes that share off the line, rounded to the cent; `free_gift` adds an article rather than
 * lowering a price, so it takes nothing off. Malformed data or an invalid promotion: 0.
 *
 * @example
 * promotionReduction({ effectType: 'buy_x_get_y', additionalData: { buyQuantity: 3, getQuantity: 1 }, isValid: true, quantity: 7, unitPrice: 1000 }); // 2000
 */
export function promotionReduction(input: PromotionReductionInput): number {
  const { quantity, unitPrice, additionalData } = input;
  if (!input.isValid || !wholeAtLeast(quantity, 1) || !wholeAtLeast(unitPrice, 0)) return 0;
  if (input.effectType === 'buy_x_get_y') {
    const buy = additionalData?.buyQuantity;
    const get = additionalData?.getQuantity;
    if (!wholeAtLeast(buy, 1) || !wholeAtLeast(get, 1) || get > buy) return 0;
    return Math.floor(quantity / buy) * get * unitPrice;
  }
  if (input.effectType === 'automatic_discount') {
    const relative = additionalData?.relative;
    if (typeof relative !== 'number' || !(relative > 0 && relative <= 1)) return 0;
    return Math.round(quantity * unitPrice * relative);
  }
  return 0;
}
