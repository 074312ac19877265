import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  clampSlideIndex,
  lastLeadingIndex,
  pageCount,
  pageOfSlide,
  type SliderLayout,
  slideOfPage,
  stepSlideIndex,
} from './slider-paging';

const layoutArbitrary = fc.record({
  slideCount: fc.nat(40),
  slidesPerView: fc.constantFrom(1, 2, 3.1, 4.3, 6.2),
  slidesPerGroup: fc.integer({ min: 1, max: 6 }),
  loop: fc.boolean(),
});

describe('slider paging by slides per view (spec §9 slider)', () => {
  test.each([
    { layout: { slideCount: 12, slidesPerView: 2 }, last: 10, pages: 11 },
    { layout: { slideCount: 12, slidesPerView: 3.1 }, last: 9, pages: 10 },
    { layout: { slideCount: 12, slidesPerView: 4.3 }, last: 8, pages: 9 },
    { layout: { slideCount: 12, slidesPerView: 6.2 }, last: 6, pages: 7 },
    { layout: { slideCount: 12, slidesPerView: 6.2, slidesPerGroup: 6 }, last: 6, pages: 2 },
    { layout: { slideCount: 12, slidesPerView: 2, slidesPerGroup: 2 }, last: 10, pages: 6 },
    { layout: { slideCount: 12, slidesPerView: 2, loop: true }, last: 11, pages: 12 },
    {
      layout: { slideCount: 12, slidesPerView: 2, slidesPerGroup: 5, loop: true },
      last: 11,
      pages: 3,
    },
    { layout: { slideCount: 6, slidesPerView: 6.2 }, last: 0, pages: 1 },
    { layout: { slideCount: 6, slidesPerView: 6.2, loop: true }, last: 0, pages: 1 },
    { layout: { slideCount: 1, slidesPerView: 2, loop: true }, last: 0, pages: 1 },
    { layout: { slideCount: 0, slidesPerView: 2 }, last: 0, pages: 0 },
  ])('$layout has last leading index $last and $pages pages', ({ layout, last, pages }) => {
    expect(lastLeadingIndex(layout)).toBe(last);
    expect(pageCount(layout)).toBe(pages);
  });

  test.each<{ layout: SliderLayout; expected: number }>([
    { layout: { slideCount: -3, slidesPerView: 2 }, expected: 0 },
    { layout: { slideCount: Number.NaN, slidesPerView: 2 }, expected: 0 },
    { layout: { slideCount: 12.9, slidesPerView: 2 }, expected: 11 },
    { layout: { slideCount: 12, slidesPerView: 0 }, expected: 12 },
    { layout: { slideCount: 12, slidesPerView: -4 }, expected: 12 },
    { layout: { slideCount: 12, slidesPerView: Number.NaN }, expected: 12 },
    { layout: { slideCount: 12, slidesPerView: 2, slidesPerGroup: 0 }, expected: 11 },
    { layout: { slideCount: 12, slidesPerView: 2, slidesPerGroup: Number.NaN }, expected: 11 },
    { layout: { slideCount: Number.POSITIVE_INFINITY, slidesPerView: 2 }, expected: 0 },
  ])('reads the unusable layout $layout as $expected pages', ({ layout, expected }) => {
    expect(pageCount(layout)).toBe(expected);
  });

  test.each([
    { index: 0, loop: false, expected: 0 },
    { index: 5, loop: false, expected: 5 },
    { index: 9, loop: false, expected: 9 },
    { index: 10, loop: false, expected: 9 },
    { index: -1, loop: false, expected: 0 },
    { index: 4.4, loop: false, expected: 4 },
    { index: 4.5, loop: false, expected: 5 },
    { index: Number.NaN, loop: false, expected: 0 },
    { index: Number.POSITIVE_INFINITY, loop: false, expected: 0 },
    { index: 1e12, loop: false, expected: 9 },
    { index: 12, loop: true, expected: 0 },
    { index: 13, loop: true, expected: 1 },
    { index: -1, loop: true, expected: 11 },
    { index: -25, loop: true, expected: 11 },
    { index: 11, loop: true, expected: 11 },
  ])(
    'clamps index $index (loop $loop) of 12 slides at 3.1 to $expected',
    ({ index, loop, expected }) => {
      expect(clampSlideIndex(index, { slideCount: 12, slidesPerView: 3.1, loop })).toBe(expected);
    },
  );

  test('an empty slider has only index 0', () => {
    expect(clampSlideIndex(5, { slideCount: 0, slidesPerView: 2, loop: true })).toBe(0);
    expect(pageOfSlide(5, { slideCount: 0, slidesPerView: 2 })).toBe(0);
    expect(slideOfPage(5, { slideCount: 0, slidesPerView: 2 })).toBe(0);
  });

  test.each([
    { index: 0, step: 1, loop: false, expected: 1 },
    { index: 9, step: 1, loop: false, expected: 9 },
    { index: 0, step: -1, loop: false, expected: 0 },
    { index: 2, step: 3, loop: false, expected: 5 },
    { index: 11, step: 1, loop: true, expected: 0 },
    { index: 0, step: -1, loop: true, expected: 11 },
    { index: 30, step: 1, loop: false, expected: 9 },
    { index: 3, step: Number.NaN, loop: false, expected: 3 },
    { index: 3, step: 1.4, loop: false, expected: 4 },
  ])('steps $step from $index (loop $loop) to $expected', ({ index, step, loop, expected }) => {
    expect(stepSlideIndex(index, step, { slideCount: 12, slidesPerView: 3.1, loop })).toBe(
      expected,
    );
  });

  test.each([
    { index: 0, group: 1, expected: 0 },
    { index: 6, group: 1, expected: 6 },
    { index: 0, group: 6, expected: 0 },
    { index: 5, group: 6, expected: 0 },
    { index: 6, group: 6, expected: 1 },
    { index: 4, group: 4, expected: 1 },
    { index: 5, group: 4, expected: 1 },
    { index: 7, group: 4, expected: 2 },
  ])('slide $index with groups of $group is on page $expected', ({ index, group, expected }) => {
    expect(pageOfSlide(index, { slideCount: 12, slidesPerView: 6.2, slidesPerGroup: group })).toBe(
      expected,
    );
  });

  test('with loop the page follows the wrapped slide', () => {
    const layout = { slideCount: 12, slidesPerView: 2, slidesPerGroup: 5, loop: true };
    expect(pageOfSlide(10, layout)).toBe(2);
    expect(pageOfSlide(-1, layout)).toBe(2);
  });

  test.each([
    { page: 0, expected: 0 },
    { page: 1, expected: 6 },
    { page: 2, expected: 6 },
    { page: -1, expected: 0 },
    { page: Number.NaN, expected: 0 },
  ])('page $page of 12 slides at 6.2 in groups of 6 starts at $expected', ({ page, expected }) => {
    expect(slideOfPage(page, { slideCount: 12, slidesPerView: 6.2, slidesPerGroup: 6 })).toBe(
      expected,
    );
  });

  test('with loop, a page past the end wraps to the first', () => {
    const layout = { slideCount: 12, slidesPerView: 2, slidesPerGroup: 5, loop: true };
    expect(slideOfPage(3, layout)).toBe(0);
    expect(slideOfPage(2, layout)).toBe(10);
  });

  test('every index is in range and lies on an existing page', () => {
    fc.assert(
      fc.property(layoutArbitrary, fc.integer({ min: -100, max: 100 }), (layout, index) => {
        const slide = clampSlideIndex(index, layout);
        expect(slide).toBeGreaterThanOrEqual(0);
        expect(slide).toBeLessThanOrEqual(lastLeadingIndex(layout));
        const page = pageOfSlide(index, layout);
        expect(page).toBeGreaterThanOrEqual(0);
        expect(page).toBeLessThan(Math.max(1, pageCount(layout)));
      }),
    );
  });

  test('clamping is idempotent', () => {
    fc.assert(
      fc.property(layoutArbitrary, fc.integer({ min: -100, max: 100 }), (layout, index) => {
        const once = clampSlideIndex(index, layout);
        expect(clampSlideIndex(once, layout)).toBe(once);
      }),
    );
  });

  test('going to a page and reading the page back gives that page', () => {
    fc.assert(
      fc.property(layoutArbitrary, fc.nat(50), (layout, page) => {
        fc.pre(page < pageCount(layout));
        expect(pageOfSlide(slideOfPage(page, layout), layout)).toBe(page);
      }),
    );
  });

  test('with loop, stepping forward through every slide comes back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), fc.nat(39), (slideCount, start) => {
        const layout = { slideCount, slidesPerView: 2, loop: true };
        const from = clampSlideIndex(start, layout);
        expect(stepSlideIndex(from, slideCount, layout)).toBe(from);
      }),
    );
  });
});
