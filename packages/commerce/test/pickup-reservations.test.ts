import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { plainVariant } from './support/shopping';
import { babyDe, babyFr, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)(
  'click-and-reserve on %s (issue 15, spec §2; §6 flag clickAndReserve)',
  (kind) => {
    let handle: TestCommerce;
    let commerce: Commerce;
    let variantId: number;
    const shopper = { firstName: 'Anna', lastName: 'Muster', email: ' Anna@Example.DE' };

    beforeAll(async () => {
      handle = await openTestCommerce(kind);
      commerce = handle.commerce;
      // A plain article (not personalised, no bundle): the only kind a store can hold.
      const [row] = await commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id AND p.is_active
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${babyDe.shopId}
      WHERE v.bvc = 1 AND v.stock_quantity > 0 AND p.special_kinds = '{}'
      ORDER BY v.id LIMIT 1`);
      variantId = row?.id ?? (await plainVariant(commerce, babyDe.shopId, 1)).id;
    });
    afterAll(() => handle?.close());

    test('a shop with the flag lists its stores and which have the variant; shops without have none', async () => {
      const offer = await commerce.pickup.offer(babyDe, variantId);
      expect(offer?.onlineOnly).toBe(false);
      expect(offer?.stores.map((store) => store.id)).toEqual([
        'koeln-city',
        'koeln-ehrenfeld',
        'duesseldorf',
        'berlin-mitte',
      ]);
      expect(offer?.stores.some((store) => store.inStock)).toBe(true);
      expect(await commerce.pickup.offer(babyFr, variantId)).toBeNull();
      expect(await commerce.pickup.offer(vitalDe, variantId)).toBeNull();
    });

    test('a reservation in a store that has the article is stored with a number', async () => {
      const offer = await commerce.pickup.offer(babyDe, variantId);
      const store = offer?.stores.find((candidate) => candidate.inStock);
      const outcome = await commerce.pickup.reserve(babyDe, {
        variantId,
        storeId: store?.id,
        ...shopper,
      });
      expect(outcome).toMatchObject({ kind: 'ok', store: { id: store?.id } });
      if (outcome.kind !== 'ok') return;
      expect(outcome.reservationNumber).toMatch(/^R\d+$/);
      const [stored] = await commerce.db.rows<Record<string, unknown>>(sql`
      SELECT shop_id, language, store_id, variant_id, quantity, first_name, last_name, email
      FROM pickup_reservations WHERE reservation_number = ${outcome.reservationNumber}`);
      expect(stored).toEqual({
        shop_id: babyDe.shopId,
        language: 'de',
        store_id: store?.id,
        variant_id: variantId,
        quantity: 1,
        first_name: 'Anna',
        last_name: 'Muster',
        email: 'anna@example.de',
      });
    });

    test('refused: a shop without the flag, a store without the article, an unknown store', async () => {
      const offer = await commerce.pickup.offer(babyDe, variantId);
      const empty = offer?.stores.find((candidate) => !candidate.inStock);
      expect(
        await commerce.pickup.reserve(babyFr, { variantId, storeId: 'koeln-city', ...shopper }),
      ).toEqual({
        kind: 'refused',
        key: 'pickup.notOffered',
      });
      if (empty !== undefined) {
        expect(
          await commerce.pickup.reserve(babyDe, { variantId, storeId: empty.id, ...shopper }),
        ).toEqual({
          kind: 'refused',
          key: 'pickup.notInStore',
        });
      }
      expect(
        await commerce.pickup.reserve(babyDe, { variantId, storeId: 'wien-mariahilf', ...shopper }),
      ).toEqual({ kind: 'notFound' });
    });

    test.each([
      ['a name with digits', { firstName: 'Anna1' }, 'firstName'],
      ['no last name', { lastName: '' }, 'lastName'],
      ['an invalid address', { email: 'anna@' }, 'email'],
      ['eleven pieces', { quantity: 11 }, 'quantity'],
      ['an unknown field', { phone: '0221' }, 'phone'],
    ])('%s is refused at its field', async (_, change, field) => {
      const outcome = await commerce.pickup.reserve(babyDe, {
        variantId,
        storeId: 'koeln-city',
        ...shopper,
        ...change,
      });
      expect(outcome).toMatchObject({
        kind: 'invalid',
        issues: [expect.objectContaining({ field })],
      });
    });
  },
);
