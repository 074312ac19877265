export { bulletProgressDuration, bulletProgressMargin } from './bullet-progress';
export { slideIndexForKey } from './slider-keyboard';
export type { SliderLayout } from './slider-paging';
export {
  clampSlideIndex,
  lastLeadingIndex,
  pageCount,
  pageOfSlide,
  slideOfPage,
  stepSlideIndex,
} from './slider-paging';
export type { SliderBreakpoint, SliderSettings, SliderSettingsInput } from './slider-settings';
export {
  sliderAutoplayDelay,
  sliderBreakpoints,
  sliderOffset,
  sliderSettings,
  sliderSpeed,
} from './slider-settings';
