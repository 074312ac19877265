import { describe, expect, test } from 'vitest';
import { newsletterSalutationCode } from './newsletter-salutation';

describe('newsletter salutation code (spec §3)', () => {
  test.each([
    { input: 'm', expected: 0 },
    { input: 'f', expected: 2 },
    { input: 'd', expected: 4 },
  ])('maps $input to $expected', ({ input, expected }) => {
    expect(newsletterSalutationCode(input)).toBe(expected);
  });

  test.each([
    { input: 'M' },
    { input: '' },
    { input: undefined },
    { input: null },
    { input: 'toString' },
    { input: ['m'] },
  ])('falls back to the default gender f for $input', ({ input }) => {
    expect(newsletterSalutationCode(input)).toBe(2);
  });
});
