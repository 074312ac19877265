import { countryCodes, paymentCodes } from '@vitrine/domain';
import { z } from 'zod';
import { storableText } from '../validation';

const line = (max: number) =>
  storableText()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLarge' });
const optionalLine = (max: number) => storableText().trim().max(max).optional();

/** A billing or shipping address as the checkout takes it (from the address book or new). */
export const addressSchema = z.object({
  salutation: z.enum(['m', 'f', 'd']).optional(),
  firstName: line(60),
  lastName: line(60),
  company: optionalLine(80),
  street: line(100),
  houseNumber: line(20),
  addition: optionalLine(100),
  postalCode: storableText()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { error: 'checkout.postalCode' }),
  city: line(80),
  country: z.enum(countryCodes, { error: 'checkout.country' }),
  phone: optionalLine(30),
});
export type Address = z.infer<typeof addressSchema>;

const code = storableText()
  .trim()
  .max(40)
  .transform((value) => value.toUpperCase());

/** What a checkout page sends to price the order (`summary`). */
export const checkoutQuoteSchema = z.object({
  voucherCode: code.optional(),
  giftCardCode: code.optional(),
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
