/**
 * Paging maths of a slider: which slide may lead the row, how many pages (bullets) there are,
 * and how an index moves, clamps or wraps. Slides per view may be fractional (3.1): without
 * loop the row stops when the last slide is fully in view. Loop only applies when there are
 * more slides than fit in a view.
 */

export interface SliderLayout {
  readonly slideCount: number;
  readonly slidesPerView: number;
  /** Slides moved per page; 1 unless set (one bullet per position). */
  readonly slidesPerGroup?: number;
  /** With loop, the row wraps from the last slide to the first. */
  readonly loop?: boolean;
}

interface Layout {
  readonly slideCount: number;
  readonly slidesPerView: number;
  readonly slidesPerGroup: number;
  readonly loop: boolean;
}

const wholeAtLeast = (value: number | undefined, minimum: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.max(minimum, Math.floor(value))
    : minimum;

/** A CMS or a measurement can send anything; every rule below works on these clean values. */
const layoutOf = (layout: SliderLayout): Layout => {
  const slideCount = wholeAtLeast(layout.slideCount, 0);
  const slidesPerView =
    Number.isFinite(layout.slidesPerView) && layout.slidesPerView > 0 ? layout.slidesPerView : 1;
  return {
    slideCount,
    slidesPerView,
    slidesPerGroup: wholeAtLeast(layout.slidesPerGroup, 1),
    // When every slide fits, looping would only show copies, so the row stands still.
    loop: layout.loop === true && slideCount > slidesPerView,
  };
};

const wrap = (index: number, count: number): number => ((index % count) + count) % count;

/** An index as a whole number: scroll positions give fractions, broken ones NaN (then 0). */
const wholeIndex = (index: number): number => (Number.isFinite(index) ? Math.round(index) : 0);

/**
 * The highest index that can lead the row. Without loop, the row stops when the last slide
 * is fully visible; with loop, every slide can lead.
 *
 * @example
 * lastLeadingIndex({ slideCount: 10, slidesPerView: 3.1 }); // 7: slides 7 to 9.1 fill the view
 */
export function lastLeadingIndex(layout: SliderLayout): number {
  const { slideCount, slidesPerView, loop } = layoutOf(layout);
  if (slideCount === 0) return 0;
  return loop ? slideCount - 1 : Math.max(0, Math.ceil(slideCount - slidesPerView));
}

/**
 * Number of pages, which is the number of bullets: 0 without slides, 1 when all fit.
 *
 * @example
 * pageCount({ slideCount: 12, slidesPerView: 6.2 }); // 7
 * pageCount({ slideCount: 12, slidesPerView: 6.2, slidesPerGroup: 6 }); // 2
 */
export function pageCount(layout: SliderLayout): number {
  const clean = layoutOf(layout);
  if (clean.slideCount === 0) return 0;
  if (clean.loop) return Math.ceil(clean.slideCount / clean.slidesPerGroup);
  return Math.ceil(lastLeadingIndex(clean) / clean.slidesPerGroup) + 1;
}

/** Brings any index into range: wrapped with loop, clamped to 0…last leading index without. */
export function clampSlideIndex(index: number, layout: SliderLayout): number {
  const clean = layoutOf(layout);
  if (clean.slideCount === 0) return 0;
  const whole = wholeIndex(index);
  if (clean.loop) return wrap(whole, clean.slideCount);
  return Math.min(Math.max(whole, 0), lastLeadingIndex(clean));
}

/**
 * The leading index after moving `step` slides from `index` (negative steps go back).
 * Without loop the row stops at either end; with loop it wraps around.
 */
export function stepSlideIndex(index: number, step: number, layout: SliderLayout): number {
  return clampSlideIndex(clampSlideIndex(index, layout) + wholeIndex(step), layout);
}

/** The page (active bullet) a leading index belongs to; the last position is the last page. */
export function pageOfSlide(index: number, layout: SliderLayout): number {
  const clean = layoutOf(layout);
  if (clean.slideCount === 0) return 0;
  const slide = clampSlideIndex(index, clean);
  if (!clean.loop && slide === lastLeadingIndex(clean)) return pageCount(clean) - 1;
  return Math.floor(slide / clean.slidesPerGroup);
}

/** The leading index that shows a page (a bullet click); pages out of range are clamped or wrapped. */
export function slideOfPage(page: number, layout: SliderLayout): number {
  const clean = layoutOf(layout);
  const pages = pageCount(clean);
  if (pages === 0) return 0;
  const whole = wholeIndex(page);
  const inRange = clean.loop ? wrap(whole, pages) : Math.min(Math.max(whole, 0), pages - 1);
  return clampSlideIndex(inRange * clean.slidesPerGroup, clean);
}
