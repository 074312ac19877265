/**
 * The §7 basket payloads as the server accepts them. Everything a client sends is checked
 * here; what passes can be stored (no NUL that PostgreSQL's jsonb refuses, bounded sizes).
 */
import { maxQuantityPerAdd } from '@vitrine/domain';
import { z } from 'zod';
import { isStorableText, storableText } from '../validation';

/** The most units one call may ask for (the domain's rule); larger numbers are input errors, not stock questions. */
export const maxRequestedQuantity = maxQuantityPerAdd;

// jsonb cannot hold U+0000; everything else JSON can say is fine to keep as display data.
const storableJson = z.json().refine((value) => !JSON.stringify(value).includes('\\u0000'), {
  error: 'validation.controlCharacters',
});

const shortText = (max: number) => storableText().max(max);

const customTextSchema = z
  .record(
    z.string().regex(/^text[1-9][0-9]?$/, { error: 'validation.invalidValue' }),
    z.string().max(200),
  )
  .refine((rows) => Object.values(rows).every((row) => !row.includes('\u0000')), {
    error: 'validation.controlCharacters',
  });

export const customDataSchema = z.object({
  customText: customTextSchema.optional(),
  pricePromotionKey: z.string().max(20).optional(),
  cPromo: z.object({ promotionId: shortText(64) }).optional(),
  ffData: z.object({ ffCampaign: shortText(128) }).optional(),
});

export const displayDataSchema = z
  .record(z.string().max(64).refine(isStorableText), storableJson)
  .refine((record) => Object.keys(record).length <= 32, { error: 'validation.tooLarge' });

export const itemGroupSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{7}$/, { error: 'basket.itemGroupId' }),
  isMainItem: z.boolean(),
  isRequired: z.boolean(),
});

const quantity = z.number().int().min(1).max(maxRequestedQuantity);

export const addItemPayloadSchema = z.object({
  basketKey: z.string().max(200),
  variantId: z.number().int().min(1).max(2_147_483_647),
  quantity: quantity.default(1),
  customData: customDataSchema.default({}),
  displayData: displayDataSchema.default({}),
  itemGroup: itemGroupSchema.nullable().default(null),
  options: z.object({ pricePromotionKey: z.string().max(20).optional() }).optional(),
});
export type AddItemPayload = z.infer<typeof addItemPayloadSchema>;

export const updateItemPayloadSchema = z
  .object({
    basketKey: z.string().max(200),
    itemKey: z.string().max(64),
    /** The new quantity (§7, as the domain's planQuantityChange sends it). */
    quantity: quantity.optional(),
    /** Or a change to apply atomically on the server (+1 and -1 of the stepper). */
    change: z.number().int().min(-maxRequestedQuantity).max(maxRequestedQuantity).optional(),
    customData: customDataSchema.optional(),
    displayData: displayDataSchema.optional(),
    itemGroup: itemGroupSchema.nullable().optional(),
    options: z.object({ pricePromotionKey: z.string().max(20).optional() }).optional(),
  })
  .refine((payload) => payload.quantity === undefined || payload.change === undefined, {
    error: 'basket.quantityOrChange',
    path: ['change'],
  });
export type UpdateItemPayload = z.infer<typeof updateItemPayloadSchema>;

export const deleteItemPayloadSchema = z.object({
  basketKey: z.string().max(200),
  itemKey: z.string().max(64),
});
