import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bulletProgressDuration } from './bullet-progress';
import { sliderSettings } from './slider-settings';

describe('bullet progress (spec §4, §9: delay + speed + 10 ms)', () => {
  test.each([
    { autoplay: { delay: 3000 }, speed: 300, expected: 3310 },
    { autoplay: { delay: 5000 }, speed: 0, expected: 5010 },
    { autoplay: { delay: 0 }, speed: 0, expected: 10 },
    { autoplay: { delay: -3000 }, speed: 300, expected: 310 },
    { autoplay: { delay: Number.NaN }, speed: Number.POSITIVE_INFINITY, expected: 10 },
    { autoplay: null, speed: 300, expected: null },
  ])('autoplay $autoplay at speed $speed runs $expected ms', ({ autoplay, speed, expected }) => {
    expect(bulletProgressDuration({ autoplay, speed })).toBe(expected);
  });

  test.each([
    { prefersReducedMotion: false, expected: 3310 },
    { prefersReducedMotion: true, expected: null },
  ])('follows the slider settings: reduced motion $prefersReducedMotion', (input) => {
    expect(bulletProgressDuration(sliderSettings({ ...input, autoplay: true }))).toBe(
      input.expected,
    );
  });

  test('always outlasts the slide it belongs to', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10_000), (delay, speed) => {
        expect(bulletProgressDuration({ autoplay: { delay }, speed })).toBe(delay + speed + 10);
      }),
    );
  });
});
