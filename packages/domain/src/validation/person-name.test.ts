import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { personNameMaxLength, personNameSchema } from './person-name';

describe('first and last name (spec §5)', () => {
  test.each([
    { input: 'Anna', expected: 'Anna' },
    { input: 'Müller-Lüdenscheidt', expected: 'Müller-Lüdenscheidt' },
    { input: 'François', expected: 'François' },
    { input: 'Zoë', expected: 'Zoë' },
    { input: 'van der Berg', expected: 'van der Berg' },
    { input: 'IJsbrand', expected: 'IJsbrand' },
    { input: 'Jean-Luc', expected: 'Jean-Luc' },
    { input: 'Dr. Straße', expected: 'Dr. Straße' },
    { input: 'Łukasz', expected: 'Łukasz' },
    { input: 'Ελένη', expected: 'Ελένη' },
    { input: '  Anna  ', expected: 'Anna' },
    { input: 'Anna\u00a0 Maria', expected: 'Anna Maria' },
    { input: 'Jose\u0301', expected: 'José' },
  ])('accepts and tidies $input', ({ input, expected }) => {
    expect(personNameSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  test.each([
    { input: "D'Artagnan" },
    { input: 'Anna1' },
    { input: 'Anna_Maria' },
    { input: 'Anna😀' },
    { input: '<script>' },
    { input: 'Anna, Maria' },
    { input: '-' },
    { input: '. -' },
  ])('rejects characters other than letters, hyphen, dot and space: $input', ({ input }) => {
    expect(personNameSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.name-characters',
    ]);
  });

  test.each([
    { input: '' },
    { input: '   ' },
    { input: '\u00a0\t' },
    { input: undefined },
    { input: null },
    { input: 42 },
  ])('requires a value: $input', ({ input }) => {
    expect(personNameSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.required',
    ]);
  });

  test.each([
    { input: 'A'.repeat(60), expected: [] },
    { input: `  ${'A'.repeat(60)}  `, expected: [] },
    { input: 'A'.repeat(61), expected: ['validation.max-length'] },
    {
      input: `${'A'.repeat(60)}1`,
      expected: ['validation.name-characters', 'validation.max-length'],
    },
  ])('takes at most 60 characters after tidying: $input', ({ input, expected }) => {
    const issues = personNameSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(expected);
    expect(issues.filter((issue) => issue.code === 'too_big')).toEqual(
      expected.includes('validation.max-length')
        ? [expect.objectContaining({ maximum: personNameMaxLength })]
        : [],
    );
  });

  test('parsing a parsed name changes nothing (idempotent)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        const first = personNameSchema.safeParse(input);
        if (first.success) expect(personNameSchema.parse(first.data)).toBe(first.data);
      }),
    );
  });
});
