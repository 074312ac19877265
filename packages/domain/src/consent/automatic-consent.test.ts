import { describe, expect, test } from 'vitest';
import {
  defaultStorageServiceName,
  isConsentBannerShown,
  withAutomaticConsent,
} from './automatic-consent';
import { parseConsentDefinition } from './consent-definition';
import { isConsentServiceOn } from './consent-selection';
import { defaultConsent } from './default-consent';

const definition = parseConsentDefinition({
  version: '1',
  categories: [
    {
      group: 'functional',
      services: [{ name: 'storage' }, { name: 'localStorage' }, { name: 'chat' }],
    },
  ],
});
const consent = defaultConsent(definition);

describe('automatic storage consent (spec §4: retail and crawler visitors)', () => {
  test('the storage service is called "storage" unless told otherwise', () => {
    expect(defaultStorageServiceName).toBe('storage');
  });

  test.each([
    { visitor: { isRetail: true }, expected: true },
    { visitor: { isCrawler: true }, expected: true },
    { visitor: { isRetail: true, isCrawler: true }, expected: true },
    { visitor: { isRetail: false, isCrawler: false }, expected: false },
    { visitor: {}, expected: false },
    { visitor: null, expected: false },
    { visitor: undefined, expected: false },
  ])('visitor $visitor gets storage on: $expected', ({ visitor, expected }) => {
    const result = withAutomaticConsent(consent, visitor);
    expect(isConsentServiceOn(result, 'storage')).toBe(expected);
    expect(isConsentServiceOn(result, 'chat')).toBe(false);
  });

  test('the service name is a parameter', () => {
    const result = withAutomaticConsent(consent, { isCrawler: true }, 'localStorage');
    expect(isConsentServiceOn(result, 'localStorage')).toBe(true);
    expect(isConsentServiceOn(result, 'storage')).toBe(false);
  });

  test('a storage service the CMS does not list cannot be switched on', () => {
    const result = withAutomaticConsent(consent, { isRetail: true }, 'unbekannt');
    expect(isConsentServiceOn(result, 'unbekannt')).toBe(false);
  });
});

describe('consent banner on page load (spec §4)', () => {
  const valid = { valid: true } as const;
  const invalid = { valid: false, reason: 'invalidVersion' } as const;

  test.each([
    { validity: invalid, visitor: {}, expected: true },
    { validity: invalid, visitor: { isCrawler: true }, expected: true },
    { validity: invalid, visitor: { isRetail: true }, expected: false },
    { validity: invalid, visitor: null, expected: true },
    { validity: valid, visitor: {}, expected: false },
    { validity: valid, visitor: { isRetail: true }, expected: false },
  ])(
    '$validity.valid consent, visitor $visitor: banner shown $expected',
    ({ validity, visitor, expected }) => {
      expect(isConsentBannerShown(validity, visitor)).toBe(expected);
    },
  );
});
