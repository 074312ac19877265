/**
 * Image constants of §9. Widths are CSS pixels; `maxDensity` is the highest pixel density an
 * image is requested at.
 */

/** The formats the image service delivers (§5 names webp, png, jpeg; the service also has avif). */
export const imageFormats = ['webp', 'png', 'jpeg', 'avif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** §9: the default format. */
export const defaultImageFormat: ImageFormat = 'webp';

/** §9: densities 1 and 2. */
export const imageDensities = [1, 2] as const;

export interface ImageSizePreset {
  readonly width: number;
  readonly maxDensity: 1 | 2;
}

/**
 * §9: images 600 at 2x, thumbnails 150 at 1x, navigation teaser 310, product images 340 or
 * 346. The spec names no density for the teaser and product images, so they get both.
 */
export const imageSizePresets = {
  image: { width: 600, maxDensity: 2 },
  thumbnail: { width: 150, maxDensity: 1 },
  navigationTeaser: { width: 310, maxDensity: 2 },
  productImage: { width: 340, maxDensity: 2 },
  productImageWide: { width: 346, maxDensity: 2 },
} as const satisfies Readonly<Record<string, ImageSizePreset>>;

/** §9: quality of card (shop) images, CMS images and basket images. */
export const imageQualities = { card: 75, cms: 70, basket: 80 } as const;

/** §9: the layout breakpoints, in CSS pixels. */
export const imageBreakpoints = { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1200 } as const;

/** §9: image screens are the breakpoints plus 1440, the widest width an image is made for. */
export const imageScreens = { ...imageBreakpoints, xxl: 1440 } as const;
export type ImageScreen = keyof typeof imageScreens;

/** The widest image width (§9: images 1440). */
export const maxImageWidth = imageScreens.xxl;
