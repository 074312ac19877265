import type { Product } from '../entities';
import { attributeValues } from './attribute-values';

/**
 * The product-group code 'warengruppe' (§3): the number in the last label of the last
 * `category` attribute value. When that label holds several numbers the last one is taken,
 * since the group code closes the category path. Digits are kept as text so that leading
 * zeros survive; null when there is no such number.
 *
 * @example
 * warengruppe(product); // '512' for a last category label 'Kinderzimmer > Betten 512'
 */
export function warengruppe(
  product: Pick<Product, 'attributes'> | null | undefined,
): string | null {
  const label = attributeValues(product?.attributes, 'category').at(-1)?.label;
  if (typeof label !== 'string') return null;
  return label.match(/\d+/g)?.at(-1) ?? null;
}
