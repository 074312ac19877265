import type { Price, Product } from '../entities';
import { attributeLabels } from './attribute-values';
import { displayedVariant } from './displayed-variant';
import { isBundle } from './product-traits';
import { salePercent } from './sale-percent';

/** A badge on a product card (§2); `key` is the badge's name there (`sale`, `pim-{theme}`…). */
export type ProductBadge =
  | { readonly key: 'sale'; readonly percent: number }
  | { readonly key: 'promotion'; readonly promotionId: string; readonly label: string | null }
  | { readonly key: 'new' }
  | { readonly key: 'bundle' }
  | { readonly key: `pim-${string}`; readonly theme: string };

type BadgeProduct = Pick<
  Product,
  'variants' | 'priceRange' | 'promotion' | 'isNew' | 'attributes' | 'advancedAttributes'
>;

/**
 * A PIM theme as a badge key part: lower case, diacritics dropped, runs of other characters
 * turned into one hyphen.
 */
export function pimBadgeTheme(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The badges of a product card in the order of §2: sale percent (from the price's applied
 * reductions, rounded; only above 0), promotion (a valid product promotion), new, bundle,
 * then one `pim-{theme}` per distinct label of the attribute `pimBadge`. The price read for
 * the sale badge is the one given, else the displayed variant's, else the price range's minimum.
 *
 * @example
 * productBadges(product); // [{ key: 'sale', percent: 30 }, { key: 'new' }, { key: 'pim-eco', theme: 'eco' }]
 */
export function productBadges(
  product: BadgeProduct | null | undefined,
  price?: Pick<Price, 'appliedReductions'> | null,
): readonly ProductBadge[] {
  if (product === null || product === undefined) return [];
  const badges: ProductBadge[] = [];
  const percent = salePercent(
    price ?? displayedVariant(product.variants)?.price ?? product.priceRange?.min,
  );
  if (percent > 0) badges.push({ key: 'sale', percent });
  const promotion = product.promotion;
  if (promotion?.isValid === true) {
    badges.push({
      key: 'promotion',
      promotionId: promotion.id,
      label: promotion.badgeLabel?.trim() || null,
    });
  }
  if (product.isNew === true) badges.push({ key: 'new' });
  if (isBundle(product)) badges.push({ key: 'bundle' });
  const themes = new Set(attributeLabels(product.attributes, 'pimBadge').map(pimBadgeTheme));
  for (const theme of themes) {
    if (theme !== '') badges.push({ key: `pim-${theme}`, theme });
  }
  return badges;
}
