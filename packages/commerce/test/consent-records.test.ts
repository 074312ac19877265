import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createConsentRecordsService } from '../src/telemetry/consent-records-service';
import { isValidationFailure } from '../src/validation';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const decision = {
  action: 'saveSelection',
  shopId: 'baby-de',
  href: 'https://www.example.de/kinderwagen/',
  version: '1',
  consents: { storage: true, econda: false, 'google-ads': true },
};

describe.each(testDatabases)(
  'consent records on %s (issue 20, GDPR Art. 7(1), §7 consent call)',
  (kind) => {
    let test_: TestCommerce;
    let clock = new Date('2026-11-20T10:00:00Z');
    const service = () =>
      createConsentRecordsService({ database: test_.commerce.db, now: () => clock });

    beforeAll(async () => {
      test_ = await openTestCommerce(kind);
    });
    afterAll(() => test_?.close());
    beforeEach(async () => {
      clock = new Date('2026-11-20T10:00:00Z');
      await test_.commerce.db.rows(sql`DELETE FROM consent_records`);
    });

    test('each decision is kept with its action, shop, page, version, consents and time', async () => {
      const records = service();
      expect(await records.record(decision)).toEqual({ kind: 'recorded' });
      clock = new Date('2026-11-20T10:05:00Z');
      await records.record({
        ...decision,
        action: 'acceptAll',
        consents: { storage: true, econda: true },
      });
      await records.record({ ...decision, shopId: 'baby-fr' });
      expect(await records.latest('baby-de')).toEqual([
        {
          recordedAt: new Date('2026-11-20T10:05:00Z'),
          action: 'acceptAll',
          shopId: 'baby-de',
          href: decision.href,
          version: '1',
          consents: { storage: true, econda: true },
        },
        { recordedAt: new Date('2026-11-20T10:00:00Z'), ...decision },
      ]);
    });

    test('a malformed decision is a validation failure and stores nothing', async () => {
      const records = service();
      for (const input of [
        null,
        {},
        { ...decision, action: 'ignore' },
        { ...decision, href: '/relative/' },
        { ...decision, version: '' },
        { ...decision, consents: { storage: 'yes' } },
        { ...decision, shopId: "baby'; DROP TABLE consent_records; --" },
      ]) {
        expect(isValidationFailure(await records.record(input))).toBe(true);
      }
      expect(await records.latest('baby-de')).toEqual([]);
    });
  },
);
