import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createAnalyticsService } from '../src/telemetry/analytics-service';
import { isValidationFailure } from '../src/validation';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const event = (name: string, path: string, shop = 'baby-de', locale = 'de-DE') => ({
  name,
  path,
  shop,
  locale,
});

describe.each(testDatabases)('analytics counts on %s (issue 20, §2 /scripts/econda.js)', (kind) => {
  let test_: TestCommerce;
  let clock = new Date('2026-11-20T10:00:00Z');
  const service = () => createAnalyticsService({ database: test_.commerce.db, now: () => clock });

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
  });
  afterAll(() => test_?.close());
  beforeEach(async () => {
    clock = new Date('2026-11-20T10:00:00Z');
    await test_.commerce.db.rows(sql`DELETE FROM analytics_events`);
  });

  test('events are counted per page type and name; the address and the visitor are not kept', async () => {
    const analytics = service();
    await analytics.record(event('page_view', '/p/luna-2000001/?variant=2000001_01'));
    await analytics.record(event('page_view', '/fr/p/poussette-2000002/', 'baby-ch', 'fr-CH'));
    await analytics.record(event('view_item', '/p/luna-2000001/'));
    await analytics.record(event('add_to_cart', '/p/luna-2000001/'));
    await analytics.record(event('page_view', '/konto/bestellung/A-1234/'));
    await analytics.record(event('page_view', '/'));
    expect(await analytics.summary()).toEqual([
      { pageType: 'accountOrder', name: 'page_view', count: 1 },
      { pageType: 'home', name: 'page_view', count: 1 },
      { pageType: 'product', name: 'page_view', count: 2 },
      { pageType: 'product', name: 'view_item', count: 1 },
      { pageType: 'product', name: 'add_to_cart', count: 1 },
    ]);
    const rows = await test_.commerce.db.rows<Record<string, unknown>>(
      sql`SELECT * FROM analytics_events ORDER BY id`,
    );
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['id', 'locale', 'name', 'page_type', 'recorded_at', 'shop'].sort(),
    );
    expect(rows[1]).toMatchObject({ shop: 'baby-ch', locale: 'fr-CH', page_type: 'product' });
    expect(JSON.stringify(rows)).not.toContain('A-1234');
    expect(JSON.stringify(rows)).not.toContain('variant');
  });

  test('a malformed event is a validation failure and counts nothing', async () => {
    const analytics = service();
    for (const input of [
      null,
      {},
      event('gtm.js', '/'),
      event('page_view', 'https://elsewhere.example/'),
      event('page_view', '/', 'baby-it'),
      event('page_view', '/', 'baby-de', 'fr-FR'),
    ]) {
      expect(isValidationFailure(await analytics.record(input))).toBe(true);
    }
    expect(await analytics.summary()).toEqual([]);
  });

  test('the summary reads the last 28 days; older events are pruned as new ones come', async () => {
    const analytics = service();
    await analytics.record(event('purchase', '/danke/'));
    clock = new Date('2026-12-20T10:00:00Z');
    await analytics.record(event('page_view', '/danke/'));
    expect(await analytics.summary()).toEqual([
      { pageType: 'thankYou', name: 'page_view', count: 1 },
    ]);
    expect(await analytics.summary({ days: 60 })).toEqual([
      { pageType: 'thankYou', name: 'page_view', count: 1 },
      { pageType: 'thankYou', name: 'purchase', count: 1 },
    ]);
    for (let index = 0; index < 999; index += 1) {
      await analytics.record(event('page_view', '/'));
    }
    const [left] = await test_.commerce.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM analytics_events WHERE name = 'purchase'`,
    );
    expect(left?.n).toBe(0);
  });
});
