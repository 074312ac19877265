import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { withHydratingPages } from './hydrating-pages';

/** Debian's headless-only build of Chromium (package `chromium-headless-shell`). */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the storefront's suites drive: Debian's headless shell where it is installed
 * (`.ci/run` installs it), else Debian's full Chromium (`CHROMIUM_PATH` or `/usr/bin/chromium`).
 * `STOREFRONT_TEST_CHROMIUM` names another. The shell is the same Chromium without the
 * windowing parts: these suites never look at pixels (Storybook's visual baselines stay on the
 * full browser), and on CI's two cores it ran a browser suite in 0.78 of the time with 0.67 of
 * the processor time (shop-shell: 200 s → 155 s).
 */
export function testChromiumPath(): string {
  const named = process.env.STOREFRONT_TEST_CHROMIUM;
  if (named !== undefined && named !== '') return named;
  if (existsSync(headlessShell)) return headlessShell;
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Launches {@link testChromiumPath}'s browser; nothing is downloaded. Its pages loaded until the
 * network is idle are hydrated too (support/hydrating-pages.ts).
 */
export async function launchTestChromium(): Promise<Browser> {
  return withHydratingPages(await chromium.launch({ executablePath: testChromiumPath() }));
}
