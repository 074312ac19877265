import { voucherCodeOf, voucherCookie } from '@vitrine/domain';
import { parse, serialize } from 'cookie';
import { createContext, type RouterContextProvider } from 'react-router';

/** The voucher cookie (§2, §9: a voucher is kept for 14 days), as the domain names it. */
export const voucherCookieName = voucherCookie.name;
const voucherCookieMaxAge = voucherCookie.maxAgeSeconds;

/**
 * The code a form post of this request just applied or removed: the page's loader, which runs
 * after the action in the same request, reads it instead of the cookie the request came with.
 */
const voucherCodeOfRequest = createContext<{ readonly code: string | null } | null>(null);

/** The voucher the shopper applied: the one just posted, else the cookie's; null without one. */
export function voucherCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
): string | null {
  const posted = context.get(voucherCodeOfRequest);
  if (posted !== null) return posted.code;
  const header = request.headers.get('cookie');
  if (header === null || header.length > 8192) return null;
  try {
    const code = parse(header)[voucherCookieName];
    // A cookie the shop did not set (another length or characters) is no voucher.
    return code !== undefined && voucherCodeOf(code) === code ? code : null;
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie header that keeps (or, with null, removes) the voucher, and notes it for the
 * loader of this request. Http-only (no script reads it), SameSite=Lax, Secure but on local hosts.
 */
export function keepVoucherCode(
  context: Readonly<RouterContextProvider>,
  code: string | null,
): string {
  context.set(voucherCodeOfRequest, { code });
  return serialize(voucherCookieName, code ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: context.hostKind !== 'local',
    maxAge: code === null ? 0 : voucherCookieMaxAge,
  });
}
