import { describe, expect, test } from 'vitest';
import { slideIndexForKey } from './slider-keyboard';

const layout = { slideCount: 12, slidesPerView: 4.3 };

describe('slider keyboard: arrows, page keys, home and end (spec §9 slider)', () => {
  test.each([
    { key: 'ArrowRight', index: 3, expected: 4 },
    { key: 'ArrowLeft', index: 3, expected: 2 },
    { key: 'ArrowLeft', index: 0, expected: 0 },
    { key: 'ArrowRight', index: 8, expected: 8 },
    { key: 'PageDown', index: 0, expected: 4 },
    { key: 'PageDown', index: 6, expected: 8 },
    { key: 'PageUp', index: 6, expected: 2 },
    { key: 'PageUp', index: 2, expected: 0 },
    { key: 'Home', index: 6, expected: 0 },
    { key: 'End', index: 0, expected: 8 },
  ])('$key from slide $index leads with slide $expected', ({ key, index, expected }) => {
    expect(slideIndexForKey(key, index, layout)).toBe(expected);
  });

  test.each(['Enter', ' ', 'Tab', 'ArrowUp', 'arrowright', ''])(
    'leaves the key "%s" to the browser',
    (key) => {
      expect(slideIndexForKey(key, 3, layout)).toBeNull();
    },
  );

  test.each([
    { key: 'ArrowRight', index: 11, expected: 0 },
    { key: 'ArrowLeft', index: 0, expected: 11 },
    { key: 'PageDown', index: 10, expected: 2 },
    { key: 'End', index: 0, expected: 11 },
  ])('with loop, $key from slide $index wraps to $expected', ({ key, index, expected }) => {
    expect(slideIndexForKey(key, index, { ...layout, loop: true })).toBe(expected);
  });

  test.each([
    { slidesPerView: 0.5, expected: 1 },
    { slidesPerView: Number.NaN, expected: 1 },
    { slidesPerView: -3, expected: 1 },
    { slidesPerView: 2, expected: 2 },
  ])('pages by at least one slide for $slidesPerView per view', ({ slidesPerView, expected }) => {
    expect(slideIndexForKey('PageDown', 0, { slideCount: 12, slidesPerView })).toBe(expected);
  });
});
