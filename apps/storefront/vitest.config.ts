import { defineConfig } from 'vitest/config';
import { pollTimeout, suiteSetupTimeout, testTimeout } from './test/support/timeouts.ts';

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The server tests share one production server per file and a real browser; every suite
    // uses these limits instead of raising its own (test/support/timeouts.ts says why).
    testTimeout,
    hookTimeout: suiteSetupTimeout,
    expect: { poll: { timeout: pollTimeout } },
    // Three files at a time on CI's two cores: a browser suite's browser, server and test wait
    // on each other, and more files keep the processor busy. The whole suite alone: two files
    // 1,757 s (in CI), three 1,260 s, four 1,111 s. But in CI, beside the other packages'
    // suites (tools/run-suites.mjs), four went far slower than three (43 files in 23 min
    // against 81 in 26) and browser waits ran out: three it is.
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
