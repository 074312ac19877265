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
    fileParallelism: false,
  },
});
