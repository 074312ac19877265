export interface ProductTitleParts {
  readonly brand?: string | null;
  readonly subbrand?: string | null;
  readonly name?: string | null;
  /** Label of the selected variant's colour (advanced attribute farbe). */
  readonly color?: string | null;
  /** Label of the selected dimension. */
  readonly dimension?: string | null;
  /** Label of the selected roller choice (advanced attribute auswahlWalz). */
  readonly roller?: string | null;
}

/**
 * The product page title (§2): brand, subbrand, name and the selected colour, dimension and
 * roller values joined with ' - '; empty and blank parts are skipped.
 *
 * @example
 * productTitle({ brand: 'Nido', name: 'Kombi', color: 'Blau' }) // 'Nido - Kombi - Blau'
 */
export function productTitle(parts: ProductTitleParts): string {
  return [parts.brand, parts.subbrand, parts.name, parts.color, parts.dimension, parts.roller]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' - ');
}
