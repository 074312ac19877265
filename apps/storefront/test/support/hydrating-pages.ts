import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pollTimeout } from './timeouts';

/**
 * True once the shop's page has hydrated (`<html data-hydrated>`, app/hydration-mark.ts), and
 * for a document that is not a shop page (no `data-brand`: an XML feed, a blank page).
 */
function shopPageHydrated(): boolean {
  const root = document.documentElement;
  return root === null || !('brand' in root.dataset) || 'hydrated' in root.dataset;
}

async function untilHydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(shopPageHydrated, null, { timeout: pollTimeout });
  } catch (error) {
    if (page.isClosed()) return;
    throw new Error(`${page.url()} did not hydrate within ${pollTimeout / 1000} s`, {
      cause: error,
    });
  }
}

/** What a wrapped object answers for everything it does not change: the original's own. */
function passThrough(target: object, property: PropertyKey): unknown {
  const value = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

const loads = new Set<PropertyKey>(['goto', 'reload', 'goBack', 'goForward']);

/** Whether a load's options (its last argument) wait for a quiet network. */
function waitsForNetworkIdle(args: readonly unknown[]): boolean {
  const options = args.at(-1);
  return (
    typeof options === 'object' &&
    options !== null &&
    (options as { waitUntil?: unknown }).waitUntil === 'networkidle'
  );
}

/**
 * The page whose loads "until the network is idle" also wait until React has hydrated it. The
 * suites used a quiet network as the sign that a page is ready for the shopper's clicks; on a
 * busy machine hydration came later, and a click on a link before it loaded the page the link
 * points to without JavaScript (the consent settings did, in CI).
 */
function hydratingPage(page: Page): Page {
  return new Proxy(page, {
    get(target, property) {
      if (loads.has(property)) {
        const load = Reflect.get(target, property, target) as (...args: unknown[]) => unknown;
        return async (...args: unknown[]) => {
          const response = await load.apply(target, args);
          if (waitsForNetworkIdle(args)) await untilHydrated(target);
          return response;
        };
      }
      if (property === 'waitForLoadState') {
        return async (...args: Parameters<Page['waitForLoadState']>) => {
          await target.waitForLoadState(...args);
          if (args[0] === 'networkidle') await untilHydrated(target);
        };
      }
      return passThrough(target, property);
    },
  });
}

/** The window whose new pages are {@link hydratingPage}s when it runs JavaScript. */
function hydratingContext(context: BrowserContext, javaScript: boolean): BrowserContext {
  if (!javaScript) return context;
  return new Proxy(context, {
    get(target, property) {
      if (property === 'newPage') {
        return async () => hydratingPage(await target.newPage());
      }
      return passThrough(target, property);
    },
  });
}

/**
 * The browser whose windows' pages, loaded until the network is idle, are also hydrated: what
 * every storefront browser suite takes as "the page is ready".
 */
export function withHydratingPages(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) =>
          hydratingContext(await target.newContext(...args), args[0]?.javaScriptEnabled !== false);
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          return args[0]?.javaScriptEnabled === false ? page : hydratingPage(page);
        };
      }
      return passThrough(target, property);
    },
  });
}
