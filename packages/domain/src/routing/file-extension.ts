/**
 * A last segment ending in a dot and a short name that starts with a letter (`.js`, `.png`,
 * `.webmanifest`). Numbers such as `1.5` are not extensions, so product names keep their pages.
 */
const fileExtension = /\.[a-z][a-z0-9]{0,15}$/i;

/**
 * Whether a path ends in a file extension (§2: such paths get no trailing slash and are 404
 * 'Not found' as CMS pages).
 */
export function hasFileExtension(path: string): boolean {
  const lastSegment = path.split('/').pop() ?? '';
  return fileExtension.test(lastSegment);
}
