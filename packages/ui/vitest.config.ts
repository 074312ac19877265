import { defineConfig } from 'vitest/config';

// Unit tests of the non-visual helpers and the catalogues; components are tested as stories.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The docs-page check builds a TypeScript program over the components on its first test:
    // 8.7 s on CI's two cores beside the storefront's suite, over vitest's 5 s. A limit only
    // ends a test that hangs; speed is measured by bench scripts.
    testTimeout: 30_000,
  },
});
