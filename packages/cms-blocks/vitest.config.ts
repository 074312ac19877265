import { defineConfig } from 'vitest/config';

// Server rendering of every demo story and the pure helpers; the blocks' behaviour in a
// browser is tested as stories in apps/storybook.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/preload-block-views.ts'],
    // Rendering 840 stories is CPU-bound; on a busy 2-core machine wall-clock limits only add noise.
    testTimeout: 120_000,
  },
});
