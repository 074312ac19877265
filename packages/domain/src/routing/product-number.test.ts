import { describe, expect, test } from 'vitest';
import { productNumberFromPdp } from './product-number';

describe('product number from the pdp segment (spec §2 /p/{pdp}/)', () => {
  test.each([
    { pdp: 'kinderwagen-kombi-blau-1234567', expected: '1234567' },
    { pdp: '1234567', expected: '1234567' },
    { pdp: 'a--5', expected: '5' },
    { pdp: '/kinderwagen-1234567/', expected: '1234567' },
    { pdp: ' kinderwagen-1234567 ', expected: '1234567' },
    { pdp: 'm%C3%BCtze-A1', expected: 'A1' },
    { pdp: 'kinderwagen-', expected: null },
    { pdp: '-', expected: null },
    { pdp: '', expected: null },
    { pdp: null, expected: null },
    { pdp: undefined, expected: null },
  ])('reads $expected from $pdp', ({ pdp, expected }) => {
    expect(productNumberFromPdp(pdp)).toBe(expected);
  });
});
