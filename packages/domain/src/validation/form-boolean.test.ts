import { describe, expect, test } from 'vitest';
import { answeredFormBooleanSchema, formBooleanSchema } from './form-boolean';

describe('yes/no field from JSON or an HTML form (spec §5 newsletter)', () => {
  test.each([
    { input: true, expected: true },
    { input: 'on', expected: true },
    { input: 'true', expected: true },
    { input: ' TRUE ', expected: true },
    { input: '1', expected: true },
    { input: false, expected: false },
    { input: 'off', expected: false },
    { input: 'false', expected: false },
    { input: 'False', expected: false },
    { input: '0', expected: false },
    { input: '', expected: false },
    { input: undefined, expected: false },
    { input: null, expected: false },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(formBooleanSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  test.each([
    { input: 'yes please' },
    { input: 'ja' },
    { input: 1 },
    { input: Number.NaN },
    { input: {} },
    { input: ['on'] },
  ])('rejects $input as an invalid choice', ({ input }) => {
    expect(formBooleanSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalid-choice',
    ]);
  });
});

describe('a yes/no question that must be answered (spec §5 newsletter of register and guest)', () => {
  test.each([
    { input: 'true', expected: true },
    { input: 'on', expected: true },
    { input: true, expected: true },
    { input: 'false', expected: false },
    { input: false, expected: false },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(answeredFormBooleanSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  test.each([
    { input: undefined, expected: 'validation.required' },
    { input: null, expected: 'validation.required' },
    { input: '', expected: 'validation.required' },
    { input: '  ', expected: 'validation.required' },
    { input: 'vielleicht', expected: 'validation.invalid-choice' },
  ])('refuses $input with $expected', ({ input, expected }) => {
    expect(
      answeredFormBooleanSchema.safeParse(input).error?.issues.map((issue) => issue.message),
    ).toEqual([expected]);
  });
});
