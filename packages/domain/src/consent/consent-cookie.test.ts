import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseConsentCookie, serialiseConsentCookie, storedConsentOf } from './consent-cookie';
import { acceptAllConsent } from './consent-selection';
import { defaults } from './test-fixtures';

const saved = { ...defaults, userInteracted: true, savedAt: Date.UTC(2025, 0, 1) };
const cookieJson = (fields: Record<string, unknown>) =>
  JSON.stringify({
    version: '7',
    appVersion: '1.4.0',
    savedAt: 1735689600000,
    userInteracted: true,
    accepted: ['storage'],
    ...fields,
  });

describe('consent cookie (spec §4: the cookie is stored on save; §9)', () => {
  test('keeps version, app version, save time, interaction and the services that are on', () => {
    expect(parseConsentCookie(serialiseConsentCookie(saved))).toEqual({
      version: '7',
      appVersion: '1.4.0',
      savedAt: Date.UTC(2025, 0, 1),
      userInteracted: true,
      acceptedServices: ['storage', 'session', 'analytics'],
    });
  });

  test('the value needs no cookie escaping: no ; , space or quotes', () => {
    const value = serialiseConsentCookie(acceptAllConsent(saved));
    expect(value).not.toMatch(/[;,\s"\\]/);
  });

  test('an unsaved consent is written with save time 0', () => {
    expect(storedConsentOf(defaults).savedAt).toBe(0);
  });

  test('serialising then parsing gives the stored form, for any save time and version', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 8.64e15 }),
        fc.boolean(),
        (version, savedAt, userInteracted) => {
          const consent = { ...saved, version, savedAt, userInteracted };
          expect(parseConsentCookie(serialiseConsentCookie(consent))).toEqual(
            storedConsentOf(consent),
          );
        },
      ),
    );
  });

  test('reads a value a cookie library already decoded', () => {
    expect(parseConsentCookie(`  ${cookieJson({})} `)?.acceptedServices).toEqual(['storage']);
  });

  test.each([
    { case: 'a numeric version', fields: { version: 7 }, expected: { version: '7' } },
    { case: 'no app version', fields: { appVersion: undefined }, expected: { appVersion: '' } },
    {
      case: 'odd accepted names',
      fields: { accepted: ['storage', '', 3, null, 'storage', 'ads'] },
      expected: { acceptedServices: ['storage', 'ads'] },
    },
    {
      case: 'accepted is no list',
      fields: { accepted: 'storage' },
      expected: { acceptedServices: [] },
    },
    { case: 'extra fields', fields: { admin: true }, expected: { version: '7' } },
  ])('tolerates $case', ({ fields, expected }) => {
    expect(parseConsentCookie(encodeURIComponent(cookieJson(fields)))).toMatchObject(expected);
  });

  test.each([
    { case: 'empty', value: '' },
    { case: 'blank', value: '   ' },
    { case: 'not JSON', value: 'accepted' },
    { case: 'bad percent encoding', value: '%E0%A4%A' },
    { case: 'a lone %', value: '%' },
    { case: 'a lone surrogate', value: '\uD800' },
    { case: 'broken JSON', value: '{"version":' },
    { case: 'JSON null', value: 'null' },
    { case: 'a JSON list', value: '[1,2]' },
    { case: 'a JSON string', value: '"7"' },
    { case: 'no version', value: cookieJson({ version: undefined }) },
    { case: 'an object version', value: cookieJson({ version: { v: 7 } }) },
    { case: 'a text save time', value: cookieJson({ savedAt: '1735689600000' }) },
    { case: 'no save time', value: cookieJson({ savedAt: undefined }) },
    { case: 'a text interaction flag', value: cookieJson({ userInteracted: 'true' }) },
    { case: 'a huge value', value: cookieJson({ appVersion: 'x'.repeat(5000) }) },
    { case: 'undefined', value: undefined },
    { case: 'null', value: null },
    { case: 'a number', value: 42 },
  ])('gives null for $case', ({ value }) => {
    expect(parseConsentCookie(value)).toBeNull();
  });

  test('never throws, whatever the cookie holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (value) => {
        expect(() => parseConsentCookie(value)).not.toThrow();
        expect(() => parseConsentCookie(encodeURIComponent(value))).not.toThrow();
      }),
    );
  });
});
