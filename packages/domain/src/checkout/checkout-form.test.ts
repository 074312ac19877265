import { describe, expect, test } from 'vitest';
import { basketPageSteps } from '../basket/basket-form-fields';
import { voucherCodeOf } from '../basket/voucher-code';
import {
  checkoutCodeSchema,
  checkoutFormInput,
  checkoutFormSchema,
  checkoutPageSteps,
  placeOrderInputOf,
} from './checkout-form';

const posted: Record<string, string> = {
  idempotencyKey: 'abcdefgh-1234',
  basketFingerprint: '0123456789abcdef0123456789abcdef',
  billingAddressId: 'new',
  'billingAddress.firstName': 'Gabi',
  'billingAddress.lastName': 'Gast',
  'billingAddress.street': 'Lindenallee',
  'billingAddress.houseNumber': '12a',
  'billingAddress.postalCode': '50667',
  'billingAddress.city': 'Köln',
  'billingAddress.country': 'DE',
  'shippingAddress.firstName': 'Other',
  paymentMethod: 'PP',
  voucherCode: ' willkommen10 ',
  termsAccepted: 'on',
};

const read = (form: Record<string, string | undefined>) => (name: string) => form[name];
const parse = (form: Record<string, string | undefined>) =>
  checkoutFormSchema.safeParse(checkoutFormInput(read(form)));
const problems = (form: Record<string, string | undefined>) => {
  const parsed = parse(form);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message }));
};

describe('the checkout form (issue 18 /kasse/)', () => {
  test('a new billing address, no other shipping address: the engine’s order input', () => {
    const parsed = parse(posted);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(placeOrderInputOf(parsed.data)).toEqual({
      idempotencyKey: 'abcdefgh-1234',
      paymentMethod: 'PP',
      billingAddress: {
        firstName: 'Gabi',
        lastName: 'Gast',
        street: 'Lindenallee',
        houseNumber: '12a',
        postalCode: '50667',
        city: 'Köln',
        country: 'DE',
      },
      voucherCode: 'WILLKOMMEN10',
    });
  });

  test('an address-book entry picked: its id, the typed fields are not read', () => {
    const parsed = parse({
      ...posted,
      billingAddressId: 'a'.repeat(32),
      'billingAddress.firstName': '',
    });
    expect(parsed.success && placeOrderInputOf(parsed.data).billingAddressId).toBe('a'.repeat(32));
  });

  test('another shipping address only when ticked, checked as strictly', () => {
    expect(problems({ ...posted, differentShipping: 'on' })).toEqual(
      expect.arrayContaining([{ field: 'shippingAddress.lastName', key: 'validation.required' }]),
    );
  });

  test('a card number goes to the provider as payment data, spaces dropped', () => {
    const parsed = parse({ ...posted, paymentMethod: 'KK', cardNumber: '4111 1111 1111 1111' });
    expect(parsed.success && placeOrderInputOf(parsed.data).paymentData).toEqual({
      cardNumber: '4111111111111111',
    });
  });

  test.each([
    { change: { termsAccepted: '' }, field: 'termsAccepted', key: 'checkout.termsRequired' },
    { change: { paymentMethod: '' }, field: 'paymentMethod', key: 'checkout.paymentMethod' },
    { change: { paymentMethod: 'XX' }, field: 'paymentMethod', key: 'checkout.paymentMethod' },
    { change: { idempotencyKey: '' }, field: 'idempotencyKey', key: 'checkout.formExpired' },
    { change: { basketFingerprint: 'x' }, field: 'basketFingerprint', key: 'checkout.formExpired' },
    {
      change: { 'billingAddress.postalCode': '1234' },
      field: 'billingAddress.postalCode',
      key: 'checkout.postalCode',
    },
    {
      change: { billingAddressId: '../x' },
      field: 'billingAddressId',
      key: 'checkout.addressUnknown',
    },
    {
      change: { paymentMethod: 'KK', cardNumber: '12ab' },
      field: 'cardNumber',
      key: 'checkout.cardNumberInvalid',
    },
    { change: { voucherCode: 'a b' }, field: 'voucherCode', key: 'validation.invalid' },
  ])('$field: $key', ({ change, field, key }) => {
    expect(problems({ ...posted, ...change })).toEqual([{ field, key }]);
  });
});

describe('the checkout page’s step without JavaScript (issue 18, §2 carrier info)', () => {
  test('the carrier info is `?versandpartner`, the basket’s word for the same step', () => {
    expect(checkoutPageSteps.carrierInfo).toBe('versandpartner');
    expect(checkoutPageSteps.carrierInfo).toBe(basketPageSteps.carrierInfo);
  });
});

describe('voucher and gift-card codes: one rule for the basket, the checkout page and the engine (issue 18)', () => {
  test.each([
    { typed: 'a'.repeat(40), parsed: 'A'.repeat(40), keys: [] },
    { typed: 'a'.repeat(41), parsed: undefined, keys: ['validation.max-length'] },
    { typed: ' geschenk25-10 ', parsed: 'GESCHENK25-10', keys: [] },
    { typed: 'mit_strich', parsed: undefined, keys: ['validation.invalid'] },
    { typed: '', parsed: undefined, keys: [] },
  ])('"$typed": $keys', ({ typed, parsed, keys }) => {
    const result = checkoutCodeSchema.safeParse(typed);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(keys);
    if (result.success) expect(result.data).toBe(parsed);
    // The basket's own reading of a code agrees.
    expect(voucherCodeOf(typed)).toBe(keys.length === 0 && typed !== '' ? parsed : null);
  });
});
