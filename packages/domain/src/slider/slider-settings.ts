/**
 * Slider settings of spec §9, by viewport width. Widths are the spec's breakpoints (md 768,
 * lg 1024, images 1440). The spacing grows from 8 to 12 px at 768 px, the first breakpoint,
 * where slides stop being two per view: the spec gives the two values but not the width.
 */

export interface SliderBreakpoint {
  /** Smallest viewport width in px this step applies to. */
  readonly minWidth: number;
  /** Fractions show part of the next slide, hinting that the row scrolls. */
  readonly slidesPerView: number;
  /** Gap between slides in px. */
  readonly spaceBetween: number;
}

/** Mobile first, widest last; also usable as a slider library's breakpoint table. */
export const sliderBreakpoints: readonly [SliderBreakpoint, ...SliderBreakpoint[]] = [
  { minWidth: 0, slidesPerView: 2, spaceBetween: 8 },
  { minWidth: 768, slidesPerView: 3.1, spaceBetween: 12 },
  { minWidth: 1024, slidesPerView: 4.3, spaceBetween: 12 },
  { minWidth: 1440, slidesPerView: 6.2, spaceBetween: 12 },
];

/** Space in px before the first and after the last slide (§9). */
export const sliderOffset = 16;
/** Transition time in ms from one slide to the next (§9). */
export const sliderSpeed = 300;
/** Time in ms each slide stays before autoplay moves on (§9). */
export const sliderAutoplayDelay = 3000;

export interface SliderSettings extends Omit<SliderBreakpoint, 'minWidth'> {
  readonly slidesOffsetBefore: number;
  readonly slidesOffsetAfter: number;
  /** Transition time in ms; 0 under reduced motion. */
  readonly speed: number;
  /** Autoplay with its delay in ms, or null when the slider does not move by itself. */
  readonly autoplay: { readonly delay: number } | null;
}

export interface SliderSettingsInput {
  /** Viewport width in px; unknown on the server, which renders the mobile layout. */
  readonly viewportWidth?: number | null;
  readonly prefersReducedMotion?: boolean;
  /** Whether this slider wants autoplay (a CMS option); off unless true. */
  readonly autoplay?: boolean;
}

/** The step for a viewport width; widths that are not a number fall back to mobile. */
const breakpointFor = (viewportWidth: number | null | undefined): SliderBreakpoint => {
  const width =
    typeof viewportWidth === 'number' && !Number.isNaN(viewportWidth) ? viewportWidth : 0;
  return sliderBreakpoints.reduce((chosen, step) => (width >= step.minWidth ? step : chosen));
};

/**
 * Settings for a product slider. Reduced motion turns the transition off (speed 0) and
 * autoplay off (§4, §9).
 *
 * @example
 * sliderSettings({ viewportWidth: 1024, prefersReducedMotion: false, autoplay: true });
 * // { slidesPerView: 4.3, spaceBetween: 12, slidesOffsetBefore: 16, slidesOffsetAfter: 16, speed: 300, autoplay: { delay: 3000 } }
 */
export function sliderSettings(input: SliderSettingsInput = {}): SliderSettings {
  const { slidesPerView, spaceBetween } = breakpointFor(input.viewportWidth);
  const reducedMotion = input.prefersReducedMotion === true;
  return {
    slidesPerView,
    spaceBetween,
    slidesOffsetBefore: sliderOffset,
    slidesOffsetAfter: sliderOffset,
    speed: reducedMotion ? 0 : sliderSpeed,
    autoplay: input.autoplay === true && !reducedMotion ? { delay: sliderAutoplayDelay } : null,
  };
}
