import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toastSwipeDismisses, toastSwipeProgress } from './toast-swipe';

describe('toast swipe (spec §4: a drag of 60 % of the width dismisses)', () => {
  test.each([
    { drag: 210, width: 350, dismisses: true, progress: 1 },
    { drag: -210, width: 350, dismisses: true, progress: 1 },
    { drag: 209, width: 350, dismisses: false, progress: 209 / 210 },
    { drag: 105, width: 350, dismisses: false, progress: 0.5 },
    { drag: 500, width: 350, dismisses: true, progress: 1 },
    { drag: 0, width: 350, dismisses: false, progress: 0 },
    { drag: 180, width: 300, dismisses: true, progress: 1 },
    { drag: 50, width: 0, dismisses: false, progress: 0 },
    { drag: 50, width: -300, dismisses: false, progress: 0 },
    { drag: Number.NaN, width: 300, dismisses: false, progress: 0 },
    { drag: 200, width: Number.NaN, dismisses: false, progress: 0 },
    { drag: Number.POSITIVE_INFINITY, width: 300, dismisses: false, progress: 0 },
  ])(
    'a drag of $drag px on a toast $width px wide dismisses: $dismisses',
    ({ drag, width, dismisses, progress }) => {
      expect(toastSwipeDismisses(drag, width)).toBe(dismisses);
      expect(toastSwipeProgress(drag, width)).toBeCloseTo(progress, 10);
    },
  );

  test('dismisses exactly when the progress is full, in either direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        (drag, width) => {
          expect(toastSwipeDismisses(drag, width)).toBe(toastSwipeProgress(drag, width) === 1);
          expect(toastSwipeDismisses(drag, width)).toBe(toastSwipeDismisses(-drag, width));
        },
      ),
    );
  });
});
