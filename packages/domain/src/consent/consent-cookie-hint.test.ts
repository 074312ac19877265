import { describe, expect, test } from 'vitest';
import { serialiseConsentCookie } from './consent-cookie';
import { consentCookieMayHoldService } from './consent-cookie-hint';
import { acceptAllConsent, rejectAllConsent } from './consent-selection';
import { defaults } from './test-fixtures';

const saved = { ...defaults, savedAt: 1, userInteracted: true };
const acceptedAll = `consent=${serialiseConsentCookie(acceptAllConsent(saved))}`;
const rejectedAll = `consent=${serialiseConsentCookie(rejectAllConsent(saved))}`;

describe('whether the cookies may hold a service, before the consent rules load (issue 20, issue 14)', () => {
  test.each([
    { case: 'no cookies', cookies: '', service: 'analytics', may: false },
    { case: 'no consent cookie', cookies: 'vitrine_session=abc', service: 'analytics', may: false },
    { case: 'all accepted', cookies: acceptedAll, service: 'analytics', may: true },
    { case: 'among other cookies', cookies: `a=1; ${acceptedAll}; b=2`, service: 'ads', may: true },
    { case: 'all rejected', cookies: rejectedAll, service: 'analytics', may: false },
    // A name that only contains the service's is not the service.
    {
      case: 'only a longer name',
      cookies: `consent=${encodeURIComponent('{"accepted":["appAnalytics"]}')}`,
      service: 'analytics',
      may: false,
    },
    {
      case: 'a decoded cookie',
      cookies: 'consent={"accepted":["ads"]}',
      service: 'ads',
      may: true,
    },
    {
      case: 'another cookie naming it',
      cookies: 'x="analytics"',
      service: 'analytics',
      may: false,
    },
  ])('$case: $may', ({ cookies, service, may }) => {
    expect(consentCookieMayHoldService(cookies, service)).toBe(may);
  });
});
