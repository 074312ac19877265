import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ratingDisplay } from './rating-display';

describe('rating display (spec §2: both average and count exist; 5 stars filled by fraction)', () => {
  test.each([
    { input: [5, 12], stars: [1, 1, 1, 1, 1] },
    { input: [3.4, 2], stars: [1, 1, 1, 0.4, 0] },
    { input: [4.3, 1], stars: [1, 1, 1, 1, 0.3] },
    { input: [0.25, 1], stars: [0.25, 0, 0, 0, 0] },
    { input: [1, 1], stars: [1, 0, 0, 0, 0] },
    { input: [7, 3], stars: [1, 1, 1, 1, 1] },
  ])('average and count $input fill $stars', ({ input, stars }) => {
    expect(ratingDisplay(input[0], input[1])?.stars).toEqual(stars);
  });

  test('the average is limited to 5 and the count made whole', () => {
    expect(ratingDisplay(7, 3.9)).toEqual({ average: 5, reviewCount: 3, stars: [1, 1, 1, 1, 1] });
  });

  test.each([
    { input: [null, 3] },
    { input: [4.5, null] },
    { input: [undefined, undefined] },
    { input: [0, 3] },
    { input: [-1, 3] },
    { input: [4, 0] },
    { input: [4, 0.5] },
    { input: [4, -2] },
    { input: [Number.NaN, 3] },
    { input: [4, Number.POSITIVE_INFINITY] },
    { input: ['4.5', '3'] },
  ])('no rating for $input', ({ input }) => {
    expect(ratingDisplay(input[0], input[1])).toBeNull();
  });

  test('the stars add up to the average (to hundredths) and never rise from left to right', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.integer({ min: 1 }),
        (average, count) => {
          const stars = ratingDisplay(average, count)?.stars ?? [];
          const sum = stars.reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - average)).toBeLessThanOrEqual(0.03);
          for (let i = 1; i < stars.length; i++) {
            expect(stars[i]).toBeLessThanOrEqual(stars[i - 1] ?? 1);
          }
        },
      ),
    );
  });
});
