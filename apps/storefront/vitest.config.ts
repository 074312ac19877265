import { defineConfig } from 'vitest/config';
import { suiteSetupTimeout, testTimeout } from './test/support/timeouts.ts';

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The server tests share one production server per file and a real browser; every suite
    // uses these limits instead of raising its own (test/support/timeouts.ts says why).
    testTimeout,
    hookTimeout: suiteSetupTimeout,
    // Three files at a time on CI's two cores: most of a browser suite's time is the browser,
    // the server and the test waiting on each other. With three the whole run took 1,260 s and
    // kept 1.17 cores busy (1,473 s of processor time); with two, CI took 1,757 s. The other
    // packages' suites fill the rest (tools/run-suites.mjs).
    fileParallelism: true,
    maxWorkers: 3,
    // Every suite starts its own server on its own database copy, so the files may share one
    // worker's module cache instead of importing the server code afresh each (448 s -> 354 s
    // with the seeded templates, here).
    isolate: false,
    globalSetup: ['test/support/seeded-templates.setup.ts'],
    setupFiles: ['test/support/language-texts.setup.ts'],
  },
});
