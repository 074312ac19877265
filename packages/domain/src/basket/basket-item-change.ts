/**
 * Basket item operations as decisions (spec §4): add a new item, update an existing one to
 * old quantity + change, or delete it — and do nothing for a change of 0 that keeps the
 * promotion key and the engraving text. The answer is the call to make (§7), or `null`.
 */
import type { BasketItem, BasketItemCustomData, CustomText } from '../entities/basket';
import { type PricePromotionKey, pricePromotionKey } from '../price/price-promotion-key';
import type { ScaleThreshold } from '../price/scale-prices';
import type { BasketDeleteItemCall, BasketItemCall, BasketUpdateItemCall } from './basket-call';
import { engravingItemGroup } from './engraving-group';
import { hasEngraving, noEngravingText } from './engraving-text';

export type ChangeableBasketItem = Pick<
  BasketItem,
  'key' | 'quantity' | 'customData' | 'displayData' | 'itemGroup'
>;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

function sameText(left: CustomText | undefined, right: CustomText | undefined): boolean {
  if (!hasEngraving(left) && !hasEngraving(right)) return true;
  const keys = new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})]);
  return [...keys].every((key) => (left?.[key] ?? '') === (right?.[key] ?? ''));
}

// The entity stores a reached scale as `Promotion{n}` and the default as an absent key.
function withCustomData(
  base: BasketItemCustomData,
  key: PricePromotionKey,
  customText: CustomText | undefined,
): BasketItemCustomData {
  const { pricePromotionKey: _previousKey, customText: _previousText, ...rest } = base;
  return {
    ...rest,
    ...(key === 'default' ? {} : { pricePromotionKey: key }),
    ...(customText && hasEngraving(customText) ? { customText } : {}),
  };
}

export interface QuantityChangeInput {
  readonly basketKey: string;
  readonly item: ChangeableBasketItem;
  /** Added to the current quantity: +1 and -1 from the stepper, 0 for a text-only edit. */
  readonly change: number;
  /** The new engraving text; leave out to keep the item's text. "ohne" removes it. */
  readonly customText?: CustomText | null;
  /** The variant's scales, for the promotion key at the new quantity. */
  readonly scaleThresholds?: readonly ScaleThreshold[];
}

/**
 * The call for changing a basket line. A new quantity below 1 deletes the line. A change
 * that is not a whole number, or a line whose quantity is not a whole number ≥ 1, gives
 * `null` — there is nothing trustworthy to compute from.
 *
 * @example
 * planQuantityChange({ basketKey, item, change: 1 }); // { type: 'basket.updateItem', quantity: item.quantity + 1, … }
 * planQuantityChange({ basketKey, item, change: 0 }); // null (same key, same text)
 */
export function planQuantityChange(
  input: QuantityChangeInput,
): BasketUpdateItemCall | BasketDeleteItemCall | null {
  const { basketKey, item, change } = input;
  if (!Number.isSafeInteger(change) || !isCount(item.quantity)) return null;
  const quantity = item.quantity + change;
  if (!Number.isSafeInteger(quantity)) return null;
  if (quantity < 1) return planItemRemoval(basketKey, item.key);
  const customData = item.customData ?? {};
  const key = pricePromotionKey(input.scaleThresholds ?? [], quantity);
  const previousKey = customData.pricePromotionKey ?? 'default';
  const customText =
    input.customText === undefined ? customData.customText : (input.customText ?? undefined);
  if (change === 0 && key === previousKey && sameText(customData.customText, customText))
    return null;
  return {
    type: 'basket.updateItem',
    basketKey,
    itemKey: item.key,
    quantity,
    customData: withCustomData(customData, key, customText),
    displayData: item.displayData ?? {},
    itemGroup: item.itemGroup ?? null,
    options: { pricePromotionKey: key },
  };
}

export interface EngravingChangeInput {
  readonly basketKey: string;
  readonly item: ChangeableBasketItem;
  /** The line's new text, already checked with `engravingDecision`; "ohne", empty or null removes it. */
  readonly customText: CustomText | null;
  readonly scaleThresholds?: readonly ScaleThreshold[];
}

/**
 * The call for a basket line's engraving edit (§2 engraving text edit, §4): the same quantity
 * with the new text, or `null` when the text is the same. Taking the engraving off sends
 * text1 "ohne" (§4), since a call that carries no text keeps the line's text.
 *
 * @example
 * planEngravingChange({ basketKey, item, customText: { text1: 'ohne' } });
 * // { type: 'basket.updateItem', customData: { customText: { text1: 'ohne' } }, … }
 */
export function planEngravingChange(input: EngravingChangeInput): BasketUpdateItemCall | null {
  const call = planQuantityChange({
    basketKey: input.basketKey,
    item: input.item,
    change: 0,
    customText: input.customText,
    ...(input.scaleThresholds ? { scaleThresholds: input.scaleThresholds } : {}),
  });
  if (call === null || call.type !== 'basket.updateItem') return null;
  if (hasEngraving(input.customText)) return call;
  return { ...call, customData: { ...call.customData, customText: noEngravingText } };
}

/** The call that removes a basket line. */
export function planItemRemoval(basketKey: string, itemKey: string): BasketDeleteItemCall {
  return { type: 'basket.deleteItem', basketKey, itemKey };
}

export interface AddToBasketInput {
  readonly basketKey: string;
  /** The basket's current lines, to find one the new quantity joins. */
  readonly items: readonly (ChangeableBasketItem & {
    readonly variant: Pick<BasketItem['variant'], 'id'>;
  })[];
  readonly variantId: number;
  readonly quantity: number;
  /** Engraving text already checked with `engravingDecision`; "ohne" or empty means none. */
  readonly customText?: CustomText | null;
  /** Extra custom data such as tracking campaign data (§3 ffData, cPromo). */
  readonly customData?: BasketItemCustomData;
  readonly displayData?: Readonly<Record<string, unknown>>;
  readonly scaleThresholds?: readonly ScaleThreshold[];
  /** Draws the engraving group id (§9); called only for an engraved article. */
  readonly random: () => number;
}

/**
 * The call for putting `quantity` of a variant into the basket. An engraved article always
 * becomes a new line in a new item group (§4); otherwise the quantity joins an existing plain
 * line of the same variant (update to old + quantity), or a new line is added. A variant id
 * or quantity that is not a whole number ≥ 1 gives `null`.
 *
 * @example
 * planAddToBasket({ basketKey, items: [], variantId: 4711, quantity: 1, random: Math.random });
 * // { type: 'basket.addItem', variantId: 4711, quantity: 1, itemGroup: null, options: { pricePromotionKey: 'default' }, … }
 */
export function planAddToBasket(input: AddToBasketInput): BasketItemCall | null {
  const { basketKey, variantId, quantity } = input;
  if (!isCount(variantId) || !isCount(quantity)) return null;
  const engraved = hasEngraving(input.customText);
  if (!engraved) {
    const existing = input.items.find(
      (item) =>
        item.variant?.id === variantId &&
        !item.itemGroup &&
        !hasEngraving(item.customData?.customText) &&
        isCount(item.quantity),
    );
    if (existing) {
      return planQuantityChange({
        basketKey,
        item: existing,
        change: quantity,
        ...(input.scaleThresholds ? { scaleThresholds: input.scaleThresholds } : {}),
      });
    }
  }
  const key = pricePromotionKey(input.scaleThresholds ?? [], quantity);
  const customText = engraved ? (input.customText ?? undefined) : undefined;
  return {
    type: 'basket.addItem',
    basketKey,
    variantId,
    quantity,
    customData: withCustomData(input.customData ?? {}, key, customText),
    displayData: input.displayData ?? {},
    itemGroup: engraved ? engravingItemGroup(input.random) : null,
    options: { pricePromotionKey: key },
  };
}
