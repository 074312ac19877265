import { describe, expect, test } from 'vitest';
import { genderSchema, requiredGenderSchema } from './gender';

describe('gender (spec §3, §5)', () => {
  test.each([
    { input: 'm', expected: 'm' },
    { input: 'f', expected: 'f' },
    { input: 'd', expected: 'd' },
    { input: ' M ', expected: 'm' },
    { input: 'D', expected: 'd' },
    { input: undefined, expected: 'f' },
    { input: null, expected: 'f' },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(genderSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  test.each([
    { input: '', expected: 'validation.required' },
    { input: '  ', expected: 'validation.required' },
    { input: 'x', expected: 'validation.invalid-choice' },
    { input: 'male', expected: 'validation.invalid-choice' },
    { input: 0, expected: 'validation.invalid-choice' },
    { input: ['m'], expected: 'validation.invalid-choice' },
  ])('rejects $input with $expected', ({ input, expected }) => {
    expect(genderSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      expected,
    ]);
  });
});

describe('gender where §5 requires it (register, guest)', () => {
  test.each([
    { input: 'm', expected: 'm' },
    { input: ' F ', expected: 'f' },
    { input: 'd', expected: 'd' },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(requiredGenderSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  test.each([
    { input: undefined, expected: 'validation.required' },
    { input: null, expected: 'validation.required' },
    { input: '', expected: 'validation.required' },
    { input: ' ', expected: 'validation.required' },
    { input: 'x', expected: 'validation.invalid-choice' },
    { input: 2, expected: 'validation.invalid-choice' },
  ])('refuses $input with $expected', ({ input, expected }) => {
    expect(
      requiredGenderSchema.safeParse(input).error?.issues.map((issue) => issue.message),
    ).toEqual([expected]);
  });
});
