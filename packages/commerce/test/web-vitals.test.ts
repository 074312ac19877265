import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createWebVitalsService } from '../src/telemetry/web-vitals-service';
import { isValidationFailure } from '../src/validation';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)('web vitals store on %s (issue 20 telemetry, §7 metrics)', (kind) => {
  let test_: TestCommerce;
  let clock = new Date('2026-11-20T10:00:00Z');
  const service = () => createWebVitalsService({ database: test_.commerce.db, now: () => clock });

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
  });
  afterAll(() => test_?.close());
  beforeEach(async () => {
    clock = new Date('2026-11-20T10:00:00Z');
    await test_.commerce.db.rows(sql`DELETE FROM web_vital_samples`);
  });

  test('the p75 of each metric per page type; the address itself is not kept', async () => {
    const vitals = service();
    for (const value of [1000, 2000, 3000, 4000, 5000]) {
      await vitals.record({ path: '/p/luna-2000001/?variant=2000001_01', name: 'LCP', value });
    }
    await vitals.record({ path: '/fr/p/poussette-2000002/', name: 'CLS', value: 0.1 });
    await vitals.record({ path: '/konto/bestellung/A-1234/', name: 'INP', value: 120 });
    await vitals.record({ path: '/', name: 'TTFB', value: 80 });
    expect(await vitals.summary()).toEqual([
      { pageType: 'accountOrder', metric: 'INP', samples: 1, p75: 120 },
      { pageType: 'home', metric: 'TTFB', samples: 1, p75: 80 },
      { pageType: 'product', metric: 'LCP', samples: 5, p75: 4000 },
      { pageType: 'product', metric: 'CLS', samples: 1, p75: 0.1 },
    ]);
    const columns = await test_.commerce.db.rows<Record<string, unknown>>(
      sql`SELECT * FROM web_vital_samples LIMIT 1`,
    );
    expect(JSON.stringify(columns)).not.toContain('A-1234');
  });

  test('a malformed measurement is a validation failure and stores nothing', async () => {
    const vitals = service();
    for (const input of [
      null,
      {},
      { path: '/', name: 'FID', value: 10 },
      { path: '/', name: 'LCP', value: -5 },
      { path: 'https://elsewhere.example/', name: 'LCP', value: 10 },
    ]) {
      expect(isValidationFailure(await vitals.record(input))).toBe(true);
    }
    expect(await vitals.summary()).toEqual([]);
  });

  test('the summary reads the last 28 days; older measurements are pruned as new ones come', async () => {
    const vitals = service();
    await vitals.record({ path: '/', name: 'LCP', value: 9000 });
    clock = new Date('2026-12-20T10:00:00Z');
    await vitals.record({ path: '/', name: 'LCP', value: 1500 });
    expect(await vitals.summary()).toEqual([
      { pageType: 'home', metric: 'LCP', samples: 1, p75: 1500 },
    ]);
    expect(await vitals.summary({ days: 60 })).toEqual([
      { pageType: 'home', metric: 'LCP', samples: 2, p75: 7125 },
    ]);
    for (let index = 0; index < 999; index += 1) {
      await vitals.record({ path: '/', name: 'TTFB', value: 10 });
    }
    const [left] = await test_.commerce.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM web_vital_samples WHERE value = 9000`,
    );
    expect(left?.n).toBe(0);
  });
});
