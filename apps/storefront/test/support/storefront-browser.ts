import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { StorefrontServices } from '../../server/services';
import { withConsentByDefault } from './consent';
import { openEngineOn } from './engine';
import { type SeededDatabase, seededDatabase } from './seeded-database';
import { type RunningStorefront, startStorefront } from './storefront-server';
import { launchTestChromium } from './test-chromium';

export interface StorefrontInBrowser {
  /** The suite's server; after {@link withEngine} the one started again, at another port. */
  readonly storefront: RunningStorefront;
  readonly browser: Browser;
  /**
   * Stops the server, opens the engine on its database for `work` — what has no call of its
   * own, such as the warehouse's stock count (support/engine.ts) — closes it and starts the
   * server again on the same database, with the same environment, at another port. Answers
   * what `work` answered.
   */
  withEngine<T>(work: (engine: StorefrontServices) => Promise<T>): Promise<T>;
}

/**
 * One production server and Debian's Chromium for the suite that calls this (at its top
 * level), both ended after the suite. Nothing downloads a browser: Debian's, as
 * support/test-chromium.ts picks it. `env` is read when the suite starts, after the hooks registered before
 * this call (a mail listener's address, say).
 */
export function storefrontInBrowserForSuite(
  env: () => Record<string, string> = () => ({}),
): StorefrontInBrowser {
  let database: SeededDatabase | undefined;
  let serverEnv: Record<string, string> = {};
  let storefront: RunningStorefront | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    database = await seededDatabase(400);
    serverEnv = env();
    storefront = await startStorefront(serverEnv, { database });
    // Windows hold a valid consent unless a suite asks for one without (`withoutConsent`).
    browser = withConsentByDefault(await launchTestChromium());
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.stop();
    await database?.remove();
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
    async withEngine(work) {
      const folder = started(database, 'database');
      await started(storefront, 'storefront').stop();
      storefront = undefined;
      try {
        const engine = await openEngineOn(folder.directory, serverEnv);
        try {
          return await work(engine);
        } finally {
          await engine.close();
        }
      } finally {
        storefront = await startStorefront(serverEnv, { database: folder });
      }
    },
  };
}
