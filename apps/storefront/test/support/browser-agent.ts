import type { Browser, BrowserContext } from 'playwright-core';
import { withoutConsent } from './consent';

/**
 * Chromium as a person runs it: headless Chromium's own user agent says `HeadlessChrome`, a
 * crawler to isbot, which gets no consent banner and no country offer.
 */
export const personAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A first-time visitor's desktop window: no consent yet, a person's user agent, and an address
 * of its own in `network` (`10.73.0`) so the per-client limits count each apart.
 */
export function firstTimeVisitor(
  browser: Browser,
  network: string,
  { javaScript = true }: { readonly javaScript?: boolean } = {},
): Promise<BrowserContext> {
  visitors += 1;
  return withoutConsent(browser).newContext({
    javaScriptEnabled: javaScript,
    userAgent: personAgent,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `${network}.${visitors}` },
  });
}

let visitors = 0;
