export interface IconPath {
  readonly size: number;
  readonly href: string;
}

const localePattern = /^[a-z]{2}(?:-[a-z]{2})?$/i;

/**
 * The favicon and touch icon paths (§2): `/icon-{locale}-{size}x{size}.png` for each configured
 * size. Sizes that are not positive whole numbers are skipped and repeats dropped; a locale
 * that is not `xx` or `xx-xx` gives no icons, as it cannot name a file.
 *
 * @example
 * iconPaths('de', [32, 180]) // [{ size: 32, href: '/icon-de-32x32.png' }, { size: 180, href: '/icon-de-180x180.png' }]
 */
export function iconPaths(locale: string, sizes: readonly number[]): readonly IconPath[] {
  if (!localePattern.test(locale)) return [];
  const validSizes = [...new Set(sizes)].filter((size) => Number.isSafeInteger(size) && size > 0);
  return validSizes.map((size) => ({ size, href: `/icon-${locale}-${size}x${size}.png` }));
}

/**
 * The icon sizes the shops configure (§2 "sizes from configuration"): a browser tab icon, the
 * Apple touch icon and the two sizes of a web app manifest.
 */
export const siteIconSizes: readonly number[] = [32, 180, 192, 512];

export interface SiteIconRequest {
  /** Lower-case, as the path names it: `de` or `de-ch`. */
  readonly locale: string;
  readonly size: number;
}

// No leading zeros: one icon has one address, so caches hold it once.
const iconPathPattern = /^\/icon-([a-z]{2}(?:-[a-z]{2})?)-([1-9]\d{0,3})x([1-9]\d{0,3})\.png$/;

/**
 * The icon a path asks for, or null when the path is not one of `iconPaths`: a size that is
 * not configured, not square, or a locale that is not lower-case `xx` / `xx-xx`.
 *
 * @example
 * siteIconRequest('/icon-de-ch-180x180.png', [32, 180]) // { locale: 'de-ch', size: 180 }
 */
export function siteIconRequest(
  path: string,
  sizes: readonly number[] = siteIconSizes,
): SiteIconRequest | null {
  const match = iconPathPattern.exec(path);
  if (match === null) return null;
  const [, locale = '', width = '', height = ''] = match;
  const size = Number(width);
  if (width !== height || !sizes.includes(size)) return null;
  return { locale, size };
}
