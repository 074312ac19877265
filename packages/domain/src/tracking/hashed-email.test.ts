import { describe, expect, test } from 'vitest';
import { hashEmail } from './hashed-email';

// SHA-256 of 'anna@example.de', computed independently with `printf %s anna@example.de | sha256sum`.
const annaHash = '25ffd4ca1b96b0784bb963640c3921f87adfce565e9fe65646f867a84fa50dfd';

describe('hashed customer e-mail (spec §4, §5)', () => {
  test.each([
    { input: 'anna@example.de' },
    { input: ' Anna@Example.DE ' },
    { input: '\tANNA@EXAMPLE.DE\n' },
  ])('hashes the trimmed, lower-cased $input', ({ input }) => {
    expect(hashEmail(input)).toBe(annaHash);
  });

  test('matches the published SHA-256 vector for "a"', () => {
    expect(hashEmail('a')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
  });

  test.each([
    { input: '' },
    { input: '   ' },
    { input: undefined },
    { input: null },
    { input: 42 },
  ])('has no hash without an address: $input', ({ input }) => {
    expect(hashEmail(input)).toBeNull();
  });

  test('hashes non-ASCII addresses as UTF-8', () => {
    expect(hashEmail('zoë@example.nl')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashEmail('ZOË@EXAMPLE.NL')).toBe(hashEmail('zoë@example.nl'));
  });
});
