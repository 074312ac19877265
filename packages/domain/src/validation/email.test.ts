import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { emailSchema } from './email';

const messagesOf = (input: unknown) =>
  emailSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('e-mail (spec §5)', () => {
  test.each([
    { input: 'anna@example.de', expected: 'anna@example.de' },
    { input: '  Anna.Muster@Example.DE ', expected: 'anna.muster@example.de' },
    { input: 'jan+shop@sub.example.nl', expected: 'jan+shop@sub.example.nl' },
    { input: "o'neil@example.fr", expected: "o'neil@example.fr" },
    { input: '\tKUNDE@BABY.CH\n', expected: 'kunde@baby.ch' },
  ])('accepts $input, trimmed and lower-cased', ({ input, expected }) => {
    expect(emailSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  test.each([
    { input: 'anna' },
    { input: 'anna@' },
    { input: '@example.de' },
    { input: 'anna@example' },
    { input: 'anna@@example.de' },
    { input: 'anna..muster@example.de' },
    { input: 'anna muster@example.de' },
    { input: 'anna@exämple.de' },
  ])('rejects the malformed $input', ({ input }) => {
    expect(messagesOf(input)).toEqual(['validation.email']);
  });

  test.each([{ input: '' }, { input: '   ' }, { input: undefined }, { input: null }, { input: 7 }])(
    'requires a value: $input',
    ({ input }) => {
      expect(messagesOf(input)).toEqual(['validation.required']);
    },
  );

  test('rejects addresses longer than 254 characters before matching them', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(186)}.de`;
    expect(longest).toHaveLength(254);
    expect(emailSchema.safeParse(longest).success).toBe(true);
    const issues = emailSchema.safeParse(`a${longest}`).error?.issues ?? [];
    expect(issues).toMatchObject([{ message: 'validation.max-length', maximum: 254 }]);
  });

  test('answers quickly for a huge pasted value', () => {
    expect(messagesOf(`${'a.'.repeat(100_000)}@`)).toEqual(['validation.max-length']);
  });

  test('a parsed address parses to itself (idempotent)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (address, shout) => {
        const first = emailSchema.safeParse(shout ? ` ${address.toUpperCase()} ` : address);
        if (first.success) expect(emailSchema.parse(first.data)).toBe(first.data);
      }),
    );
  });
});
