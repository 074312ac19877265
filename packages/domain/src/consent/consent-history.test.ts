import { describe, expect, test } from 'vitest';
import { appendConsentHistory, consentHistoryLength, withHistoryFrom } from './consent-history';
import { setConsentService } from './consent-selection';
import { defaults } from './test-fixtures';
import type { Consent } from './types';

const entry = (timestamp: number) => ({ timestamp, consentVersion: '7', appVersion: '1.4.0' });
const historyOf = (consent: Consent, name: string) =>
  consent.categories.flatMap((c) => c.services).find((s) => s.name === name)?.history;

describe('consent history (spec §4: saving appends to each service history; §9: 3 entries)', () => {
  test('keeps three entries', () => {
    expect(consentHistoryLength).toBe(3);
  });

  test('every service gets its current status appended', () => {
    const once = appendConsentHistory(defaults, entry(1));
    expect(historyOf(once, 'storage')).toEqual([{ ...entry(1), status: true }]);
    expect(historyOf(once, 'ads')).toEqual([{ ...entry(1), status: false }]);
  });

  test.each([
    { saves: 1, expected: [1] },
    { saves: 3, expected: [1, 2, 3] },
    { saves: 4, expected: [2, 3, 4] },
    { saves: 10, expected: [8, 9, 10] },
  ])('after $saves saves the last three remain, oldest first', ({ saves, expected }) => {
    let consent = defaults;
    for (let save = 1; save <= saves; save += 1) {
      consent = appendConsentHistory(
        setConsentService(consent, 'ads', save % 2 === 0),
        entry(save),
      );
    }
    expect(historyOf(consent, 'ads')?.map((item) => item.timestamp)).toEqual(expected);
    expect(historyOf(consent, 'ads')?.at(-1)?.status).toBe(saves % 2 === 0);
  });

  test('histories are taken from another consent by service name', () => {
    const copy = appendConsentHistory(appendConsentHistory(defaults, entry(1)), entry(2));
    const withoutAds = {
      ...copy,
      categories: copy.categories.map((c) => ({
        ...c,
        services: c.services.filter((s) => s.name !== 'ads'),
      })),
    };
    const merged = withHistoryFrom(defaults, withoutAds);
    expect(historyOf(merged, 'storage')?.map((item) => item.timestamp)).toEqual([1, 2]);
    expect(historyOf(merged, 'ads')).toEqual([]);
  });

  test('a longer history from elsewhere is cut to three', () => {
    const fiveEntries = [1, 2, 3, 4, 5].map((timestamp) => ({ ...entry(timestamp), status: true }));
    const source: Consent = {
      ...defaults,
      categories: defaults.categories.map((category) => ({
        ...category,
        services: category.services.map((service) => ({ ...service, history: fiveEntries })),
      })),
    };
    const merged = withHistoryFrom(defaults, source);
    expect(historyOf(merged, 'storage')?.map((item) => item.timestamp)).toEqual([3, 4, 5]);
  });

  test.each([{ source: null }, { source: undefined }])(
    'no source ($source) changes nothing',
    ({ source }) => {
      expect(withHistoryFrom(defaults, source)).toBe(defaults);
    },
  );
});
