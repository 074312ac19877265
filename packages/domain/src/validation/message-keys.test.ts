import { describe, expect, test } from 'vitest';
import {
  genericMessageKeys,
  isValidationMessageKey,
  newPasswordMessageKeys,
  validationMessageKeys,
} from './message-keys';

describe('validation message keys (spec §5)', () => {
  test('lists the six generic messages', () => {
    expect(Object.values(genericMessageKeys)).toEqual([
      'validation.required',
      'validation.email',
      'validation.max-length',
      'validation.min-length',
      'validation.min-value',
      'validation.numeric',
    ]);
  });

  test('keeps every password key under reset-password.fields.new-password', () => {
    for (const key of Object.values(newPasswordMessageKeys)) {
      expect(key).toMatch(/^reset-password\.fields\.new-password\.[a-z-]+$/);
    }
  });

  test('has no duplicate keys', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
  });

  test.each([
    { input: 'validation.required', expected: true },
    { input: 'reset-password.fields.new-password.min', expected: true },
    { input: 'validation.tag-manager-id', expected: true },
    { input: 'Invalid input: expected string', expected: false },
    { input: '', expected: false },
    { input: undefined, expected: false },
    { input: 3, expected: false },
  ])('recognises $input as a key: $expected', ({ input, expected }) => {
    expect(isValidationMessageKey(input)).toBe(expected);
  });
});
