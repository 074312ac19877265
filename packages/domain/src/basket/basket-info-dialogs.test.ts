import { describe, expect, test } from 'vitest';
import { anAttribute, aProduct } from '../catalog/test-fixtures';
import type { CountryCode } from '../market/types';
import {
  type BasketInfoAvailability,
  basketInfoAvailability,
  basketInfoHref,
  basketInfoStep,
  basketInfoStepId,
} from './basket-info-dialogs';

const inGroup = (label: string) =>
  aProduct({ attributes: { category: anAttribute('category', [{ label: 'Baby' }, { label }]) } });
const thermometer = inGroup('Gesundheit 512');
const romper = inGroup('Textil 100');
const shopIn = (country: CountryCode) => ({ country });

describe('which info dialogs a basket has (spec §2 basket shipping-cost progress, medical info overlay in DE)', () => {
  test.each([
    {
      input: 'DE, a thermometer, standard shipping',
      products: [romper, thermometer],
      shippingMethod: 'standard',
      country: 'DE',
      expected: { shipping: true, medical: true },
    },
    {
      input: 'DE, no medical product',
      products: [romper],
      shippingMethod: 'standard',
      country: 'DE',
      expected: { shipping: true, medical: false },
    },
    {
      input: 'CH, a thermometer (the notice is DE only)',
      products: [thermometer],
      shippingMethod: 'standard',
      country: 'CH',
      expected: { shipping: true, medical: false },
    },
    {
      input: 'DE, bulky goods by freight (14,99, no steps)',
      products: [thermometer],
      shippingMethod: 'freight',
      country: 'DE',
      expected: { shipping: false, medical: true },
    },
    {
      input: 'an empty basket',
      products: [],
      shippingMethod: 'standard',
      country: 'DE',
      expected: { shipping: false, medical: false },
    },
  ] as const)('$input -> $expected', ({ products, shippingMethod, country, expected }) => {
    expect(basketInfoAvailability({ products, shippingMethod }, shopIn(country))).toEqual(expected);
  });

  test('a shop with other medical codes passes them', () => {
    expect(
      basketInfoAvailability({ products: [romper], shippingMethod: 'standard' }, shopIn('DE'), [
        '100',
      ]).medical,
    ).toBe(true);
  });
});

describe('the info dialog shown in the basket page without JavaScript (`?dialog=`)', () => {
  const both: BasketInfoAvailability = { shipping: true, medical: true };
  const shippingOnly: BasketInfoAvailability = { shipping: true, medical: false };
  test.each([
    { input: 'dialog=shipping', available: both, expected: 'shipping' },
    { input: 'dialog=medical', available: both, expected: 'medical' },
    { input: 'dialog=medical', available: shippingOnly, expected: null },
    { input: 'dialog=shipping', available: { shipping: false, medical: true }, expected: null },
    { input: 'dialog=seals', available: both, expected: null },
    { input: 'dialog=', available: both, expected: null },
    { input: 'dialog=SHIPPING', available: both, expected: null },
    { input: 'dialog=shipping&dialog=medical', available: both, expected: null },
    { input: 'versandpartner', available: both, expected: null },
  ] as const)('?$input -> $expected', ({ input, available, expected }) => {
    expect(basketInfoStep(available, new URLSearchParams(input))).toBe(expected);
  });
});

describe('the address of an info dialog’s step', () => {
  test.each([
    {
      input: '/warenkorb/',
      dialog: 'shipping',
      expected: '/warenkorb/?dialog=shipping#basket-info-shipping',
    },
    {
      input: '/fr/warenkorb/',
      dialog: 'medical',
      expected: '/fr/warenkorb/?dialog=medical#basket-info-medical',
    },
  ] as const)('$input, $dialog -> $expected', ({ input, dialog, expected }) => {
    expect(basketInfoHref(input, dialog)).toBe(expected);
    expect(expected.endsWith(`#${basketInfoStepId(dialog)}`)).toBe(true);
  });
});
