import { describe, expect, test } from 'vitest';
import { localeCookie, localeCookieEffect } from './locale-cookie';

describe('locale cookie (spec §9)', () => {
  test('is i18n_redirected for 365 days on / with sameSite lax', () => {
    expect(localeCookie).toEqual({
      name: 'i18n_redirected',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'lax',
    });
  });

  test.each([
    { locale: 'fr', expected: 'fr' },
    { locale: ' nl ', expected: 'nl' },
  ])('stores $locale as $expected', ({ locale, expected }) => {
    expect(localeCookieEffect(locale)).toEqual({
      type: 'cookie.set',
      ...localeCookie,
      value: expected,
    });
  });
});
