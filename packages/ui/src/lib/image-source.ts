import {
  densityImage,
  type ImageFormat,
  type ImageSizes,
  responsiveImage,
} from '@vitrine/domain/catalog';

export interface ImageSourceOptions {
  /** Pixel width the image service should deliver (CSS width × density). */
  readonly width: number;
  /** 0..100 (§9: card 75, CMS 70, basket 80). */
  readonly quality: number;
  readonly format: ImageFormat;
  /** The density this candidate is for: 1 or 2 for `x` descriptors, 1 for `w` descriptors. */
  readonly density: number;
}

/**
 * Builds one image URL. The app makes it from the image service's URL builder and the
 * image's path, so the component never knows a host: `(options) => imageUrl(src, options)`.
 */
export type ImageSource = (options: ImageSourceOptions) => string;

export interface ImageCandidates {
  readonly src: string;
  readonly srcSet: string;
  readonly sizes: string | undefined;
}

/*
 * The domain's srcset rules take an image path plus a URL builder and check the path's file
 * extension (§3). Here the path lives inside the caller's builder, which has done that check;
 * the domain helpers get a stand-in name that passes it, and the builder ignores the name.
 */
const pathInsideBuilder = 'image.webp';

/**
 * `src`, `srcSet` and `sizes` for an image: width descriptors when `sizes` describes a slot
 * that changes with the screen (`responsiveImage`), else `1x` / `2x` for a fixed CSS width
 * (`densityImage`). Null when the domain finds the request unusable.
 */
export function imageCandidates(
  source: ImageSource,
  request: {
    readonly width: number;
    readonly quality: number;
    readonly format?: ImageFormat | undefined;
    readonly maxDensity?: 1 | 2 | undefined;
    readonly sizes?: ImageSizes | undefined;
  },
): ImageCandidates | null {
  const options = {
    quality: request.quality,
    ...(request.format ? { format: request.format } : {}),
    ...(request.maxDensity ? { maxDensity: request.maxDensity } : {}),
  };
  if (request.sizes) {
    const image = responsiveImage(pathInsideBuilder, request.sizes, options, (_path, built) =>
      source({ ...built, density: 1 }),
    );
    return image && { src: image.src, srcSet: image.srcset, sizes: image.sizes };
  }
  const cssWidth = request.width;
  const image = densityImage(pathInsideBuilder, { ...options, width: cssWidth }, (_path, built) =>
    source({ ...built, density: Math.max(1, Math.round(built.width / Math.round(cssWidth))) }),
  );
  return image && { src: image.src, srcSet: image.srcset, sizes: undefined };
}
