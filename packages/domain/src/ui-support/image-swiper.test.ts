import { describe, expect, test } from 'vitest';
import { imageSwiperSettings } from './image-swiper';

describe('image swiper (spec §2)', () => {
  test.each([
    { images: 0, width: 375, expected: { swipeable: false, loop: false } },
    { images: 1, width: 375, expected: { swipeable: false, loop: false } },
    { images: 2, width: 375, expected: { swipeable: true, loop: true } },
    { images: 5, width: 767, expected: { swipeable: true, loop: true } },
    { images: 5, width: 768, expected: { swipeable: true, loop: false } },
    { images: 5, width: 1440, expected: { swipeable: true, loop: false } },
    { images: 3, width: null, expected: { swipeable: true, loop: true } },
    { images: 3, width: Number.NaN, expected: { swipeable: true, loop: true } },
    { images: Number.NaN, width: 375, expected: { swipeable: false, loop: false } },
    { images: Number.POSITIVE_INFINITY, width: 375, expected: { swipeable: false, loop: false } },
  ])('$images images at $width px: $expected', ({ images, width, expected }) => {
    expect(imageSwiperSettings(images, width)).toEqual(expected);
  });
});
