import { describe, expect, test } from 'vitest';
import { passwordLeakQuery } from '../validation/password-leak-check';
import { passwordChangeSchema, passwordChangeSchemaWithLeakCheck } from './password-change';

const leaked = 'Sommer2024!x';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('passwordChangeSchema: change password (issue 19, §5 new-password rules)', () => {
  test.each([
    {
      input: { current_password: 'old', new_password: 'Sommerwind-Apfel7' },
      expected: [],
    },
    {
      input: { current_password: '', new_password: 'Sommerwind-Apfel7' },
      expected: ['current_password: validation.required'],
    },
    {
      input: { current_password: 'x'.repeat(201), new_password: 'Sommerwind-Apfel7' },
      expected: ['current_password: validation.max-length'],
    },
    {
      input: { current_password: 'old', new_password: 'kurz' },
      expected: [
        'new_password: reset-password.fields.new-password.min',
        'new_password: reset-password.fields.new-password.uppercase',
      ],
    },
    {
      input: { current_password: 'old', new_password: 'Mit Leerzeichen1' },
      expected: ['new_password: reset-password.fields.new-password.no-spaces'],
    },
  ])(
    '$input.new_password after "$input.current_password" gives $expected',
    ({ input, expected }) => {
      expect(messages(passwordChangeSchema.safeParse(input))).toEqual(expected);
    },
  );

  test('the server refuses a new password from the leak list, as at register', async () => {
    const { suffix } = passwordLeakQuery(leaked);
    const schema = passwordChangeSchemaWithLeakCheck(async () => [suffix]);
    expect(
      messages(await schema.safeParseAsync({ current_password: 'old', new_password: leaked })),
    ).toEqual(['new_password: reset-password.fields.new-password.leaked']);
    const clean = passwordChangeSchemaWithLeakCheck(async () => []);
    expect(
      (await clean.safeParseAsync({ current_password: 'old', new_password: leaked })).success,
    ).toBe(true);
  });
});
