import { describe, expect, test } from 'vitest';
import { newsletterRequestLimits, newsletterRequestSchema } from './newsletter-request';

function keysOf(input: Record<string, unknown>) {
  const result = newsletterRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message }));
}

describe('the newsletter sign-up (§7): one schema for the block, its post, the /api call and the engine (issue 18)', () => {
  test.each([
    { field: 'source', limit: newsletterRequestLimits.source },
    { field: 'name', limit: newsletterRequestLimits.name },
  ])(
    '$field: $limit characters are taken, one more is "validation.max-length"',
    ({ field, limit }) => {
      const email = 'leser@example.de';
      expect(keysOf({ email, [field]: 'a'.repeat(limit) })).toEqual([]);
      expect(keysOf({ email, [field]: 'a'.repeat(limit + 1) })).toEqual([
        { field, key: 'validation.max-length' },
      ]);
    },
  );

  test('the limits are the engine’s: a source of 60 characters, a name of 120', () => {
    expect(newsletterRequestLimits).toEqual({ name: 120, source: 60 });
  });

  test.each([
    {
      input: { email: 'A@B.DE', source: 'home' },
      parsed: { email: 'a@b.de', source: 'home', salutation: 2 },
    },
    {
      input: { email: 'a@b.de', source: '', salutation: '0' },
      parsed: { email: 'a@b.de', salutation: 0 },
    },
    {
      input: { email: 'a@b.de', firstName: 'Zoë', salutation: 4 },
      parsed: { email: 'a@b.de', firstName: 'Zoë', salutation: 4 },
    },
  ])(
    '$input is taken as $parsed (§3 salutation codes m=0, f=2, d=4; 2 when none)',
    ({ input, parsed }) => {
      expect(newsletterRequestSchema.parse(input)).toEqual(parsed);
    },
  );

  test.each([
    { input: { email: 'x' }, keys: [{ field: 'email', key: 'validation.email' }] },
    {
      input: { email: 'a@b.de', salutation: 3 },
      keys: [{ field: 'salutation', key: 'validation.invalid-choice' }],
    },
    {
      input: { email: 'a@b.de', source: 'ho\nme' },
      keys: [{ field: 'source', key: 'validation.invalid' }],
    },
  ])('$input is refused: $keys', ({ input, keys }) => {
    expect(keysOf(input)).toEqual(keys);
  });
});
