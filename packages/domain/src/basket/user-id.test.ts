import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { classifyUserId, isRegisteredUserId } from './user-id';

const serverId = 'a1b2c3d4'.repeat(8);

describe('user id classification (spec §3, §6: 64 characters means logged in)', () => {
  test.each([
    { case: '64 hex characters', input: serverId, expected: 'registered' },
    { case: '64 of any characters', input: 'x'.repeat(64), expected: 'registered' },
    { case: '64 emoji (128 UTF-16 units)', input: '🙂'.repeat(64), expected: 'registered' },
    { case: '63 characters', input: serverId.slice(1), expected: 'anonymous' },
    { case: '65 characters', input: `${serverId}0`, expected: 'anonymous' },
    { case: '32 emoji (64 UTF-16 units)', input: '🙂'.repeat(32), expected: 'anonymous' },
    { case: 'a random browser id', input: '3f9c2e71b0', expected: 'anonymous' },
    { case: 'an empty id', input: '', expected: 'anonymous' },
    { case: 'undefined', input: undefined, expected: 'anonymous' },
    { case: 'null', input: null, expected: 'anonymous' },
    { case: 'a number', input: 1234, expected: 'anonymous' },
  ])('$case is $expected', ({ input, expected }) => {
    expect(classifyUserId(input)).toBe(expected);
    expect(isRegisteredUserId(input)).toBe(expected === 'registered');
  });

  test('exactly the strings of 64 code points are registered', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 100 }), (id) => {
        expect(isRegisteredUserId(id)).toBe(id.length === 64);
      }),
    );
  });
});
