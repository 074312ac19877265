/**
 * Gives the page's Content-Security-Policy nonce to the style elements libraries add in the
 * browser (issue 12 item 8). Radix's dialogs and selects lock scrolling with a `<style>`
 * element (react-style-singleton), which the policy refuses without the nonce; that library
 * reads it from `get-nonce`, whose fallback is webpack's global `__webpack_nonce__`. The
 * nonce is read from the server-rendered scripts: browsers hide the attribute, not the
 * `nonce` property.
 */
export function shareNonceWithStyleElements(document: Document): void {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}

/**
 * What the browser side does so that the policy refuses nothing the shop itself does: the nonce
 * for injected style elements. (Zod's compiled validators are switched off before any module
 * runs, by the inline script first in the head: zod-without-eval.tsx.)
 */
export function keepWithinContentSecurityPolicy(document: Document): void {
  shareNonceWithStyleElements(document);
}

// Imported first by root.tsx, before any dialog can open.
if (typeof document !== 'undefined') keepWithinContentSecurityPolicy(document);
