import { describe, expect, test } from 'vitest';
import { loginPasswordSchema, newPasswordSchema } from './password';

const messagesOf = (input: unknown) =>
  newPasswordSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const key = (rule: string) => `reset-password.fields.new-password.${rule}`;

describe('new password (spec §5)', () => {
  test.each([
    { input: 'Sommer2024x' },
    { input: 'Abcdefghij' },
    { input: `A${'b'.repeat(29)}` },
    { input: 'Äpfelbäume!' },
    { input: 'éCOLE-PRIMAIRE' },
  ])('accepts $input', ({ input }) => {
    expect(newPasswordSchema.safeParse(input)).toEqual({ success: true, data: input });
  });

  test.each([
    { input: 'Abcdefghi', expected: [key('min')] },
    { input: `A${'b'.repeat(30)}`, expected: [key('max')] },
    { input: 'ABCDEFGHIJ', expected: [key('lowercase')] },
    { input: 'abcdefghij', expected: [key('uppercase')] },
    { input: 'Abcde fghij', expected: [key('no-spaces')] },
    { input: 'Abcde\tfghij', expected: [key('no-spaces')] },
    { input: 'Abcde\u00a0fghij', expected: [key('no-spaces')] },
    { input: ' Abcdefghij', expected: [key('no-spaces')] },
    { input: '1234567890', expected: [key('lowercase'), key('uppercase')] },
    { input: 'a', expected: [key('min'), key('uppercase')] },
    { input: '   ', expected: [key('min'), key('lowercase'), key('uppercase'), key('no-spaces')] },
  ])('reports every broken rule for $input', ({ input, expected }) => {
    expect(messagesOf(input)).toEqual(expected);
  });

  test.each([{ input: '' }, { input: undefined }, { input: null }, { input: 1234567890 }])(
    'reports only "required" when the value is missing: $input',
    ({ input }) => {
      expect(messagesOf(input)).toEqual([key('required')]);
    },
  );

  test('does not trim, so surrounding spaces are the shopper’s to fix', () => {
    expect(messagesOf(' Abcdefghij ')).toEqual([key('no-spaces')]);
  });

  test('carries the limits on the length issues', () => {
    const issues = newPasswordSchema.safeParse('Ab').error?.issues ?? [];
    expect(issues[0]).toMatchObject({ code: 'too_small', minimum: 10 });
    const tooLong = newPasswordSchema.safeParse(`A${'b'.repeat(40)}`).error?.issues ?? [];
    expect(tooLong[0]).toMatchObject({ code: 'too_big', maximum: 30 });
  });
});

describe('login password (spec §5)', () => {
  test.each([
    { input: 'kurz', expected: true },
    { input: ' with spaces ', expected: true },
    { input: '', expected: false },
    { input: undefined, expected: false },
  ])('only requires a value: $input', ({ input, expected }) => {
    expect(loginPasswordSchema.safeParse(input).success).toBe(expected);
  });

  test('reports a missing password with the generic key', () => {
    expect(loginPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});
