import { describe, expect, test } from 'vitest';
import { consentModeState, tagManagerAllowed } from './consent-mode';

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
} as const;

describe('Google Consent Mode v2 signals from the consent services (issue 20, §4 consent)', () => {
  test.each([
    { services: [], expected: denied, tagManager: false },
    { services: ['storage', 'consent-manager'], expected: denied, tagManager: false },
    {
      services: ['storage', 'google-tag-manager'],
      expected: { ...denied, analytics_storage: 'granted' },
      tagManager: true,
    },
    {
      services: ['google-ads'],
      expected: {
        ...denied,
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
      tagManager: false,
    },
    {
      services: ['storage', 'google-tag-manager', 'google-ads', 'recommendations', 'econda'],
      expected: {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
        personalization_storage: 'granted',
        functionality_storage: 'granted',
        security_storage: 'granted',
      },
      tagManager: true,
    },
  ])('$services', ({ services, expected, tagManager }) => {
    expect(consentModeState(services)).toEqual(expected);
    expect(tagManagerAllowed(services)).toBe(tagManager);
  });
});
