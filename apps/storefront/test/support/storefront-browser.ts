import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { withConsentByDefault } from './consent';
import { type RunningStorefront, startStorefront } from './storefront-server';

export interface StorefrontInBrowser {
  readonly storefront: RunningStorefront;
  readonly browser: Browser;
}

/**
 * One production server and Debian's Chromium for the suite that calls this (at its top
 * level), both ended after the suite. Nothing downloads a browser: `CHROMIUM_PATH` or
 * `/usr/bin/chromium`. `env` is read when the suite starts, after the hooks registered before
 * this call (a mail listener's address, say).
 */
export function storefrontInBrowserForSuite(
  env: () => Record<string, string> = () => ({}),
): StorefrontInBrowser {
  let storefront: RunningStorefront | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    storefront = await startStorefront(env());
    // Windows hold a valid consent unless a suite asks for one without (`withoutConsent`).
    browser = withConsentByDefault(
      await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is used before the suite started it`);
    return value;
  };
  return {
    get storefront() {
      return started(storefront, 'storefront');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
