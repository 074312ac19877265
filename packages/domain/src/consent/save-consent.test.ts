import { describe, expect, test } from 'vitest';
import { parseConsentCookie } from './consent-cookie';
import { parseConsentCopy } from './consent-copy';
import { acceptAllConsent, rejectAllConsent } from './consent-selection';
import { consentMaxAgeMs } from './consent-validity';
import { consentSaveEffects, recordConsentSave, saveConsent } from './save-consent';
import { defaults } from './test-fixtures';

const now = Date.UTC(2025, 5, 1, 12);

describe('saving a consent (spec §4)', () => {
  test('marks the interaction, the save time and the app version', () => {
    const saved = recordConsentSave(defaults, { now, appVersion: '2.0.0' });
    expect(saved).toMatchObject({
      userInteracted: true,
      savedAt: now,
      appVersion: '2.0.0',
      version: '7',
    });
  });

  test('appends each service status to its history', () => {
    const saved = recordConsentSave(acceptAllConsent(defaults), { now: new Date(now) });
    const histories = saved.categories.flatMap((c) => c.services.map((s) => s.history));
    expect(histories).toEqual(
      Array(6).fill([{ status: true, timestamp: now, consentVersion: '7', appVersion: '1.4.0' }]),
    );
  });

  test.each([
    { now: Number.NaN },
    { now: new Date(Number.NaN) },
    { now: Number.POSITIVE_INFINITY },
  ])('an unreadable now ($now) is recorded as 0', ({ now: unreadable }) => {
    expect(recordConsentSave(defaults, { now: unreadable }).savedAt).toBe(0);
  });

  test('accepting everything writes cookie and copy and announces the update, no reload', () => {
    const { consent, effects } = saveConsent(acceptAllConsent(defaults), { now });
    expect(effects.map((effect) => effect.type)).toEqual([
      'consentCookie.write',
      'consentCopy.write',
      'consent.updated',
    ]);
    expect(effects[0]).toMatchObject({ maxAgeMs: consentMaxAgeMs });
    expect(effects[2]).toEqual({ type: 'consent.updated', consent });
  });

  test('the written cookie and copy read back as the saved consent', () => {
    const { consent, effects } = saveConsent(defaults, { now });
    const cookie = effects.find((effect) => effect.type === 'consentCookie.write');
    const copy = effects.find((effect) => effect.type === 'consentCopy.write');
    expect(parseConsentCookie(cookie && 'value' in cookie ? cookie.value : null)).toMatchObject({
      savedAt: now,
      userInteracted: true,
      acceptedServices: ['storage', 'session', 'analytics'],
    });
    expect(parseConsentCopy(copy && 'value' in copy ? copy.value : null)).toEqual(consent);
  });

  test.each([
    {
      case: 'reject all',
      consent: rejectAllConsent(defaults),
      declined: ['analytics', 'appAnalytics', 'ads', 'retargeting'],
    },
    { case: 'the defaults', consent: defaults, declined: ['appAnalytics', 'ads', 'retargeting'] },
  ])(
    'when not all optional services are on ($case), their cookies go and the page reloads',
    ({ consent, declined }) => {
      const effects = consentSaveEffects(recordConsentSave(consent, { now }));
      expect(effects.slice(3)).toEqual([
        { type: 'trackingCookies.remove', services: declined },
        { type: 'page.reload' },
      ]);
    },
  );
});
