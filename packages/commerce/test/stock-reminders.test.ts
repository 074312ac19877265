import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { plainVariant } from './support/shopping';
import { babyChFr, babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)(
  'remind when available on %s (issue 15: spec §2 remind-when-available)',
  (kind) => {
    let handle: TestCommerce;
    let commerce: Commerce;
    /** A sold-out (BVC 4) variant of an active baby product, sold in Germany and Switzerland. */
    let soldOut: { id: number; productId: number; referenceKey: string };
    const productUrl = 'http://de.nido.localhost:3000/p/artikel-2000001/?variant=2000001_01';

    beforeAll(async () => {
      handle = await openTestCommerce(kind);
      commerce = handle.commerce;
      const [row] = await commerce.db.rows<{
        id: number;
        product_id: number;
        reference_key: string;
      }>(sql`
      SELECT v.id, v.product_id, v.reference_key FROM variants v
      JOIN products p ON p.id = v.product_id AND p.is_active
      WHERE v.bvc = 4
        AND EXISTS (SELECT 1 FROM variant_prices vp WHERE vp.variant_id = v.id AND vp.shop_id = ${babyDe.shopId})
        AND EXISTS (SELECT 1 FROM variant_prices vp WHERE vp.variant_id = v.id AND vp.shop_id = ${babyChFr.shopId})
      ORDER BY v.id LIMIT 1`);
      if (row === undefined) throw new Error('no sold-out variant in the demo catalogue');
      soldOut = { id: row.id, productId: row.product_id, referenceKey: row.reference_key };
    });
    afterAll(() => handle?.close());

    const ask = (email: string, context = babyDe, variantId = soldOut.id) =>
      commerce.stockReminders.request(context, { email, variantId, productUrl });

    test.each([
      ['no address', { variantId: 1, productUrl }, 'email'],
      ['an invalid address', { email: 'anna@', variantId: 1, productUrl }, 'email'],
      ['no variant', { email: 'anna@example.de', productUrl }, 'variantId'],
      [
        'a script address',
        { email: 'anna@example.de', variantId: 1, productUrl: 'javascript:alert(1)' },
        'productUrl',
      ],
      [
        'an unknown field',
        { email: 'anna@example.de', variantId: 1, productUrl, shopId: 12 },
        'shopId',
      ],
    ])('%s is refused at its field', async (_, input, field) => {
      expect(await commerce.stockReminders.request(babyDe, input)).toMatchObject({
        kind: 'invalid',
        issues: [expect.objectContaining({ field })],
      });
    });

    test('an unknown variant is not found; a variant that can be bought is refused', async () => {
      expect(await ask('anna@example.de', babyDe, 2_000_000_000)).toEqual({ kind: 'notFound' });
      const buyable = await plainVariant(commerce, babyDe.shopId, 1);
      expect(await ask('anna@example.de', babyDe, buyable.id)).toEqual({
        kind: 'refused',
        key: 'stockReminder.available',
      });
    });

    test('asking twice is one request; the stock coming back mails each shopper once, in their language', async () => {
      expect(await ask('Anna.Muster@Example.DE ')).toEqual({ kind: 'ok', created: true });
      expect(await ask('anna.muster@example.de')).toEqual({ kind: 'ok', created: false });
      expect(await ask('claire@example.ch', babyChFr)).toEqual({ kind: 'ok', created: true });
      const [open] = await commerce.db.rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM stock_reminders WHERE variant_id = ${soldOut.id} AND notified_at IS NULL`,
      );
      expect(open?.count).toBe(2);

      // No units yet: still sold out, nobody is told.
      expect(await commerce.stock.changeStock({ variantId: soldOut.id, quantity: 0 })).toEqual({
        kind: 'ok',
        quantity: 0,
        bvc: 4,
        reminded: 0,
      });

      expect(await commerce.stock.changeStock({ variantId: soldOut.id, quantity: 5 })).toEqual({
        kind: 'ok',
        quantity: 5,
        bvc: 1,
        reminded: 2,
      });
      const [german] = await commerce.mail.outbox({ to: 'anna.muster@example.de' });
      expect(german).toMatchObject({ kind: 'stock-reminder', shopId: babyDe.shopId });
      expect(german?.subject).toMatch(/^Wieder lieferbar: /);
      expect(german?.text).toContain(productUrl);
      expect(german?.html).toContain(productUrl.replaceAll('&', '&amp;'));
      const [french] = await commerce.mail.outbox({ to: 'claire@example.ch' });
      expect(french?.subject).toMatch(/^De nouveau disponible : /);

      // The variant can be bought now: product and listing say so.
      const product = await commerce.catalog.productById(babyDe, soldOut.productId);
      expect(product?.variants.find((variant) => variant.id === soldOut.id)?.logistics.bvc).toBe(1);

      // Told once: more stock mails nobody again.
      expect(
        await commerce.stock.changeStock({ variantId: soldOut.id, quantity: 9 }),
      ).toMatchObject({
        reminded: 0,
      });
      expect(await commerce.mail.outbox({ to: 'anna.muster@example.de' })).toHaveLength(1);
    });

    test('sold out again, the same shopper may ask again', async () => {
      await commerce.stock.changeStock({ variantId: soldOut.id, quantity: 0 });
      expect(await ask('anna.muster@example.de')).toEqual({ kind: 'ok', created: true });
    });

    test('a stock change is validated', async () => {
      expect(
        await commerce.stock.changeStock({ variantId: soldOut.id, quantity: -1 }),
      ).toMatchObject({
        kind: 'invalid',
        issues: [expect.objectContaining({ field: 'quantity' })],
      });
      expect(await commerce.stock.changeStock({ variantId: 2_000_000_000, quantity: 1 })).toEqual({
        kind: 'notFound',
      });
    });
  },
);
