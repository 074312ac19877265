/**
 * Where a sign-in sends the visitor back to (§4 auth guard: "to the login and back"): the
 * query parameter the login address carries, and the check that what comes back in it is a
 * path of this site. Anything else (another host, a scheme, `//host`, a backslash, control
 * characters, an over-long value) is refused, so the login can never be used to send a
 * visitor elsewhere (an open redirect).
 */

/** The login address's parameter naming the page the visitor wanted. */
export const returnPathParameter = 'zurueck';

/** Longer paths are not pages of the shop; they are refused rather than cut. */
export const returnPathMaxLength = 500;

/**
 * The path to send a signed-in visitor to, or null when `value` is not a same-site path.
 *
 * @example
 * safeReturnPath('/konto/bestellungen/?seite=2'); // '/konto/bestellungen/?seite=2'
 * safeReturnPath('//evil.example/'); // null
 * safeReturnPath('https://evil.example/'); // null
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '' || value.length > returnPathMaxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read `/\host` as `//host`; control characters and spaces have no place in a path.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://shop.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://shop.invalid') return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The login address of a locale that brings the visitor back to `pathname` + `search`.
 *
 * @example
 * loginPathFor('/fr', '/fr/konto/', ''); // '/fr/login/?zurueck=%2Ffr%2Fkonto%2F'
 */
export function loginPathFor(localePrefix: string, pathname: string, search: string): string {
  const back = safeReturnPath(`${pathname}${search}`);
  const login = `${localePrefix}/login/`;
  return back === null
    ? login
    : `${login}?${new URLSearchParams({ [returnPathParameter]: back }).toString()}`;
}
