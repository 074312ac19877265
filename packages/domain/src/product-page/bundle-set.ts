import { advancedAttributeValue } from '../catalog/advanced-attribute';
import { isBundle } from '../catalog/product-traits';
import type { AdvancedAttributes } from '../entities';
import type { ProductTile } from '../listing/product-tile';

/** Product numbers are digits (§2: the last segment of a product link). */
const productNumberPattern = /^\d{4,12}$/;

/** At most this many pieces are read from a set: a set is a handful of articles, not a list. */
export const bundlePieceLimit = 6;

/**
 * The product numbers of the articles a set holds (§3 advanced attribute `virtuelleBundles`,
 * comma-separated), in their order, without repeats, the set's own number or anything that is
 * no product number. A bare flag (`1`, `true`) marks a set without named articles: none.
 *
 * @example
 * bundlePieceNumbers({ referenceKey: '2000300', advancedAttributes: { virtuelleBundles: … '2000012, 2000044' } })
 * // ['2000012', '2000044']
 */
export function bundlePieceNumbers(product: {
  readonly referenceKey: string;
  readonly advancedAttributes: AdvancedAttributes;
}): string[] {
  if (!isBundle(product)) return [];
  const raw = advancedAttributeValue(product.advancedAttributes, 'virtuelleBundles');
  const numbers = String(raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => productNumberPattern.test(part) && part !== product.referenceKey);
  return [...new Set(numbers)].slice(0, bundlePieceLimit);
}

/** What a set's page shows of its articles (§2 bundles): their cards and what the set saves. */
export interface BundleSetView {
  /** The articles as cards, in the set's order; those the shop does not sell are left out. */
  readonly pieces: readonly ProductTile[];
  /** The articles' prices added up (with tax, cents), when every one has a price in the set's currency. */
  readonly separately: number | null;
  /** What the set costs less than its articles one by one (cents); null when it does not. */
  readonly saving: number | null;
}

/**
 * The set's articles as its page shows them, and what buying the set saves against buying
 * them one by one: the articles' card prices (their lowest, as the listing shows them) added
 * up, against the set's price. Null for a set none of whose articles the shop sells.
 *
 * @example
 * bundleSetView({ withTax: 8999, currencyCode: 'EUR' }, [tileOf(4999), tileOf(4999)])
 * // { pieces: [...], separately: 9998, saving: 999 }
 */
export function bundleSetView(
  setPrice: { readonly withTax: number; readonly currencyCode: string } | null,
  pieces: readonly ProductTile[],
): BundleSetView | null {
  if (pieces.length === 0) return null;
  const prices = pieces.map((piece) => piece.price);
  const comparable =
    setPrice !== null &&
    prices.every((price) => price !== null && price.currencyCode === setPrice.currencyCode);
  const separately = comparable
    ? prices.reduce((sum, price) => sum + (price?.withTax ?? 0), 0)
    : null;
  const saving =
    separately !== null && setPrice !== null && separately > setPrice.withTax
      ? separately - setPrice.withTax
      : null;
  return { pieces, separately, saving };
}
