import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paginationRange } from './pagination-range';

describe('pagination range', () => {
  test.each([
    { page: 1, count: 0, expected: [] },
    { page: 1, count: 1, expected: [1] },
    { page: 3, count: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    { page: 1, count: 12, expected: [1, 2, 3, 4, 5, 'gap-end', 12] },
    { page: 4, count: 12, expected: [1, 2, 3, 4, 5, 'gap-end', 12] },
    { page: 5, count: 12, expected: [1, 'gap-start', 4, 5, 6, 'gap-end', 12] },
    { page: 6, count: 12, expected: [1, 'gap-start', 5, 6, 7, 'gap-end', 12] },
    { page: 9, count: 12, expected: [1, 'gap-start', 8, 9, 10, 11, 12] },
    { page: 12, count: 12, expected: [1, 'gap-start', 8, 9, 10, 11, 12] },
    { page: 99, count: 12, expected: [1, 'gap-start', 8, 9, 10, 11, 12] },
    { page: -3, count: 12, expected: [1, 2, 3, 4, 5, 'gap-end', 12] },
    { page: Number.NaN, count: 3, expected: [1, 2, 3] },
  ])('page $page of $count shows $expected', ({ page, count, expected }) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  test('two siblings widen the window', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  test('always shows the first, the last and the current page, in order, at a constant length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        (count, page) => {
          fc.pre(page <= count);
          const entries = paginationRange(page, count);
          const numbers = entries.filter((entry): entry is number => typeof entry === 'number');
          expect(entries).toHaveLength(7);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(count);
          expect(numbers).toContain(page);
          expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        },
      ),
    );
  });
});
