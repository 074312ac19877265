import { ean13 } from '@vitrine/domain/search';

/**
 * The demo catalog's GTIN of a variant: an EAN-13 in GS1's in-store range (prefix 2, never a
 * real product's code) with the variant id in its digits, so every variant has its own, and a
 * test can name a variant's code without reading the database.
 *
 * @example
 * demoGtin(1) // '2000000000015'
 */
export function demoGtin(variantId: number): string {
  const code = ean13(`2${String(variantId).padStart(11, '0')}`);
  if (code === null) throw new RangeError(`variant id ${variantId} does not fit an EAN-13`);
  return code;
}
