import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createClientErrorsService } from '../src/telemetry/client-errors-service';
import { isValidationFailure } from '../src/validation';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)('client errors store on %s (issue 20 telemetry, §8, §9)', (kind) => {
  let test_: TestCommerce;
  let clock = new Date('2026-11-20T10:00:00Z');
  const service = () =>
    createClientErrorsService({ database: test_.commerce.db, now: () => clock });
  const report = {
    message: "Cannot read properties of undefined (reading 'id')",
    name: 'TypeError',
    stack: 'TypeError: Cannot read …\n    at x (/assets/p.js:1:2)',
    path: '/konto/bestellung/A-1234/?hash=secret',
    source: 'window',
    release: 'storefront@0.2.0',
    context: { call: 'consent' },
  };

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
  });
  afterAll(() => test_?.close());
  beforeEach(async () => {
    clock = new Date('2026-11-20T10:00:00Z');
    await test_.commerce.db.rows(sql`DELETE FROM client_errors`);
  });

  test('a report is stored with its release, source and context; the path without its query; newest first', async () => {
    const errors = service();
    expect(await errors.record(report)).toEqual({ kind: 'recorded' });
    clock = new Date('2026-11-20T10:05:00Z');
    await errors.record({ ...report, message: 'later', source: 'boundary', context: undefined });
    const listed = await errors.latest();
    expect(listed.map((entry) => entry.message)).toEqual(['later', report.message]);
    expect(listed[1]).toMatchObject({
      recordedAt: '2026-11-20T10:00:00.000Z',
      release: 'storefront@0.2.0',
      source: 'window',
      path: '/konto/bestellung/A-1234/',
      name: 'TypeError',
      stack: report.stack,
      context: { call: 'consent' },
    });
    expect(listed[0]).toMatchObject({ name: 'TypeError', context: {} });
    expect(JSON.stringify(listed)).not.toContain('secret');
    expect(await errors.latest({ limit: 1 })).toHaveLength(1);
  });

  test('a malformed report is a validation failure and stores nothing', async () => {
    const errors = service();
    for (const input of [
      null,
      {},
      { ...report, message: '' },
      { ...report, path: 'https://elsewhere.example/' },
      { ...report, source: 'console' },
      { ...report, release: 'storefront' },
      { ...report, context: { call: 7 } },
    ]) {
      expect(isValidationFailure(await errors.record(input))).toBe(true);
    }
    expect(await errors.latest()).toEqual([]);
  });
});
