import type { ImageFormat, ImageUrlOptions } from '@vitrine/domain/catalog';

/** Where the storefront mounts the image handler, unless told otherwise. */
export const defaultImageBasePath = '/images';

/** Image keys are content-addressed: letters, digits, `-` and `_`. */
export const imageKeyPattern = /^[A-Za-z0-9_-]{1,120}$/;

/** The canonical `src` of a product image: `/images/{key}.webp` (§9: the default format). */
export function imageSrc(key: string, basePath = defaultImageBasePath): string {
  return `${basePath}/${key}.webp`;
}

/** Extra options of the image service beyond what srcsets need (§5 ranges). */
export interface ImageServiceOptions extends Partial<ImageUrlOptions> {
  readonly height?: number;
  readonly blur?: number;
  /** 0–100; 50 keeps the brightness. */
  readonly brightness?: number;
  readonly rotate?: 0 | 90 | 180 | 270;
}

const serviceFile = /^(?<key>[A-Za-z0-9_-]{1,120})\.(?:webp|png|jpe?g|avif)(?:\?.*)?$/;

/**
 * The URL of an image-service rendition of `src`: `{base}/{key}.{format}?w=&h=&q=&blur=&brightness=&rotate=`.
 * Fits the domain's `ImageUrlBuilder`, so the ui's srcsets use it directly. A `src` outside the
 * service's base path (an external image) is returned unchanged.
 *
 * @example
 * buildImageUrl('/images/2000001-1-ab12cd34ef.webp', { width: 600, quality: 75, format: 'avif' });
 * // '/images/2000001-1-ab12cd34ef.avif?w=600&q=75'
 */
export function buildImageUrl(
  src: string,
  options: ImageServiceOptions,
  basePath = defaultImageBasePath,
): string {
  const base = `${basePath.replace(/\/+$/, '')}/`;
  const key = src.startsWith(base)
    ? serviceFile.exec(src.slice(base.length))?.groups?.key
    : undefined;
  if (key === undefined) return src;
  const format: ImageFormat = options.format ?? 'webp';
  const query = new URLSearchParams();
  if (options.width !== undefined) query.set('w', String(Math.round(options.width)));
  if (options.height !== undefined) query.set('h', String(Math.round(options.height)));
  if (options.quality !== undefined) query.set('q', String(options.quality));
  if (options.blur !== undefined) query.set('blur', String(options.blur));
  if (options.brightness !== undefined) query.set('brightness', String(options.brightness));
  if (options.rotate !== undefined) query.set('rotate', String(options.rotate));
  const search = query.toString();
  return `${base}${key}.${format}${search === '' ? '' : `?${search}`}`;
}
