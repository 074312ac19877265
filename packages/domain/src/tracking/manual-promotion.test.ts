import { describe, expect, test } from 'vitest';
import { manualPromotion } from './manual-promotion';

const all = {
  promotionId: 'sale-24',
  promotionName: 'Sommer',
  creativeName: 'hero',
  creativeSlot: 'home-1',
};

describe('manual promotion string (spec §4)', () => {
  test('joins the four parts in order', () => {
    expect(manualPromotion(all)).toBe('sale-24|Sommer|hero|home-1');
  });

  test('trims the parts', () => {
    expect(manualPromotion({ ...all, promotionName: '  Été  ' })).toBe('sale-24|Été|hero|home-1');
  });

  test.each([
    { missing: 'promotionId', value: undefined },
    { missing: 'promotionName', value: null },
    { missing: 'creativeName', value: '' },
    { missing: 'creativeSlot', value: '   ' },
  ])('is not built when $missing is $value', ({ missing, value }) => {
    expect(manualPromotion({ ...all, [missing]: value })).toBeNull();
  });

  test('is not built from nothing', () => {
    expect(manualPromotion({})).toBeNull();
  });
});
