import { describe, expect, test } from 'vitest';
import { testDatabasesFor } from './test-databases';

const postgres = 'postgres://postgres@127.0.0.1:5432/vitrine_test';

describe('which databases the commerce suites run on (issue 4: PGlite, and PostgreSQL in CI)', () => {
  test.each([
    { env: {}, expected: ['pglite'] },
    { env: { CI: '' }, expected: ['pglite'] },
    { env: { CI: 'false' }, expected: ['pglite'] },
    { env: { CI: '0' }, expected: ['pglite'] },
    { env: { TEST_DATABASE_URL: '  ' }, expected: ['pglite'] },
    { env: { TEST_DATABASE_URL: postgres }, expected: ['pglite', 'postgres'] },
    { env: { CI: 'true', TEST_DATABASE_URL: postgres }, expected: ['pglite', 'postgres'] },
  ])('$env runs on $expected', ({ env, expected }) => {
    expect(testDatabasesFor(env)).toEqual(expected);
  });

  test.each([{ CI: 'true' }, { CI: '1' }, { CI: 'TRUE' }, { CI: 'true', TEST_DATABASE_URL: '' }])(
    'a CI run without a PostgreSQL fails loudly: $CI, TEST_DATABASE_URL=$TEST_DATABASE_URL',
    (env) => {
      expect(() => testDatabasesFor(env)).toThrow(/CI is set but TEST_DATABASE_URL is not/);
    },
  );
});
