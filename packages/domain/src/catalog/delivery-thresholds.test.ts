import { describe, expect, test } from 'vitest';
import type { Company } from '../market/types';
import { companies } from '../market/types';
import {
  deliveryThresholds,
  deliveryThresholdsOf,
  lateDeliveryMinDays,
} from './delivery-thresholds';

describe('delivery thresholds per company (spec §4, §9)', () => {
  test.each([
    { input: 'baby', instant: 3, soon: 4 },
    { input: 'bm', instant: 4, soon: 5 },
    { input: 'mh', instant: 4, soon: 5 },
    { input: 'vital', instant: 4, soon: 5 },
  ] as const)(
    '$input: instant up to $instant days, soon from $soon',
    ({ input, instant, soon }) => {
      expect(deliveryThresholdsOf(input)).toEqual({
        instantMaxDays: instant,
        soonMinDays: soon,
        lateMinDays: 14,
      });
    },
  );

  test('every company has thresholds that leave no gap between instant and soon', () => {
    for (const company of companies) {
      const thresholds = deliveryThresholds[company];
      expect(thresholds.soonMinDays).toBe(thresholds.instantMaxDays + 1);
      expect(thresholds.lateMinDays).toBe(lateDeliveryMinDays);
    }
  });

  test('an unknown company gets the thresholds of the others', () => {
    expect(deliveryThresholdsOf('' as Company)).toEqual(deliveryThresholds.vital);
    expect(deliveryThresholdsOf('toString' as Company)).toEqual(deliveryThresholds.vital);
  });
});
