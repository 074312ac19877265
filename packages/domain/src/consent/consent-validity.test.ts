import { describe, expect, test } from 'vitest';
import { consentMaxAgeMs, consentValidity } from './consent-validity';

const savedAt = Date.UTC(2025, 0, 1);
const stored = { version: '7', savedAt, userInteracted: true };

describe('stored consent validity (spec §4, §9: one year, current version, interaction)', () => {
  test('the one-year limit is the cookie max age of §9', () => {
    expect(consentMaxAgeMs).toBe(31556926000);
  });

  test.each([
    { case: 'just saved', now: savedAt, expected: { valid: true } },
    { case: 'one day old', now: savedAt + 86_400_000, expected: { valid: true } },
    {
      case: 'one millisecond under a year',
      now: savedAt + consentMaxAgeMs - 1,
      expected: { valid: true },
    },
    {
      case: 'exactly a year old',
      now: savedAt + consentMaxAgeMs,
      expected: { valid: false, reason: 'invalidTime' },
    },
    {
      case: 'two years old',
      now: savedAt + 2 * consentMaxAgeMs,
      expected: { valid: false, reason: 'invalidTime' },
    },
    {
      case: 'saved in the future',
      now: savedAt - 1,
      expected: { valid: false, reason: 'invalidTime' },
    },
    {
      case: 'an unreadable now',
      now: Number.NaN,
      expected: { valid: false, reason: 'invalidTime' },
    },
  ])('$case: $expected', ({ now, expected }) => {
    expect(consentValidity(stored, '7', now)).toEqual(expected);
    expect(consentValidity(stored, '7', new Date(now))).toEqual(expected);
  });

  test.each([
    { case: 'no stored consent', value: null, reason: 'invalidInteraction' },
    { case: 'undefined', value: undefined, reason: 'invalidInteraction' },
    {
      case: 'no interaction',
      value: { ...stored, userInteracted: false },
      reason: 'invalidInteraction',
    },
    {
      case: 'no interaction beats an old date and an old version',
      value: { version: '6', savedAt: 0, userInteracted: false },
      reason: 'invalidInteraction',
    },
    {
      case: 'an old date beats an old version',
      value: { version: '6', savedAt: 0, userInteracted: true },
      reason: 'invalidTime',
    },
    { case: 'another version', value: { ...stored, version: '6' }, reason: 'invalidVersion' },
    {
      case: 'a version with spaces',
      value: { ...stored, version: ' 7' },
      reason: 'invalidVersion',
    },
    {
      case: 'an unreadable save time',
      value: { ...stored, savedAt: Number.NaN },
      reason: 'invalidTime',
    },
  ])('$case: $reason', ({ value, reason }) => {
    expect(consentValidity(value, '7', savedAt + 1000)).toEqual({ valid: false, reason });
  });
});
