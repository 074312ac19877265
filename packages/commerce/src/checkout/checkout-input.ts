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

/** What placing the order takes. */
export const placeOrderSchema = checkoutQuoteSchema.extend({
  /** One per attempt of the shopper (a UUID made by the page): the same key never orders twice. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'checkout.idempotencyKey' }),
  billingAddress: addressSchema,
  /** Left out: ship to the billing address. */
  shippingAddress: addressSchema.optional(),
  paymentMethod: z.enum(paymentCodes, { error: 'checkout.paymentMethod' }),
  paymentData: z.record(z.string().max(40), storableText().max(200)).optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
