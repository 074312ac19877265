import { defineConfig } from 'vitest/config';

// Integration suites open a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// once per file and seed a small catalog; opening PGlite takes seconds, hence the hook timeout.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
