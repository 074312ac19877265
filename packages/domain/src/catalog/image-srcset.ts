import {
  defaultImageFormat,
  type ImageFormat,
  type ImageScreen,
  imageDensities,
  imageScreens,
  maxImageWidth,
} from './image-presets';
import { isValidImageUrl } from './image-validity';

/** What the image service needs to render one candidate. */
export interface ImageUrlOptions {
  readonly width: number;
  readonly quality: number;
  readonly format: ImageFormat;
}

/** Builds an image-service URL; the app supplies it, so this stays free of any host. */
export type ImageUrlBuilder = (src: string, options: ImageUrlOptions) => string;

export interface ImageRequest {
  /** CSS width in pixels. */
  readonly width: number;
  /** 0..100 (§9: card 75, CMS 70, basket 80). */
  readonly quality: number;
  readonly format?: ImageFormat;
  /** Highest density requested (§9: densities 1 and 2); defaults to 2. */
  readonly maxDensity?: number;
}

export interface DensityImage {
  readonly src: string;
  /** Density descriptors: `url 1x, url 2x`. */
  readonly srcset: string;
}

function isPositiveFinite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function isQuality(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

/**
 * An image of fixed CSS width with `1x`/`2x` candidates (§9 presets such as 600 at 2x or
 * thumbnails 150 at 1x), at most 1440 wide. Null when the source is not a valid image (§3), the width is not a
 * positive number or the quality is not an integer 0..100, so the caller shows its placeholder.
 *
 * @example
 * densityImage(image.src, { width: 150, quality: 75, maxDensity: 1 }, buildUrl);
 * // { src: '…w=150…', srcset: '…w=150… 1x' }
 */
export function densityImage(
  src: string,
  request: ImageRequest,
  buildUrl: ImageUrlBuilder,
): DensityImage | null {
  if (!isValidImageUrl(src) || !isPositiveFinite(request.width) || !isQuality(request.quality)) {
    return null;
  }
  // §9: no image is made wider than 1440 CSS pixels, whatever a CMS editor enters.
  const width = Math.min(Math.round(request.width), maxImageWidth);
  const format = request.format ?? defaultImageFormat;
  const maxDensity = request.maxDensity ?? 2;
  const densities = imageDensities.filter((density) => density === 1 || density <= maxDensity);
  const url = (density: number) =>
    buildUrl(src, { width: width * density, quality: request.quality, format });
  return {
    src: url(1),
    srcset: densities.map((density) => `${url(density)} ${density}x`).join(', '),
  };
}

/** A slot width: pixels (`400`, `'400px'`) or a share of the screen (`'50vw'`). */
export type ImageSlotSize = number | `${number}px` | `${number}vw`;

/**
 * Slot widths per screen, in the image service's convention: a screen key applies up to that
 * screen's width (`md: '50vw'` = half the viewport up to 768 px); `default` applies above all.
 */
export type ImageSizes = Partial<Record<ImageScreen | 'default', ImageSlotSize>>;

export interface ResponsiveImage {
  readonly src: string;
  /** Width descriptors: `url 240w, url 480w, …`. */
  readonly srcset: string;
  /** The `sizes` attribute. */
  readonly sizes: string;
}

interface Slot {
  readonly screenWidth: number;
  readonly media: boolean;
  readonly size: string;
  readonly width: number;
}

function slotOf(size: ImageSlotSize | undefined, screenWidth: number, media: boolean): Slot | null {
  const match = /^(\d+(?:\.\d+)?)(px|vw)?$/.exec(String(size ?? '').trim());
  const amount = Number(match?.[1]);
  if (match === null || !isPositiveFinite(amount)) return null;
  const isViewportShare = match[2] === 'vw';
  if (isViewportShare && amount > 100) return null;
  const width = Math.min(
    Math.ceil(isViewportShare ? (amount / 100) * screenWidth : amount),
    maxImageWidth,
  );
  return { screenWidth, media, size: isViewportShare ? `${amount}vw` : `${amount}px`, width };
}

/**
 * A responsive image for a slot whose width changes with the screen: one candidate per slot
 * width and density (§9: densities 1 and 2), described by width, plus the matching `sizes`.
 * Screens are the §9 image screens; `default` is sized for 1440 px, and no slot is wider. Without `default` the
 * widest given screen's size also applies above it. Null for an invalid image (§3), a
 * quality outside 0..100 or no usable size.
 *
 * @example
 * responsiveImage(src, { sm: '100vw', lg: '50vw', default: 400 }, { quality: 70 }, buildUrl);
 * // sizes: '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px'
 */
export function responsiveImage(
  src: string,
  sizes: ImageSizes,
  options: Omit<ImageRequest, 'width'>,
  buildUrl: ImageUrlBuilder,
): ResponsiveImage | null {
  if (!isValidImageUrl(src) || !isQuality(options.quality)) return null;
  const screens = (Object.keys(imageScreens) as ImageScreen[])
    .map((screen) => slotOf(sizes?.[screen], imageScreens[screen], true))
    .filter((slot) => slot !== null);
  const fallback = slotOf(sizes?.default, maxImageWidth, false);
  const widest = screens.at(-1);
  const last = fallback ?? (widest && { ...widest, media: false });
  if (last === undefined) return null;
  const slots = fallback === null ? screens.slice(0, -1).concat(last) : [...screens, last];

  const format = options.format ?? defaultImageFormat;
  const maxDensity = options.maxDensity ?? 2;
  const densities = imageDensities.filter((density) => density === 1 || density <= maxDensity);
  const widths = [
    ...new Set(slots.flatMap((slot) => densities.map((density) => slot.width * density))),
  ].sort((a, b) => a - b);
  const url = (width: number) => buildUrl(src, { width, quality: options.quality, format });
  return {
    src: url(last.width),
    srcset: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: slots
      .map((slot) => (slot.media ? `(max-width: ${slot.screenWidth}px) ${slot.size}` : slot.size))
      .join(', '),
  };
}
