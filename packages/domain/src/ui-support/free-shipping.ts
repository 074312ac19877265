/**
 * The basket card's free-shipping info (spec §2, attribute freeShipping of §3).
 */
import { attributeValues } from '../catalog/attribute-values';
import { isFlagSet } from '../catalog/flag-value';
import type { Product } from '../entities';

/**
 * True when the product ships free: its attribute `freeShipping` says yes in its value or its
 * label (1, 'true', 'Ja', 'oui'… as `readFlag` reads them). A missing attribute, a blank or a
 * no does not.
 *
 * @example
 * hasFreeShipping(item.product); // true for freeShipping { label: 'Ja' }
 */
export function hasFreeShipping(product: Pick<Product, 'attributes'> | null | undefined): boolean {
  return attributeValues(product?.attributes, 'freeShipping').some(
    (value) => isFlagSet(value.value) || isFlagSet(value.label),
  );
}
