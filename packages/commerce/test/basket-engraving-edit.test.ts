import { randomBytes } from 'node:crypto';
import { planEngravingChange } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BasketChange, BasketOutcome, Commerce } from '../src/index';
import { babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const keyOf = (userId: string) => `basket_${babyDe.shopId}_${userId}`;

function changed(outcome: BasketOutcome): BasketChange {
  if (outcome.kind !== 'ok')
    throw new Error(`Expected a basket change, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe.each(testDatabases)(
  'a basket line’s engraving edited on %s (spec §2 engraving text edit, §4 "ohne", §7 updateItem)',
  (kind) => {
    let handle: TestCommerce;
    let commerce: Commerce;
    let variantId: number;

    beforeAll(async () => {
      handle = await openTestCommerce(kind);
      commerce = handle.commerce;
      const [row] = await commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN product_texts t ON t.product_id = v.product_id AND t.language = 'de'
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${babyDe.shopId}
      WHERE t.advanced_attributes ? 'gravureHeadline' AND v.bvc = 1 AND v.stock_quantity >= 5 ORDER BY v.id LIMIT 1`);
      if (row === undefined) throw new Error('no engraved article in the test catalog');
      variantId = row.id;
    });
    afterAll(() => handle?.close());

    test('the domain’s call changes the text, then "ohne" takes it off; quantity and group stay', async () => {
      const userId = randomBytes(8).toString('hex');
      const shopper = { userId };
      const added = changed(
        await commerce.basket.addItem(babyDe, shopper, {
          basketKey: keyOf(userId),
          variantId,
          quantity: 2,
          customData: { customText: { text1: 'Mia' } },
        }),
      );
      const [line] = added.basket.items;
      if (line === undefined) throw new Error('no line');
      const group = line.itemGroup;

      const renamed = planEngravingChange({
        basketKey: keyOf(userId),
        item: line,
        customText: { text1: 'Lena' },
      });
      const afterRename = changed(await commerce.basket.updateItem(babyDe, shopper, renamed));
      expect(afterRename.basket.items).toHaveLength(1);
      expect(afterRename.basket.items[0]).toMatchObject({
        quantity: 2,
        itemGroup: group,
        customData: { customText: { text1: 'Lena' } },
      });

      const current = afterRename.basket.items[0];
      if (current === undefined) throw new Error('no line');
      const removal = planEngravingChange({
        basketKey: keyOf(userId),
        item: current,
        customText: { text1: 'ohne' },
      });
      const afterRemoval = changed(await commerce.basket.updateItem(babyDe, shopper, removal));
      expect(afterRemoval.basket.items[0]?.quantity).toBe(2);
      expect(afterRemoval.basket.items[0]?.customData.customText).toBeUndefined();
    });

    test('a text over gravureLength is refused and the line keeps its text', async () => {
      const userId = randomBytes(8).toString('hex');
      const shopper = { userId };
      const added = changed(
        await commerce.basket.addItem(babyDe, shopper, {
          basketKey: keyOf(userId),
          variantId,
          customData: { customText: { text1: 'Mia' } },
        }),
      );
      const [line] = added.basket.items;
      if (line === undefined) throw new Error('no line');
      const call = planEngravingChange({
        basketKey: keyOf(userId),
        item: line,
        customText: { text1: 'x'.repeat(150) },
      });
      expect(await commerce.basket.updateItem(babyDe, shopper, call)).toMatchObject({
        kind: 'invalid',
        issues: [{ field: 'customData.customText.text1', key: 'engraving.tooLong' }],
      });
      const basket = await commerce.basket.get(babyDe, shopper, keyOf(userId));
      expect(basket?.items[0]?.customData.customText).toMatchObject({ text1: 'Mia' });
    });
  },
);
