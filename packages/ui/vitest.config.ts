import { defineConfig } from 'vitest/config';

// Unit tests of the non-visual helpers and the catalogues; components are tested as stories.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
