import { describe, expect, test } from 'vitest';
import { parseConsentDefinition } from './consent-definition';
import { defaultConsent } from './default-consent';
import { categoryStatuses, consentDefinition, statuses } from './test-fixtures';

describe('default consent (spec §4: defaults come from the CMS)', () => {
  test('required services are on, the others at their CMS default', () => {
    const consent = defaultConsent(consentDefinition, '1.4.0');
    expect(statuses(consent)).toEqual({
      storage: true,
      session: true,
      analytics: true,
      appAnalytics: false,
      ads: false,
      retargeting: false,
    });
    expect(categoryStatuses(consent)).toEqual({
      essential: true,
      statistics: true,
      marketing: false,
    });
  });

  test('nothing is decided yet: no interaction, no save time, empty histories', () => {
    const consent = defaultConsent(consentDefinition, '1.4.0');
    expect(consent).toMatchObject({
      version: '7',
      appVersion: '1.4.0',
      userInteracted: false,
      savedAt: null,
    });
    expect(consent.categories.flatMap((c) => c.services.map((s) => s.history))).toEqual(
      Array(6).fill([]),
    );
  });

  test('a required service is on even if its default says off', () => {
    const definition = parseConsentDefinition({
      categories: [{ group: 'g', services: [{ name: 's', required: true, defaultValue: false }] }],
    });
    expect(statuses(defaultConsent(definition))).toEqual({ s: true });
    expect(defaultConsent(definition).appVersion).toBe('');
  });

  test('a required category without services is on; an optional one is off', () => {
    const definition = parseConsentDefinition({
      categories: [
        { group: 'essential', required: true, services: [] },
        { group: 'extras', defaultValue: true, services: [] },
      ],
    });
    expect(categoryStatuses(defaultConsent(definition))).toEqual({
      essential: true,
      extras: false,
    });
  });

  test('an empty definition gives an empty consent', () => {
    expect(defaultConsent(parseConsentDefinition(null)).categories).toEqual([]);
  });
});
