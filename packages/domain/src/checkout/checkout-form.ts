import { z } from 'zod';
import { basketPageSteps, maxVoucherCodeLength } from '../basket/basket-form-fields';
import { voucherCodePattern } from '../basket/voucher-code';
import { type PaymentCode, paymentCodes } from '../entities/order';
import { formBooleanSchema } from '../validation/form-boolean';
import { genericMessageKeys, ruleMessageKeys } from '../validation/message-keys';
import { checkoutAddressFields, checkoutAddressSchema } from './checkout-address';

/**
 * The checkout page's one form (issue 18 `/kasse/`), posted by the browser without JavaScript
 * or by the page's fetcher. Its fields carry the engine's names, an address's fields prefixed
 * by the address (`billingAddress.postalCode`), so the engine's refusals land at the field
 * that caused them.
 */

/** The submit buttons: price the codes again (voucher, gift card), or place the order. */
export const checkoutFormIntent = {
  review: 'checkoutReview',
  placeOrder: 'checkoutPlaceOrder',
} as const;
export type CheckoutFormIntent = (typeof checkoutFormIntent)[keyof typeof checkoutFormIntent];
export const checkoutFormIntents: readonly CheckoutFormIntent[] = Object.values(checkoutFormIntent);

export function isCheckoutFormIntent(value: unknown): value is CheckoutFormIntent {
  return (checkoutFormIntents as readonly unknown[]).includes(value);
}

/**
 * The checkout page's step without JavaScript, as a query parameter of its address: the carrier
 * info beside the shipping method (§2 carrier info, `/kasse/?versandpartner`), the same word as
 * the basket's step. Its button posts the form there (`checkoutReview`), so what was typed is
 * shown again with the step; with JavaScript the button opens the dialog instead.
 */
export const checkoutPageSteps = { carrierInfo: basketPageSteps.carrierInfo } as const;

/** The address choice meaning "a new address" rather than an address-book entry. */
export const newAddressChoice = 'new';

/** The message keys of the form's own rules. */
export const checkoutFormMessageKeys = {
  termsRequired: 'checkout.termsRequired',
  paymentMethod: 'checkout.paymentMethod',
  formExpired: 'checkout.formExpired',
  addressUnknown: 'checkout.addressUnknown',
} as const;

/**
 * A voucher or gift-card code as the checkout takes it: the basket's rule (`voucherCodeOf`: at
 * most 40 letters, digits and dashes, in capitals), the one the checkout page and the engine's
 * checkout both apply (issue 18). Left empty it is none.
 */
export const checkoutCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: genericMessageKeys.required })
    .trim()
    .toUpperCase()
    .max(maxVoucherCodeLength, { error: genericMessageKeys.maxLength })
    .regex(voucherCodePattern, { error: ruleMessageKeys.invalid })
    .optional(),
);
const code = checkoutCodeSchema;

const addressBookId = z
  .string()
  .regex(/^[0-9a-f]{32}$/, { error: checkoutFormMessageKeys.addressUnknown });

const cardNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') || undefined : value),
  z
    .string()
    .regex(/^\d{12,19}$/, { error: 'checkout.cardNumberInvalid' })
    .optional(),
);

/** The form as the checkout reads it: an address given or picked, never both. */
export const checkoutFormSchema = z.object({
  idempotencyKey: z
    .string({ error: checkoutFormMessageKeys.formExpired })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: checkoutFormMessageKeys.formExpired }),
  basketFingerprint: z
    .string({ error: checkoutFormMessageKeys.formExpired })
    .regex(/^[0-9a-f]{32}$/, { error: checkoutFormMessageKeys.formExpired }),
  billingAddress: checkoutAddressSchema.optional(),
  billingAddressId: addressBookId.optional(),
  shippingAddress: checkoutAddressSchema.optional(),
  shippingAddressId: addressBookId.optional(),
  paymentMethod: z.enum(paymentCodes, { error: checkoutFormMessageKeys.paymentMethod }),
  cardNumber,
  voucherCode: code,
  giftCardCode: code,
  termsAccepted: formBooleanSchema.refine((accepted) => accepted, {
    error: checkoutFormMessageKeys.termsRequired,
  }),
});
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

type Read = (name: string) => string | undefined;

/** One address of the form: the address-book entry picked, or the typed fields. */
function addressOf(read: Read, prefix: 'billingAddress' | 'shippingAddress') {
  const picked = read(`${prefix}Id`);
  if (picked !== undefined && picked !== '' && picked !== newAddressChoice) {
    return { [`${prefix}Id`]: picked };
  }
  const fields = Object.fromEntries(
    checkoutAddressFields.map((field) => [field, read(`${prefix}.${field}`) ?? '']),
  );
  return { [prefix]: fields };
}

/**
 * The raw input of the form, in the shape {@link checkoutFormSchema} parses: the shipping
 * address only when "another shipping address" is ticked, each address either picked or
 * typed. Values that are not text (a file) are left out.
 */
export function checkoutFormInput(read: Read): Record<string, unknown> {
  const differentShipping = formBooleanSchema.safeParse(read('differentShipping'));
  return {
    idempotencyKey: read('idempotencyKey'),
    basketFingerprint: read('basketFingerprint'),
    ...addressOf(read, 'billingAddress'),
    ...(differentShipping.success && differentShipping.data
      ? addressOf(read, 'shippingAddress')
      : {}),
    paymentMethod: read('paymentMethod'),
    cardNumber: read('cardNumber'),
    voucherCode: read('voucherCode'),
    giftCardCode: read('giftCardCode'),
    termsAccepted: read('termsAccepted'),
  };
}

/** What the engine's order placement takes, from the checked form. */
export function placeOrderInputOf(form: CheckoutForm): {
  readonly idempotencyKey: string;
  readonly paymentMethod: PaymentCode;
  readonly [field: string]: unknown;
} {
  return {
    idempotencyKey: form.idempotencyKey,
    paymentMethod: form.paymentMethod,
    ...(form.billingAddress === undefined ? {} : { billingAddress: form.billingAddress }),
    ...(form.billingAddressId === undefined ? {} : { billingAddressId: form.billingAddressId }),
    ...(form.shippingAddress === undefined ? {} : { shippingAddress: form.shippingAddress }),
    ...(form.shippingAddressId === undefined ? {} : { shippingAddressId: form.shippingAddressId }),
    ...(form.voucherCode === undefined ? {} : { voucherCode: form.voucherCode }),
    ...(form.giftCardCode === undefined ? {} : { giftCardCode: form.giftCardCode }),
    ...(form.cardNumber === undefined ? {} : { paymentData: { cardNumber: form.cardNumber } }),
  };
}
