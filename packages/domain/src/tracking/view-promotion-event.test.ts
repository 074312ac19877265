import { describe, expect, test } from 'vitest';
import { aProduct, externalVisitor, internalVisitor } from './test-fixtures';
import { itemFromProduct } from './tracking-item';
import { viewPromotionEvent } from './view-promotion-event';

const promotion = {
  promotionId: 'sale-24',
  promotionName: 'Sommer',
  creativeName: 'hero',
  creativeSlot: 'home-1',
};

describe('view promotion, once per session (spec §4)', () => {
  test('the first view sends the promotion and remembers its id', () => {
    const result = viewPromotionEvent({ promotion }, new Set(['other']), externalVisitor);
    expect(result?.event).toEqual({
      event: 'view_promotion',
      ecommerce: {
        promotion_id: 'sale-24',
        promotion_name: 'Sommer',
        creative_name: 'hero',
        creative_slot: 'home-1',
        promotion: 'sale-24|Sommer|hero|home-1',
      },
    });
    expect([...(result?.seenPromotionIds ?? [])]).toEqual(['other', 'sale-24']);
  });

  test('a second view in the session sends nothing', () => {
    const first = viewPromotionEvent({ promotion }, new Set(), externalVisitor);
    expect(
      viewPromotionEvent({ promotion }, first?.seenPromotionIds ?? new Set(), externalVisitor),
    ).toBeNull();
  });

  test('recognises an id seen before despite surrounding spaces', () => {
    const spaced = { ...promotion, promotionId: ' sale-24 ' };
    expect(
      viewPromotionEvent({ promotion: spaced }, new Set(['sale-24']), externalVisitor),
    ).toBeNull();
  });

  test('does not change the set it was given', () => {
    const seen = new Set<string>();
    viewPromotionEvent({ promotion }, seen, externalVisitor);
    expect(seen.size).toBe(0);
  });

  test.each([
    { promotionId: '' },
    { promotionId: '  ' },
    { promotionId: null },
    { promotionId: undefined },
  ])('sends nothing for a promotion without id ($promotionId)', ({ promotionId }) => {
    expect(
      viewPromotionEvent({ promotion: { ...promotion, promotionId } }, new Set(), externalVisitor),
    ).toBeNull();
  });

  test('without all four parts, sends the parts it has and no manual string', () => {
    const result = viewPromotionEvent(
      { promotion: { promotionId: 'sale-24', creativeSlot: 'home-1' } },
      new Set(),
      internalVisitor,
    );
    expect(result?.event).toEqual({
      event: 'view_promotion',
      ecommerce: { promotion_id: 'sale-24', creative_slot: 'home-1' },
      traffic_type: 'internal',
    });
  });

  test('carries the products the promotion shows, if any', () => {
    const items = [itemFromProduct(aProduct(), null).item];
    expect(
      viewPromotionEvent({ promotion, items }, new Set(), externalVisitor)?.event.ecommerce.items,
    ).toEqual(items);
    expect(
      viewPromotionEvent({ promotion, items: [] }, new Set(), externalVisitor)?.event.ecommerce,
    ).not.toHaveProperty('items');
  });
});
