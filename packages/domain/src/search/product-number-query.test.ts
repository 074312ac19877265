import { describe, expect, test } from 'vitest';
import { directProductQuery, ean13, isEan } from './product-number-query';

describe('a search for a product number or an EAN opens the product (issue 17)', () => {
  test.each([
    { text: '2000123', expected: { kind: 'productNumber', productNumber: '2000123' } },
    { text: ' 2000123_02 ', expected: { kind: 'productNumber', productNumber: '2000123_02' } },
    { text: '2.000.123', expected: { kind: 'productNumber', productNumber: '2000123' } },
    { text: '1234', expected: { kind: 'productNumber', productNumber: '1234' } },
    { text: '4006381333931', expected: { kind: 'ean', ean: '4006381333931' } },
    { text: '4 006381 333931', expected: { kind: 'ean', ean: '4006381333931' } },
    { text: '96385074', expected: { kind: 'ean', ean: '96385074' } },
    // A wrong check digit is not an EAN; eight digits are then a product number.
    { text: '96385075', expected: { kind: 'productNumber', productNumber: '96385075' } },
    { text: '4006381333932', expected: null },
    { text: '123', expected: null },
    { text: 'kinderwagen', expected: null },
    { text: 'kinderwagen 2000123', expected: null },
    { text: '2000123_', expected: null },
    { text: '', expected: null },
  ])('"$text" is $expected', ({ text, expected }) => {
    expect(directProductQuery(text)).toEqual(expected);
  });

  test.each([
    { code: '4006381333931', valid: true },
    { code: '5901234123457', valid: true },
    { code: '73513537', valid: true },
    { code: '73513538', valid: false },
    { code: '400638133393', valid: false },
    { code: '400638133393a', valid: false },
  ])('$code is an EAN: $valid', ({ code, valid }) => {
    expect(isEan(code)).toBe(valid);
  });

  test.each([
    { body: '400638133393', ean: '4006381333931' },
    { body: '590123412345', ean: '5901234123457' },
    // The in-store range (GS1 prefix 2) the demo catalog numbers its variants in.
    { body: '200000000001', ean: '2000000000015' },
    { body: '000000000000', ean: '0000000000000' },
    { body: '40063813339', ean: null },
    { body: '4006381333931', ean: null },
    { body: '40063813339a', ean: null },
  ])('the EAN-13 of $body is $ean', ({ body, ean }) => {
    const made = ean13(body);
    expect(made).toBe(ean);
    if (made !== null) expect(isEan(made)).toBe(true);
  });
});
