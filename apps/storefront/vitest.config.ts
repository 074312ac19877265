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
    // Two files at a time: most of a browser suite's time is the browser and the server
    // waiting on each other, so two share the two cores of CI's machine without starving.
    fileParallelism: true,
    maxWorkers: 2,
    // Every suite starts its own server on its own database copy, so the files may share one
    // worker's module cache instead of importing the server code afresh each (448 s -> 354 s
    // with the seeded templates, here).
    isolate: false,
    globalSetup: ['test/support/seeded-templates.setup.ts'],
    setupFiles: ['test/support/language-texts.setup.ts'],
  },
});
