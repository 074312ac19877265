import { describe, expect, test } from 'vitest';
import {
  acceptAllConsent,
  acceptedServiceNames,
  declinedOptionalServices,
  denyAppTrackedServices,
  hasSameChoices,
  isConsentServiceOn,
  rejectAllConsent,
  resetConsentToDefaults,
  setConsentCategory,
  setConsentService,
} from './consent-selection';
import { categoryStatuses, defaults, statuses } from './test-fixtures';

const everythingOn = acceptAllConsent(defaults);

describe('consent choices (spec §4 Consent actions)', () => {
  test('accept all switches every service and category on', () => {
    expect(Object.values(statuses(everythingOn))).toEqual(Array(6).fill(true));
    expect(categoryStatuses(everythingOn)).toEqual({
      essential: true,
      statistics: true,
      marketing: true,
    });
  });

  test.each([
    {
      case: 'in a browser (no app permission)',
      appTrackingAllowed: undefined,
      expected: {
        storage: true,
        session: true,
        analytics: false,
        appAnalytics: false,
        ads: false,
        retargeting: false,
      },
    },
    {
      case: 'when the app reported a denial',
      appTrackingAllowed: false,
      expected: {
        storage: true,
        session: true,
        analytics: false,
        appAnalytics: false,
        ads: false,
        retargeting: false,
      },
    },
    {
      case: 'when the app granted tracking, app-tracked services stay on',
      appTrackingAllowed: true,
      expected: {
        storage: true,
        session: true,
        analytics: false,
        appAnalytics: true,
        ads: false,
        retargeting: true,
      },
    },
  ])('reject all $case', ({ appTrackingAllowed, expected }) => {
    expect(statuses(rejectAllConsent(everythingOn, { appTrackingAllowed }))).toEqual(expected);
  });

  test('reject all never switches an app-tracked service on', () => {
    const rejected = rejectAllConsent(defaults, { appTrackingAllowed: true });
    expect(isConsentServiceOn(rejected, 'appAnalytics')).toBe(false);
    expect(categoryStatuses(rejected)).toEqual({
      essential: true,
      statistics: false,
      marketing: false,
    });
  });

  test('reject all without options behaves as in a browser', () => {
    expect(statuses(rejectAllConsent(everythingOn))).toEqual(
      statuses(rejectAllConsent(everythingOn, { appTrackingAllowed: null })),
    );
  });

  test('reset to defaults restores the CMS defaults', () => {
    expect(statuses(resetConsentToDefaults(everythingOn))).toEqual(statuses(defaults));
  });

  test.each([
    { group: 'marketing', status: true, expected: { ads: true, retargeting: true } },
    { group: 'statistics', status: false, expected: { analytics: false, appAnalytics: false } },
    { group: 'essential', status: false, expected: { storage: true, session: true } },
    { group: 'unknown', status: true, expected: {} },
    { group: '', status: true, expected: {} },
  ])(
    'toggling category $group to $status sets its group: $expected',
    ({ group, status, expected }) => {
      const toggled = setConsentCategory(defaults, group, status);
      expect(statuses(toggled)).toEqual({ ...statuses(defaults), ...expected });
    },
  );

  test('a category is on when any of its services is on', () => {
    const oneAd = setConsentService(defaults, 'retargeting', true);
    expect(categoryStatuses(oneAd).marketing).toBe(true);
    const noStatistics = setConsentService(defaults, 'analytics', false);
    expect(categoryStatuses(noStatistics).statistics).toBe(false);
  });

  test.each([
    { name: 'ads', status: true, changed: { ads: true } },
    { name: 'analytics', status: false, changed: { analytics: false } },
    { name: 'storage', status: false, changed: {} },
    { name: 'unbekannt', status: true, changed: {} },
    { name: '', status: true, changed: {} },
  ])('toggling service "$name" to $status', ({ name, status, changed }) => {
    expect(statuses(setConsentService(defaults, name, status))).toEqual({
      ...statuses(defaults),
      ...changed,
    });
  });

  test('changing choices keeps histories, version and interaction', () => {
    const saved = { ...everythingOn, userInteracted: true, savedAt: 5 };
    const changed = setConsentCategory(saved, 'marketing', false);
    expect(changed).toMatchObject({ version: '7', userInteracted: true, savedAt: 5 });
    expect(saved.categories[2]?.services[0]?.status).toBe(true);
  });

  test('an app denial switches the app-tracked services off and nothing else', () => {
    expect(statuses(denyAppTrackedServices(everythingOn))).toEqual({
      ...statuses(everythingOn),
      appAnalytics: false,
      retargeting: false,
    });
  });
});

describe('reading consent choices (spec §4)', () => {
  test.each([
    { name: 'storage', expected: true },
    { name: 'analytics', expected: true },
    { name: 'ads', expected: false },
    { name: 'unbekannt', expected: false },
    { name: '', expected: false },
  ])('service "$name" is on: $expected', ({ name, expected }) => {
    expect(isConsentServiceOn(defaults, name)).toBe(expected);
  });

  test('declined optional services are the optional ones that are off', () => {
    expect(declinedOptionalServices(defaults)).toEqual(['appAnalytics', 'ads', 'retargeting']);
    expect(declinedOptionalServices(everythingOn)).toEqual([]);
  });

  test('same choices compares statuses by service name only', () => {
    expect(hasSameChoices(defaults, resetConsentToDefaults(everythingOn))).toBe(true);
    expect(hasSameChoices(defaults, { ...defaults, userInteracted: true, savedAt: 1 })).toBe(true);
    expect(hasSameChoices(defaults, everythingOn)).toBe(false);
    expect(
      hasSameChoices(defaults, { ...defaults, categories: defaults.categories.slice(1) }),
    ).toBe(false);
  });
});

describe('the names of the services a consent has on (§3, the cookie and the settings layer)', () => {
  test('the defaults: the required services only; accept all: every one, in the definition’s order', () => {
    const on = (consent: typeof defaults) =>
      Object.entries(statuses(consent))
        .filter(([, status]) => status)
        .map(([name]) => name);
    expect(acceptedServiceNames(defaults)).toEqual(on(defaults));
    const all = acceptAllConsent(defaults);
    expect(acceptedServiceNames(all)).toEqual(Object.keys(statuses(all)));
  });
});
