import { checkoutAddressSchema, checkoutCodeSchema, paymentCodes } from '@vitrine/domain';
import { z } from 'zod';
import { storableText } from '../validation';

/**
 * A billing or shipping address as the checkout takes it (from the address book or new): the
 * domain's checkout address, the same schema the checkout page applies (names as §5 allows,
 * the postcode in the format of the address's country).
 */
export const addressSchema = checkoutAddressSchema;
export type Address = z.infer<typeof addressSchema>;

/**
 * What a checkout page sends to price the order (`summary`): codes by the domain's one rule,
 * the checkout page's (issue 18).
 */
export const checkoutQuoteSchema = z.object({
  voucherCode: checkoutCodeSchema,
  giftCardCode: checkoutCodeSchema,
});

/** A gift card applied to the basket (issue 16): its code, required. */
export const giftCardInputSchema = z.object({
  giftCardCode: checkoutCodeSchema.pipe(
    z.string({ error: 'checkout.giftCardUnknown' }).min(1, { error: 'checkout.giftCardUnknown' }),
  ),
});

/** An address-book entry's id (`/konto/adressbuch/`). */
const addressBookId = z.string().regex(/^[0-9a-f]{32}$/, { error: 'checkout.addressUnknown' });

/**
 * What placing the order takes. Each address is either given (`billingAddress`) or picked
 * from the customer's address book by id (`billingAddressId`), never both.
 */
export const placeOrderSchema = checkoutQuoteSchema
  .extend({
    /** One per attempt of the shopper (a UUID made by the page): the same key never orders twice. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'checkout.idempotencyKey' }),
    billingAddress: addressSchema.optional(),
    billingAddressId: addressBookId.optional(),
    /** Both left out: ship to the billing address. */
    shippingAddress: addressSchema.optional(),
    shippingAddressId: addressBookId.optional(),
    paymentMethod: z.enum(paymentCodes, { error: 'checkout.paymentMethod' }),
    paymentData: z.record(z.string().max(40), storableText().max(200)).optional(),
  })
  .superRefine((order, context) => {
    if (order.billingAddress === undefined && order.billingAddressId === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['billingAddress'],
        message: 'validation.required',
      });
    }
    for (const [given, picked] of [
      ['billingAddress', 'billingAddressId'],
      ['shippingAddress', 'shippingAddressId'],
    ] as const) {
      if (order[given] !== undefined && order[picked] !== undefined) {
        context.addIssue({ code: 'custom', path: [picked], message: 'checkout.addressTwice' });
      }
    }
  });
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
