import { describe, expect, test } from 'vitest';
import { sliderSettings } from './slider-settings';

describe('slider settings (spec §9)', () => {
  test.each([
    { viewportWidth: 0, slidesPerView: 2, spaceBetween: 8 },
    { viewportWidth: 375, slidesPerView: 2, spaceBetween: 8 },
    { viewportWidth: 767, slidesPerView: 2, spaceBetween: 8 },
    { viewportWidth: 767.5, slidesPerView: 2, spaceBetween: 8 },
    { viewportWidth: 768, slidesPerView: 3.1, spaceBetween: 12 },
    { viewportWidth: 1023, slidesPerView: 3.1, spaceBetween: 12 },
    { viewportWidth: 1024, slidesPerView: 4.3, spaceBetween: 12 },
    { viewportWidth: 1439, slidesPerView: 4.3, spaceBetween: 12 },
    { viewportWidth: 1440, slidesPerView: 6.2, spaceBetween: 12 },
    { viewportWidth: 3840, slidesPerView: 6.2, spaceBetween: 12 },
    { viewportWidth: Number.POSITIVE_INFINITY, slidesPerView: 6.2, spaceBetween: 12 },
  ])(
    'at $viewportWidth px shows $slidesPerView slides $spaceBetween px apart',
    ({ viewportWidth, slidesPerView, spaceBetween }) => {
      expect(sliderSettings({ viewportWidth })).toMatchObject({
        slidesPerView,
        spaceBetween,
        slidesOffsetBefore: 16,
        slidesOffsetAfter: 16,
      });
    },
  );

  test.each([
    { viewportWidth: undefined },
    { viewportWidth: null },
    { viewportWidth: Number.NaN },
    { viewportWidth: -200 },
    { viewportWidth: Number.NEGATIVE_INFINITY },
  ])('renders the mobile layout for the unknown width $viewportWidth', ({ viewportWidth }) => {
    expect(sliderSettings({ viewportWidth })).toMatchObject({ slidesPerView: 2, spaceBetween: 8 });
  });

  test.each([
    { prefersReducedMotion: false, autoplay: true, speed: 300, expected: { delay: 3000 } },
    { prefersReducedMotion: false, autoplay: false, speed: 300, expected: null },
    { prefersReducedMotion: false, autoplay: undefined, speed: 300, expected: null },
    { prefersReducedMotion: true, autoplay: true, speed: 0, expected: null },
    { prefersReducedMotion: true, autoplay: false, speed: 0, expected: null },
    { prefersReducedMotion: undefined, autoplay: true, speed: 300, expected: { delay: 3000 } },
  ])(
    'reduced motion $prefersReducedMotion and autoplay $autoplay give speed $speed and autoplay $expected',
    ({ prefersReducedMotion, autoplay, speed, expected }) => {
      const settings = sliderSettings({ viewportWidth: 1024, prefersReducedMotion, autoplay });
      expect(settings.speed).toBe(speed);
      expect(settings.autoplay).toEqual(expected);
    },
  );

  test('with no input at all it is the still mobile slider', () => {
    expect(sliderSettings()).toEqual({
      slidesPerView: 2,
      spaceBetween: 8,
      slidesOffsetBefore: 16,
      slidesOffsetAfter: 16,
      speed: 300,
      autoplay: null,
    });
  });
});
