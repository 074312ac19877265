import { describe, expect, test } from 'vitest';
import type { Attributes } from '../entities';
import { hasFreeShipping } from './free-shipping';

const withFreeShipping = (values: Attributes[string]): { attributes: Attributes } => ({
  attributes: { freeShipping: values },
});
const flag = (label: string, value?: string) => ({
  key: 'freeShipping',
  label: 'freeShipping',
  multiSelect: false,
  values: value === undefined ? { label } : { label, value },
});

describe('free-shipping info on the basket card (spec §2, §3 freeShipping)', () => {
  test.each([
    { product: withFreeShipping(flag('1')), expected: true },
    { product: withFreeShipping(flag('Ja')), expected: true },
    { product: withFreeShipping(flag('Versandkostenfrei', '1')), expected: true },
    { product: withFreeShipping(flag('oui')), expected: true },
    { product: withFreeShipping(flag('0')), expected: false },
    { product: withFreeShipping(flag('Nein')), expected: false },
    { product: withFreeShipping(flag('')), expected: false },
    { product: withFreeShipping(undefined), expected: false },
    { product: { attributes: {} }, expected: false },
    { product: null, expected: false },
    { product: undefined, expected: false },
  ])('$product.attributes.freeShipping.values -> $expected', ({ product, expected }) => {
    expect(hasFreeShipping(product)).toBe(expected);
  });

  test('a list of values counts when one says yes', () => {
    const product = withFreeShipping({
      key: 'freeShipping',
      label: 'freeShipping',
      multiSelect: true,
      values: [{ label: 'nein' }, { label: 'ja' }],
    });
    expect(hasFreeShipping(product)).toBe(true);
  });
});
