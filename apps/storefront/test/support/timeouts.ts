/**
 * The storefront suites' time limits, in one place (vitest.config.ts reads them). They are
 * generous on purpose: CI is a loaded two-core machine, where opening PGlite, migrating and
 * seeding the demo catalog and launching Chromium take many times what they take on an idle one.
 * A limit only ends a test that hangs; speed is measured by bench scripts, never by limits.
 */

/** The production server's start (`server.js` until it listens), as test/support waits for it. */
export const serverStartTimeout = 180_000;

/**
 * A suite's set-up hook: one server start and a Chromium launch (or an in-process API server,
 * which seeds its own database), with room to spare.
 */
export const suiteSetupTimeout = 240_000;

/**
 * One test: a page or two in a real browser, axe over a page of product cards (10–35 s seen on
 * a busy machine), or a dozen scrypt verifications at production cost.
 */
export const testTimeout = 120_000;

/**
 * How long `expect.poll` waits for what a page will show (vitest's default is 1 s): on CI's
 * two cores, beside three other suites, a reload after a failed chunk or a banner closing after
 * its post took longer than that. A poll that succeeds returns at once; this only bounds a wait.
 */
export const pollTimeout = 15_000;
