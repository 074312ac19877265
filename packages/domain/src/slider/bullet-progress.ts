/**
 * Bullet progress (spec §4, §9): with autoplay the active bullet fills up while its slide is
 * shown. It runs for delay + speed + 10 ms, so the fill ends just after the next slide has
 * arrived and never restarts before the slide changes.
 */
import type { SliderSettings } from './slider-settings';

/** Margin in ms added to delay and speed (§9). */
export const bulletProgressMargin = 10;

const milliseconds = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * How long the active bullet's fill runs in ms, or null without autoplay (then bullets show
 * no progress). Negative or non-numeric delays and speeds count as 0.
 *
 * @example
 * bulletProgressDuration(sliderSettings({ autoplay: true })); // 3310
 */
export function bulletProgressDuration(
  settings: Pick<SliderSettings, 'autoplay' | 'speed'>,
): number | null {
  if (settings.autoplay === null) return null;
  return (
    milliseconds(settings.autoplay.delay) + milliseconds(settings.speed) + bulletProgressMargin
  );
}
