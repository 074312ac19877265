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
