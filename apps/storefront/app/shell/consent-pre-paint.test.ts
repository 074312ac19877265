import { runInNewContext } from 'node:vm';
import {
  consentCookieName,
  consentMaxAgeMs,
  consentValidity,
  parseConsentCookie,
  serialiseConsentCookie,
} from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { consentPrePaintScript } from './consent-pre-paint';

const now = Date.UTC(2026, 10, 27, 12);
const day = 24 * 60 * 60 * 1000;

/** A consent cookie's value as the banner writes it. */
function cookieValue(savedAt: number, version = '3', userInteracted = true): string {
  return serialiseConsentCookie({
    version,
    appVersion: 'test',
    savedAt,
    userInteracted,
    categories: [],
  });
}

/** Runs the head script in a window of its own; answers what it set on `<html>`. */
function prePaint(cookie: string, version = '3'): string | null {
  let consent: string | null = null;
  runInNewContext(consentPrePaintScript(version), {
    document: {
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => {
          if (name === 'data-consent') consent = value;
        },
      },
    },
    Date: { now: () => now },
  });
  return consent;
}

describe('the head script says what the domain’s consentValidity says (issue 20, §4: under a year, current version, interacted)', () => {
  test.each([
    { case: 'saved now', savedAt: now },
    { case: 'a day short of a year', savedAt: now - consentMaxAgeMs + day },
    { case: 'a millisecond short of a year', savedAt: now - consentMaxAgeMs + 1 },
    { case: 'exactly a year old', savedAt: now - consentMaxAgeMs },
    { case: 'a year and a day old', savedAt: now - consentMaxAgeMs - day },
    { case: 'saved in the future', savedAt: now + day },
    { case: 'an older version', savedAt: now, version: '2' },
    { case: 'never interacted', savedAt: now, userInteracted: false },
  ])('$case', ({ savedAt, version, userInteracted }) => {
    const value = cookieValue(savedAt, version, userInteracted);
    const domain = consentValidity(parseConsentCookie(value), '3', now).valid;
    expect(prePaint(`other=1; ${consentCookieName}=${value}`)).toBe(domain ? 'valid' : null);
  });

  test.each([
    { case: 'no cookie', cookie: '' },
    { case: 'a broken cookie', cookie: `${consentCookieName}=%7Bnot-json` },
    { case: 'a cookie of another name', cookie: `x${consentCookieName}=${cookieValue(now)}` },
  ])('$case: nothing', ({ cookie }) => {
    expect(prePaint(cookie)).toBeNull();
  });
});
