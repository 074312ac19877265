import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  checkPasswordLeak,
  isPasswordLeaked,
  leakCheckedPasswordSchema,
  passwordLeakQuery,
} from './password-leak-check';

// SHA-1('password'), a published test vector.
const passwordHash = '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8';
const passwordSuffix = passwordHash.slice(5);

describe('password leak check, client half (spec §5, §7)', () => {
  test.each([
    { input: 'password', expected: passwordHash },
    { input: '', expected: 'DA39A3EE5E6B4B0D3255BFEF95601890AFD80709' },
    { input: 'abc', expected: 'A9993E364706816ABA3E25717850C26C9CD0D89D' },
  ])('hashes $input to upper-case hex SHA-1', ({ input, expected }) => {
    expect(passwordLeakQuery(input).hash).toBe(expected);
  });

  test('sends the first five characters and keeps the other 35', () => {
    expect(passwordLeakQuery('password')).toEqual({
      hash: passwordHash,
      prefix: '5BAA6',
      suffix: passwordSuffix,
    });
  });

  test('hashes the UTF-8 bytes, so umlauts and emoji are stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (password) => {
        const query = passwordLeakQuery(password);
        expect(query.hash).toMatch(/^[0-9A-F]{40}$/);
        expect(query.prefix + query.suffix).toBe(query.hash);
        expect(query.prefix).toHaveLength(5);
      }),
    );
  });

  test.each([
    { name: 'list of suffixes', answer: ['0000000000000000000000000000000000A', passwordSuffix] },
    { name: 'lower-case list', answer: [passwordSuffix.toLowerCase()] },
    {
      name: 'SUFFIX:COUNT lines',
      answer: `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${passwordSuffix}:3861493\r\n`,
    },
    { name: 'SUFFIX:COUNT list', answer: [`${passwordSuffix}:12`] },
    { name: 'lines with spaces', answer: `  ${passwordSuffix.toLowerCase()} : 2  ` },
  ])('finds the suffix in a $name', ({ answer }) => {
    expect(isPasswordLeaked(passwordSuffix, answer)).toBe(true);
  });

  test.each([
    { name: 'empty list', answer: [] },
    { name: 'empty text', answer: '' },
    { name: 'other suffixes', answer: ['0018A45C4D1DEF81644B54AB7F969B88D65:1'] },
    { name: 'padding entry with count 0', answer: `${passwordSuffix}:0` },
    { name: 'prefix only', answer: [passwordSuffix.slice(0, 20)] },
    { name: 'list with non-strings', answer: [42, null, { suffix: passwordSuffix }] },
  ])('does not flag the password for a $name', ({ answer }) => {
    expect(isPasswordLeaked(passwordSuffix, answer)).toBe(false);
  });

  test.each([
    { name: 'null (failed call)', answer: null },
    { name: 'undefined', answer: undefined },
    { name: 'an error', answer: new Error('503') },
    { name: 'an object', answer: { suffixes: [] } },
    { name: 'a number', answer: 0 },
  ])('counts $name as leaked', ({ answer }) => {
    expect(isPasswordLeaked(passwordSuffix, answer)).toBe(true);
  });

  test('asks the lookup with the prefix only', async () => {
    const asked: string[] = [];
    const leaked = await checkPasswordLeak('password', async (prefix) => {
      asked.push(prefix);
      return [];
    });
    expect(asked).toEqual(['5BAA6']);
    expect(leaked).toBe(false);
  });

  test.each([
    { name: 'rejects', lookup: () => Promise.reject(new Error('offline')) },
    {
      name: 'throws',
      lookup: () => {
        throw new Error('offline');
      },
    },
  ])('counts the password as leaked when the lookup $name', async ({ lookup }) => {
    expect(await checkPasswordLeak('Sommer2024x', lookup)).toBe(true);
  });
});

describe('registering password with leak check (spec §5)', () => {
  test('fails with the leaked key when the suffix is listed', async () => {
    const leakedPassword = 'Sommer2024x';
    const { prefix, suffix } = passwordLeakQuery(leakedPassword);
    const schema = leakCheckedPasswordSchema(async (asked) => (asked === prefix ? [suffix] : []));
    const result = await schema.safeParseAsync(leakedPassword);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'reset-password.fields.new-password.leaked',
    ]);
  });

  test('passes when the suffix is not listed', async () => {
    const schema = leakCheckedPasswordSchema(async () => 'ABCDEF:1');
    expect(await schema.safeParseAsync('Sommer2024x')).toEqual({
      success: true,
      data: 'Sommer2024x',
    });
  });

  test('fails when the call fails', async () => {
    const schema = leakCheckedPasswordSchema(() => Promise.reject(new Error('timeout')));
    const result = await schema.safeParseAsync('Sommer2024x');
    expect(result.success).toBe(false);
  });

  test('makes no call for a password the rules already reject', async () => {
    let calls = 0;
    const schema = leakCheckedPasswordSchema(async () => {
      calls += 1;
      return [];
    });
    const result = await schema.safeParseAsync('kurz');
    expect(calls).toBe(0);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'reset-password.fields.new-password.min',
      'reset-password.fields.new-password.uppercase',
    ]);
  });
});
