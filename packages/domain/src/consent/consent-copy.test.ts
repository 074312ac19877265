import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseConsentCopy, serialiseConsentCopy } from './consent-copy';
import { appendConsentHistory } from './consent-history';
import { acceptAllConsent } from './consent-selection';
import { defaults } from './test-fixtures';

const saved = appendConsentHistory(
  { ...acceptAllConsent(defaults), userInteracted: true, savedAt: 1000 },
  { timestamp: 1000, consentVersion: '7', appVersion: '1.4.0' },
);

describe('local copy of the consent (spec §4: saving stores a local copy)', () => {
  test('round-trips the whole consent, histories included', () => {
    expect(parseConsentCopy(serialiseConsentCopy(saved))).toEqual(saved);
    expect(parseConsentCopy(serialiseConsentCopy(defaults))).toEqual(defaults);
  });

  test('drops unreadable categories, services and history entries', () => {
    const raw = JSON.parse(serialiseConsentCopy(saved));
    raw.categories.push({ title: 'ohne Gruppe' }, null);
    raw.categories[0].services.push({ name: '' }, 'storage');
    raw.categories[0].services[0].history.push({ status: 'yes', timestamp: 2 }, { timestamp: 3 });
    raw.categories[1].history = 'not mine';
    const parsed = parseConsentCopy(JSON.stringify(raw));
    expect(parsed?.categories.map((c) => c.group)).toEqual([
      'essential',
      'statistics',
      'marketing',
    ]);
    expect(parsed?.categories[0]?.services.map((s) => s.name)).toEqual(['storage', 'session']);
    expect(parsed?.categories[0]?.services[0]?.history).toHaveLength(1);
  });

  test('keeps the last three history entries of a longer one', () => {
    const raw = JSON.parse(serialiseConsentCopy(saved));
    raw.categories[0].services[0].history = [1, 2, 3, 4].map((timestamp) => ({
      status: true,
      timestamp,
      consentVersion: '7',
      appVersion: '',
    }));
    const history = parseConsentCopy(JSON.stringify(raw))?.categories[0]?.services[0]?.history;
    expect(history?.map((entry) => entry.timestamp)).toEqual([2, 3, 4]);
  });

  test.each([
    {
      case: 'fields of the wrong type',
      patch: { savedAt: 'gestern', userInteracted: 'ja', appVersion: 4 },
      expected: { savedAt: null, userInteracted: false, appVersion: '' },
    },
    { case: 'a numeric version', patch: { version: 7 }, expected: { version: '7' } },
  ])('tolerates $case', ({ patch, expected }) => {
    const raw = { ...JSON.parse(serialiseConsentCopy(saved)), ...patch };
    expect(parseConsentCopy(JSON.stringify(raw))).toMatchObject(expected);
  });

  test.each([
    { case: 'empty', value: '' },
    { case: 'not JSON', value: 'consent' },
    { case: 'JSON null', value: 'null' },
    { case: 'no categories', value: JSON.stringify({ version: '7' }) },
    { case: 'no version', value: JSON.stringify({ categories: [] }) },
    {
      case: 'too large',
      value: JSON.stringify({ version: '7', categories: [], pad: 'x'.repeat(200_000) }),
    },
    { case: 'undefined', value: undefined },
    { case: 'an object instead of text', value: saved },
  ])('gives null for $case', ({ value }) => {
    expect(parseConsentCopy(value)).toBeNull();
  });

  test('never throws, whatever local storage holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (value) => {
        expect(() => parseConsentCopy(value)).not.toThrow();
      }),
    );
  });
});
