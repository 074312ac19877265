import { serialize } from 'cookie';
import { signToken, unsignToken } from '../api/session-cookie';

/** The cookie that carries a proven editor through the pages of one preview session. */
export const previewCookieName = 'vitrine_cms_preview';

/** What the cookie is signed for: never a session cookie's value, even with the same key. */
const purpose = 'cms-preview';

/** The cookie's value: its expiry (Unix seconds), signed with the preview token. */
export function previewCookieValue(expiresAt: number, previewToken: string): string {
  return signToken(`${purpose}:${expiresAt}`, previewToken);
}

/** Whether a cookie value was signed with the preview token and has not expired yet. */
export function isValidPreviewCookie(
  value: string | undefined,
  previewToken: string,
  nowSeconds: number,
): boolean {
  if (value === undefined || previewToken === '') return false;
  const signed = unsignToken(value, previewToken);
  const match = signed === null ? null : /^cms-preview:(\d{1,12})$/.exec(signed);
  return match !== null && Number(match[1]) > nowSeconds;
}

/**
 * The `Set-Cookie` of a proven editor. Storyblok's editor frames the shop from another site,
 * where a browser sends a cookie only if it is `SameSite=None; Secure`; `Partitioned` (CHIPS)
 * keeps it working where third-party cookies are blocked, and keeps it inside the editor's
 * frame: the same browser's own tabs of the shop do not send it. Over plain HTTP (the local
 * preview, which frames its own origin) `Secure` is impossible and `SameSite=Lax` suffices.
 */
export function previewSetCookie(options: {
  readonly value: string;
  readonly maxAgeSeconds: number;
  readonly secure: boolean;
}): string {
  return serialize(previewCookieName, options.value, {
    httpOnly: true,
    path: '/',
    maxAge: options.maxAgeSeconds,
    ...(options.secure
      ? { secure: true, sameSite: 'none' as const, partitioned: true }
      : { sameSite: 'lax' as const }),
  });
}
