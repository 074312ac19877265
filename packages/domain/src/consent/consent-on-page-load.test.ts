import { describe, expect, test } from 'vitest';
import { serialiseConsentCookie } from './consent-cookie';
import { consentOnPageLoad } from './consent-on-page-load';
import { acceptAllConsent } from './consent-selection';
import { consentMaxAgeMs } from './consent-validity';
import { consentDefinition, defaults, statuses } from './test-fixtures';

const now = Date.UTC(2026, 10, 20, 10);
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const saved = (savedAt: number, version = '7') =>
  serialiseConsentCookie({ ...acceptAllConsent(defaults), version, savedAt, userInteracted: true });

describe('consent on page load (§4 validity, retail and crawler visitors)', () => {
  test.each([
    { name: 'no cookie', cookie: null, userAgent: browser, shown: true },
    { name: 'a valid cookie', cookie: saved(now - 1000), userAgent: browser, shown: false },
    {
      name: 'a cookie of an old version',
      cookie: saved(now - 1000, '6'),
      userAgent: browser,
      shown: true,
    },
    {
      name: 'a cookie a year old',
      cookie: saved(now - consentMaxAgeMs),
      userAgent: browser,
      shown: true,
    },
    { name: 'garbage', cookie: '%7Bnope', userAgent: browser, shown: true },
    { name: 'a retail app', cookie: null, userAgent: `${browser} retail/42`, shown: false },
    {
      name: 'a crawler',
      cookie: null,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      shown: false,
    },
  ])('$name: banner shown $shown', ({ cookie, userAgent, shown }) => {
    expect(
      consentOnPageLoad({ definition: consentDefinition, cookie, userAgent, now }).bannerShown,
    ).toBe(shown);
  });

  test('retail and crawler visitors get the storage service; others only the required ones in force', () => {
    const retail = consentOnPageLoad({
      definition: consentDefinition,
      cookie: null,
      userAgent: `${browser} retail/1`,
      now,
    });
    expect(statuses(retail.inForce).storage).toBe(true);
    const shopper = consentOnPageLoad({
      definition: consentDefinition,
      cookie: null,
      userAgent: browser,
      now,
    });
    expect(statuses(shopper.inForce)).toMatchObject({ analytics: false, ads: false });
    const valid = consentOnPageLoad({
      definition: consentDefinition,
      cookie: saved(now - 1),
      userAgent: browser,
      now,
    });
    expect(statuses(valid.inForce)).toMatchObject({ analytics: true, ads: true });
  });
});
