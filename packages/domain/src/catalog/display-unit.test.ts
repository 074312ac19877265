import { describe, expect, test } from 'vitest';
import { displayUnit } from './display-unit';

describe('units (spec §9: LI = l, QM = m²)', () => {
  test.each([
    { input: 'LI', expected: 'l' },
    { input: 'QM', expected: 'm²' },
    { input: 'li', expected: 'l' },
    { input: ' qm ', expected: 'm²' },
    { input: 'kg', expected: 'kg' },
    { input: 'Stück', expected: 'Stück' },
    { input: 'TOSTRING', expected: 'TOSTRING' },
    { input: '', expected: '' },
    { input: null, expected: '' },
    { input: 7, expected: '' },
  ])('$input -> "$expected"', ({ input, expected }) => {
    expect(displayUnit(input)).toBe(expected);
  });
});
