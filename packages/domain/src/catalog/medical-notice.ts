import type { Product } from '../entities';
import type { Shop } from '../market/types';
import { warengruppe } from './warengruppe';

/**
 * The warengruppe codes of medical products. The spec (§2) names a "special medical-product
 * group" but not its code, so Vitrine's demo catalog files its medical products (thermometers,
 * breast pumps, nasal aspirators) under group 512; a shop with other codes passes its own.
 */
export const defaultMedicalWarengruppen: readonly string[] = ['512'];

const withoutLeadingZeros = (code: string) => code.trim().replace(/^0+(?=.)/, '');

/**
 * Whether the basket card shows the medical-product notice (§2): only in shops of country DE,
 * and only for a product whose warengruppe is one of the medical codes (compared without
 * leading zeros).
 *
 * @example
 * showsMedicalNotice(item.product, shop, ['512']);
 */
export function showsMedicalNotice(
  product: Pick<Product, 'attributes'> | null | undefined,
  shop: Pick<Shop, 'country'>,
  medicalWarengruppen: Iterable<string> = defaultMedicalWarengruppen,
): boolean {
  if (shop?.country !== 'DE') return false;
  const code = warengruppe(product);
  if (code === null) return false;
  const medical = new Set(
    [...medicalWarengruppen].filter((c) => typeof c === 'string').map(withoutLeadingZeros),
  );
  return medical.has(withoutLeadingZeros(code));
}
