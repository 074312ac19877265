import type { SetCookie } from './command-effect';

/** §9: the locale cookie. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/** The effect that remembers a shopper's locale (e.g. `fr`) in the locale cookie. */
export function localeCookieEffect(locale: string): SetCookie {
  return { type: 'cookie.set', ...localeCookie, value: locale.trim() };
}
