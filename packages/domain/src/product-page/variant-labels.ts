import { attributeLabels } from '../catalog/attribute-values';
import { availabilityCode, isBuyableVariant } from '../catalog/availability';
import type { ProductAvailability } from '../catalog/product-availability';
import { displayReferenceKey } from '../catalog/reference-key';
import type { Variant } from '../entities';
import { keepUnitsTogether } from '../ui-support/units';

/** The variant attributes that may tell variants apart, in the order the choice names them. */
const distinguishingKeys = ['groesse', 'masse', 'auswahlWalz', 'motivtext', 'ausfuehrung'];

export function variantLabel(
  variant: Pick<Variant, 'attributes' | 'referenceKey'>,
  keys: string[],
) {
  const label = keys
    .flatMap((key) => attributeLabels(variant.attributes, key))
    .filter((part) => part !== '')
    .map(keepUnitsTogether)
    .join(' · ');
  return label === '' ? displayReferenceKey(variant.referenceKey) : label;
}

/**
 * What tells a variant apart from its siblings, as words (size, dimensions, roller, motif,
 * make; its article number when it has none): how an order line names the variant bought.
 *
 * @example
 * variantDescription(variantOfSizeM); // 'M'
 */
export function variantDescription(variant: Pick<Variant, 'attributes' | 'referenceKey'>): string {
  return variantLabel(variant, distinguishingKeys);
}

export function variantAvailability(variant: Pick<Variant, 'logistics'>): ProductAvailability {
  // The whole product's rule (`productAvailability`) for one variant: an unknown code is 3.
  if (isBuyableVariant(variant)) return 'buyable';
  return availabilityCode(variant.logistics?.bvc) === 4 ? 'soldOut' : 'notDeliverable';
}

/** Keys whose labels differ between the variants: the ones a shopper chooses by. */
export function differingKeys(variants: readonly Variant[]): string[] {
  return distinguishingKeys.filter(
    (key) =>
      new Set(variants.map((variant) => attributeLabels(variant.attributes, key).join('/'))).size >
      1,
  );
}
