import { describe, expect, test } from 'vitest';
import { consentHashCommand, parseConsentHash } from './consent-hash-command';

const allow = { type: 'consent.appTracking', allowed: true };
const open = { type: 'consentBanner.open' };

describe('consent commands in the URL hash (spec §2)', () => {
  test.each([
    { hash: '#denyConsent', expected: 'denyConsent' },
    { hash: 'denyConsent', expected: 'denyConsent' },
    { hash: '#denyAppConsent', expected: 'denyAppConsent' },
    { hash: '#allowAppConsent', expected: 'allowAppConsent' },
    { hash: '#DENYCONSENT', expected: null },
    { hash: '#denyConsent&x', expected: null },
    { hash: '##denyConsent', expected: null },
    { hash: '#', expected: null },
    { hash: '', expected: null },
    { hash: null, expected: null },
  ])('$hash names $expected', ({ hash, expected }) => {
    expect(parseConsentHash(hash)).toBe(expected);
  });

  test.each([
    { hash: '#denyConsent', banner: undefined, expected: [{ type: 'consent.denyAll' }] },
    {
      hash: '#denyAppConsent',
      banner: true,
      expected: [{ type: 'consent.appTracking', allowed: false }],
    },
    { hash: '#allowAppConsent', banner: undefined, expected: [allow, open] },
    { hash: '#allowAppConsent', banner: true, expected: [allow, open] },
    { hash: '#allowAppConsent', banner: false, expected: [allow] },
    { hash: '#somethingElse', banner: undefined, expected: [] },
    { hash: undefined, banner: undefined, expected: [] },
  ])('$hash with the banner flag $banner', ({ hash, banner, expected }) => {
    expect(consentHashCommand(hash, banner)).toEqual(expected);
  });
});
