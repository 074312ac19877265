import { describe, expect, test } from 'vitest';
import { accountDeletionSchema } from './account-deletion';

function messages(input: unknown): string[] {
  const result = accountDeletionSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('accountDeletionSchema: delete account asks the password again (§2 /konto/account-loeschen/)', () => {
  test.each([
    { name: 'a password', input: { password: 'Sommerwind-Apfel7' }, expected: [] },
    // An account may predate the §5 rules: any password it has is taken, the engine judges it.
    { name: 'a short old password', input: { password: 'alt' }, expected: [] },
    { name: 'an empty one', input: { password: '' }, expected: ['password: validation.required'] },
    { name: 'none at all', input: {}, expected: ['password: validation.required'] },
    { name: 'a number', input: { password: 7 }, expected: ['password: validation.required'] },
    {
      name: 'one longer than any password',
      input: { password: 'x'.repeat(201) },
      expected: ['password: validation.max-length'],
    },
    { name: 'the longest taken', input: { password: 'x'.repeat(200) }, expected: [] },
  ])('$name: $expected', ({ input, expected }) => {
    expect(messages(input)).toEqual(expected);
  });
});
