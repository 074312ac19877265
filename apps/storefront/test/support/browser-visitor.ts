import type { Browser, BrowserContext } from 'playwright-core';

let visitors = 0;

/**
 * A browser window of a visitor of its own (a desktop window, with or without JavaScript).
 * Each comes through the proxy on loopback with an address of its own (the suite's server runs
 * with TRUST_PROXY), so the per-client limits count them apart.
 */
export function browserVisitor(browser: Browser, javaScript: boolean): Promise<BrowserContext> {
  visitors += 1;
  return browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: {
      'x-forwarded-for': `10.30.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`,
    },
  });
}

/**
 * Gives the browser the session `cookie` (`vitrine_session=…`, as `sessionCookieOf` reads it
 * from an answer) on the shop's host: the visitor then sees what the calls that opened it did.
 */
export async function handSessionTo(
  context: BrowserContext,
  host: string,
  cookie: string | undefined,
): Promise<void> {
  const [name, ...value] = (cookie ?? '').split('=');
  await context.addCookies([{ name: name ?? '', value: value.join('='), domain: host, path: '/' }]);
}
