/** §3: the file extensions of a valid image. */
export const imageFileExtensions = ['avif', 'webp', 'jpg', 'jpeg', 'tif', 'tiff', 'png'] as const;

const extensions: ReadonlySet<string> = new Set(imageFileExtensions);

/**
 * §3: an image is valid only if its file name ends in avif, webp, jpg, jpeg, tif, tiff or png
 * (after a dot, any case). A query string or hash does not count as part of the name.
 *
 * @example
 * isValidImageUrl('https://cdn.example/i/photo.JPG?w=600'); // true
 */
export function isValidImageUrl(src: unknown): boolean {
  if (typeof src !== 'string') return false;
  const path = src.trim().replace(/[?#].*$/s, '');
  const extension = /\.([^./]+)$/.exec(path)?.[1];
  return extension !== undefined && extensions.has(extension.toLowerCase());
}
