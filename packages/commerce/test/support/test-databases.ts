type Env = Readonly<Record<string, string | undefined>>;

export type TestDatabase = 'pglite' | 'postgres';

/** Whether this is a CI run: `CI` set to anything but empty, `false` or `0` (`.ci/run` sets `CI=true`). */
export function isContinuousIntegration(env: Env): boolean {
  const value = env.CI?.trim().toLowerCase() ?? '';
  return value !== '' && value !== 'false' && value !== '0';
}

/**
 * The databases the integration suites run on: PGlite always, PostgreSQL too when
 * `TEST_DATABASE_URL` names a server. CI always has one (`.ci/run` starts it), so a CI run
 * without it throws instead of quietly leaving the PostgreSQL runs out; a local run without it
 * uses PGlite only.
 */
export function testDatabasesFor(env: Env): readonly TestDatabase[] {
  if ((env.TEST_DATABASE_URL?.trim() ?? '') !== '') return ['pglite', 'postgres'];
  if (isContinuousIntegration(env)) {
    throw new Error(
      'CI is set but TEST_DATABASE_URL is not, so the PostgreSQL runs of the commerce suites would ' +
        'be left out. Set TEST_DATABASE_URL=postgres://… (.ci/run starts a server and sets it), ' +
        'or unset CI to run on PGlite only.',
    );
  }
  return ['pglite'];
}
