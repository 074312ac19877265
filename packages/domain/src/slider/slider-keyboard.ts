/**
 * Keyboard control of a horizontal slider: arrows move one slide, Page Up and Page Down one
 * view of whole slides, Home and End go to the ends.
 */
import { lastLeadingIndex, type SliderLayout, stepSlideIndex } from './slider-paging';

/**
 * The leading index after a key press (`KeyboardEvent.key`), or null when the slider does not
 * handle the key, so the UI lets the browser handle it. A fractional view pages by the
 * slides that are fully visible, at least one.
 *
 * @example
 * slideIndexForKey('PageDown', 0, { slideCount: 12, slidesPerView: 4.3 }); // 4
 */
export function slideIndexForKey(key: string, index: number, layout: SliderLayout): number | null {
  const view = Number.isFinite(layout.slidesPerView)
    ? Math.max(1, Math.floor(layout.slidesPerView))
    : 1;
  switch (key) {
    case 'ArrowRight':
      return stepSlideIndex(index, 1, layout);
    case 'ArrowLeft':
      return stepSlideIndex(index, -1, layout);
    case 'PageDown':
      return stepSlideIndex(index, view, layout);
    case 'PageUp':
      return stepSlideIndex(index, -view, layout);
    case 'Home':
      return 0;
    case 'End':
      return lastLeadingIndex(layout);
    default:
      return null;
  }
}
