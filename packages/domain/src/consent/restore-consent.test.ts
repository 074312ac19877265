import { describe, expect, test } from 'vitest';
import { appendConsentHistory } from './consent-history';
import { consentInForce, restoreConsent } from './restore-consent';
import { defaults, statuses } from './test-fixtures';

const stored = {
  version: '7',
  appVersion: '1.3.0',
  savedAt: 5000,
  userInteracted: true,
  acceptedServices: ['ads', 'unknown-service'],
};

describe('restoring the consent on page load (spec §4)', () => {
  test('applies the stored choices: named services on, all others off, required on', () => {
    const restored = restoreConsent(defaults, stored);
    expect(statuses(restored)).toEqual({
      storage: true,
      session: true,
      analytics: false,
      appAnalytics: false,
      ads: true,
      retargeting: false,
    });
    expect(restored).toMatchObject({
      version: '7',
      appVersion: '1.3.0',
      savedAt: 5000,
      userInteracted: true,
    });
  });

  test('without a stored consent the defaults apply', () => {
    expect(restoreConsent(defaults, null)).toBe(defaults);
    expect(restoreConsent(defaults, undefined, null)).toBe(defaults);
  });

  test('histories continue from the local copy, with or without a stored consent', () => {
    const copy = appendConsentHistory(defaults, {
      timestamp: 4000,
      consentVersion: '6',
      appVersion: '1.2.0',
    });
    for (const restored of [
      restoreConsent(defaults, stored, copy),
      restoreConsent(defaults, null, copy),
    ]) {
      expect(restored.categories[2]?.services[0]?.history).toEqual([
        { status: false, timestamp: 4000, consentVersion: '6', appVersion: '1.2.0' },
      ]);
    }
  });
});

describe('the consent in force (spec §4: defaults preselect, a decision consents)', () => {
  test('without a valid decision only required services are on', () => {
    const inForce = consentInForce(defaults, { valid: false, reason: 'invalidInteraction' });
    expect(statuses(inForce)).toEqual({
      storage: true,
      session: true,
      analytics: false,
      appAnalytics: false,
      ads: false,
      retargeting: false,
    });
  });

  test('with a valid decision its choices are in force', () => {
    const restored = restoreConsent(defaults, stored);
    expect(consentInForce(restored, { valid: true })).toBe(restored);
  });
});
