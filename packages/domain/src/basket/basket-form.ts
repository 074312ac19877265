import { z } from 'zod';
import type { CustomText } from '../entities/basket';
import { basketFormFields, basketFormIntents, maxVoucherCodeLength } from './basket-form-fields';
import { readPostedEngraving } from './shopping-form';
import { maxQuantityPerAdd } from './shopping-form-fields';
import { voucherCodePattern } from './voucher-code';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
// The engine's line keys are UUIDs; anything else names no line of any basket.
const itemKey = z.preprocess(text, z.uuid());

const schema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal(basketFormIntents.changeQuantity),
    itemKey,
    // §4: the stepper never goes below 1 (minus is disabled there); removing is its own form.
    quantity: z.preprocess(text, z.coerce.number().int().min(1).max(maxQuantityPerAdd)),
  }),
  z.object({ intent: z.literal(basketFormIntents.removeItem), itemKey }),
  z.object({ intent: z.literal(basketFormIntents.moveToWishlist), itemKey }),
  z.object({ intent: z.literal(basketFormIntents.changeEngraving), itemKey }),
  z.object({
    intent: z.literal(basketFormIntents.applyVoucher),
    // Codes are letters, digits and dashes; shoppers type them in any case.
    voucherCode: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string().min(1).max(maxVoucherCodeLength).regex(voucherCodePattern),
    ),
  }),
  z.object({ intent: z.literal(basketFormIntents.removeVoucher) }),
  z.object({
    intent: z.literal(basketFormIntents.applyGiftCard),
    // The engine's gift-card codes look like voucher codes (letters, digits, dashes).
    giftCardCode: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string().min(1).max(maxVoucherCodeLength).regex(voucherCodePattern),
    ),
  }),
  z.object({ intent: z.literal(basketFormIntents.removeGiftCard) }),
]);

export type BasketFormPost =
  | { readonly intent: 'basketQuantity'; readonly itemKey: string; readonly quantity: number }
  | { readonly intent: 'basketRemove'; readonly itemKey: string }
  | { readonly intent: 'basketToWishlist'; readonly itemKey: string }
  | {
      readonly intent: 'basketEngraving';
      readonly itemKey: string;
      /** The rows as posted; whether they are an engraving and fit is the line's product's rule. */
      readonly customText: CustomText;
    }
  | { readonly intent: 'voucherApply'; readonly voucherCode: string }
  | { readonly intent: 'voucherRemove' }
  | { readonly intent: 'giftCardApply'; readonly giftCardCode: string }
  | { readonly intent: 'giftCardRemove' };

/** Why a basket form was not read: the code fields get an inline message, the rest a 400. */
export type BasketFormProblem =
  | 'basketPage.voucherInvalid'
  | 'basketPage.giftCardInvalid'
  | 'basketPage.formInvalid';

/**
 * A basket form's fields, read from a posted form (`field(name)` gives the posted value or
 * undefined). A voucher code that is empty, too long or has other characters than letters,
 * digits and dashes is `basketPage.voucherInvalid` (the field says so), a gift-card code of that
 * kind `basketPage.giftCardInvalid`; anything else the page
 * never posts (an unknown intent, a line key that is no UUID, a quantity below 1 or above 999,
 * an engraving edit without rows or with a row longer than any engraving) is
 * `basketPage.formInvalid`.
 *
 * @example
 * readBasketForm((name) => ({ intent: 'basketQuantity', itemKey: key, quantity: '3' })[name]);
 * // { kind: 'ok', post: { intent: 'basketQuantity', itemKey: key, quantity: 3 } }
 */
export function readBasketForm(
  field: (name: string) => unknown,
):
  | { readonly kind: 'ok'; readonly post: BasketFormPost }
  | { readonly kind: 'invalid'; readonly problem: BasketFormProblem } {
  const intent = field(basketFormFields.intent);
  const parsed = schema.safeParse({
    intent,
    itemKey: field(basketFormFields.itemKey),
    quantity: field(basketFormFields.quantity),
    voucherCode: field(basketFormFields.voucherCode),
    giftCardCode: field(basketFormFields.giftCardCode),
  });
  if (parsed.success) {
    if (parsed.data.intent !== basketFormIntents.changeEngraving) {
      return { kind: 'ok', post: parsed.data };
    }
    // An engraving edit posts at least one row; none, or a row no form renders, is no edit.
    const customText = readPostedEngraving(field);
    if (customText !== null && Object.keys(customText).length > 0) {
      return { kind: 'ok', post: { ...parsed.data, customText } };
    }
  }
  return {
    kind: 'invalid',
    problem:
      intent === basketFormIntents.applyVoucher
        ? 'basketPage.voucherInvalid'
        : intent === basketFormIntents.applyGiftCard
          ? 'basketPage.giftCardInvalid'
          : 'basketPage.formInvalid',
  };
}
