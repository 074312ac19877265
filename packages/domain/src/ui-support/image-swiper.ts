/**
 * The product card's image swiper (spec §2): a swiper only with more than one image, and it
 * loops on screens narrower than 768 px.
 */

/** Below this viewport width in px the swiper loops (§2 "loops under 768px"). */
export const imageSwiperLoopBelowWidth = 768;

export interface ImageSwiperSettings {
  /** Whether the images are shown as a swiper at all; one image is shown plain. */
  readonly swipeable: boolean;
  /** Whether swiping past the last image comes back to the first. */
  readonly loop: boolean;
}

/**
 * How the image swiper behaves for `imageCount` images at `viewportWidth` px. Without a known
 * width (server rendering) the mobile layout is assumed, as the slider does.
 *
 * @example
 * imageSwiperSettings(3, 375); // { swipeable: true, loop: true }
 * imageSwiperSettings(3, 1024); // { swipeable: true, loop: false }
 */
export function imageSwiperSettings(
  imageCount: number,
  viewportWidth: number | null | undefined,
): ImageSwiperSettings {
  const swipeable = Number.isFinite(imageCount) && imageCount > 1;
  const width =
    typeof viewportWidth === 'number' && !Number.isNaN(viewportWidth) ? viewportWidth : 0;
  return { swipeable, loop: swipeable && width < imageSwiperLoopBelowWidth };
}
