import { consentCookieName, serialiseConsentCookie, shops } from '@vitrine/domain';
import type { Browser, BrowserContext } from 'playwright-core';

/** The consent version of the demo space's consent blocks (every layout story). */
export const demoConsentVersion = '1';

/**
 * A consent cookie's value as the banner saves it: the visitor interacted, at `savedAt`, under
 * `version`, with no optional service on (issue 20). Valid by default.
 */
export function consentCookieValue({
  version = demoConsentVersion,
  savedAt = Date.now(),
  accepted = [] as readonly string[],
} = {}): string {
  return serialiseConsentCookie({
    version,
    appVersion: 'test',
    savedAt,
    userInteracted: true,
    categories: [
      {
        group: 'test',
        title: '',
        text: '',
        defaultValue: false,
        required: false,
        status: accepted.length > 0,
        services: accepted.map((name) => ({
          name,
          title: '',
          company: '',
          defaultValue: false,
          required: false,
          status: true,
          group: 'test',
          history: [],
          attTracking: false,
        })),
      },
    ],
  });
}

/** A `Cookie` header part with a valid consent: requests of visitors who decided already. */
export function validConsentCookie(): string {
  return `${consentCookieName}=${consentCookieValue()}`;
}

/** Every host name the demo shops answer on locally. */
const shopHosts = ['localhost', ...new Set(shops.map((shop) => shop.hosts.local))];

/** Gives a browser window a valid consent on every shop host: the banner stays closed. */
export async function giveConsent(context: BrowserContext, value = consentCookieValue()) {
  await context.addCookies(
    shopHosts.map((host) => ({
      name: consentCookieName,
      value,
      url: `http://${host}/`,
      sameSite: 'Lax' as const,
    })),
  );
}

const originals = new WeakMap<Browser, Browser>();

/**
 * The browser whose new windows hold a valid consent (issue 20): suites that are not about
 * consent click under where the banner would be. `withoutConsent(browser)` gives the browser
 * whose windows start without one (the consent suites).
 */
export function withConsentByDefault(browser: Browser): Browser {
  const wrapped = new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          await giveConsent(context);
          return context;
        };
      }
      if (property === 'newPage') {
        // A page of a window of its own, as `browser.newPage` makes one, closed with it.
        return async (...args: Parameters<Browser['newPage']>) => {
          const context = await target.newContext(...args);
          await giveConsent(context);
          const page = await context.newPage();
          // Not awaited by whoever closed the page: the suite's end may close the browser
          // first, and a context closed with its browser has nothing left to do.
          page.once('close', () => {
            context.close().catch(() => undefined);
          });
          return page;
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  originals.set(wrapped, browser);
  return wrapped;
}

/** The browser itself, whose new windows start without consent. */
export function withoutConsent(browser: Browser): Browser {
  return originals.get(browser) ?? browser;
}
