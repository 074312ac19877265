import { isBuyableVariant } from '../catalog/availability';
import { displayedVariant } from '../catalog/displayed-variant';
import type { SetPromotionRule } from '../checkout/set-promotion';
import type { Price, Product, ProductImage, Variant } from '../entities';

/** One article of a set promotion as the product page offers it (§2 bundle promotion add). */
export interface SetPromotionPiece {
  /** The product's id (as text: the dialog's list key). */
  readonly id: string;
  readonly productId: number;
  readonly name: string;
  readonly image?: ProductImage;
  /** The price of the variant that goes into the basket (or the shown one when none can). */
  readonly price: Price;
  /** The variant "add to the set" puts into the basket; null when none can be bought. */
  readonly variantId: number | null;
}

/** A set promotion the product page's article belongs to, with the set's other articles. */
export interface SetPromotionOffer {
  readonly id: string;
  readonly name: string;
  /** What each article of a complete set costs less, in per cent. */
  readonly percent: number;
  /** The set's other articles, in the set's order (those the shop does not sell are left out). */
  readonly pieces: readonly SetPromotionPiece[];
  /** Whether every other article has a variant that can be bought (else the add is refused). */
  readonly complete: boolean;
}

/** The value of `?dialog=` that shows the set's dialog in the page without JavaScript. */
export const setPromotionDialog = 'set';

/** The form "add to the set" posts to the product page (with JavaScript through a fetcher). */
export const setPromotionFormFields = { intent: 'intent', variantId: 'variantId' } as const;
export const setPromotionIntent = 'addSet';

/**
 * The variant a set piece goes into the basket with: the one its card shows by default (§4
 * displayed variant) when it can be bought, else its first that can; null when none can.
 *
 * @example
 * setPieceVariant(product); // the displayed variant, or the first buyable one, or null
 */
export function setPieceVariant<V extends Pick<Variant, 'logistics'>>(
  variants: readonly V[],
): V | null {
  const shown = displayedVariant(variants);
  if (shown !== null && isBuyableVariant(shown)) return shown;
  return variants.find((variant) => isBuyableVariant(variant)) ?? null;
}

/**
 * The set promotion the product page offers (§2 bundle promotion add): the first of the
 * product's set promotions whose other articles the shop sells, with those articles as the
 * dialog lists them. Null when the product belongs to no set (or none of its other articles is
 * sold in the shop).
 *
 * @example
 * setPromotionOffer(product.id, rules, otherProducts);
 * // { id: 'baby-ausfahr-set-1', name: 'Ausfahr-Set', percent: 10, pieces: [...], complete: true }
 */
export function setPromotionOffer(
  productId: number,
  rules: readonly SetPromotionRule[],
  products: readonly Pick<Product, 'id' | 'name' | 'images' | 'variants' | 'isActive'>[],
): SetPromotionOffer | null {
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const rule of rules) {
    const articles = [...new Set(rule.productIds)];
    if (!articles.includes(productId)) continue;
    const others = articles.filter((id) => id !== productId);
    const pieces = others.flatMap((id): SetPromotionPiece[] => {
      const product = byId.get(id);
      if (product === undefined || !product.isActive) return [];
      const variant = setPieceVariant(product.variants);
      const shown = variant ?? displayedVariant(product.variants);
      if (shown === null) return [];
      const [image] = product.images;
      return [
        {
          id: String(product.id),
          productId: product.id,
          name: product.name,
          ...(image === undefined ? {} : { image }),
          price: shown.price,
          variantId: variant?.id ?? null,
        },
      ];
    });
    if (pieces.length === 0) continue;
    return {
      id: rule.id,
      name: rule.name,
      percent: rule.percent,
      pieces,
      complete:
        pieces.length === others.length && pieces.every((piece) => piece.variantId !== null),
    };
  }
  return null;
}

/**
 * Whether the page shows the set's dialog in place without JavaScript (`?dialog=set` once,
 * for a product with a set).
 */
export function setPromotionStep(offer: SetPromotionOffer | null, query: URLSearchParams): boolean {
  const values = query.getAll('dialog');
  return offer !== null && values.length === 1 && values[0] === setPromotionDialog;
}

/**
 * The address of the set dialog's step without JavaScript: the page's address (with its
 * `?variant=`) and `dialog=set`.
 *
 * @example
 * setPromotionHref('/p/buggy-2000713/?variant=2000713_02'); // '/p/buggy-2000713/?variant=2000713_02&dialog=set'
 */
export function setPromotionHref(pageHref: string): string {
  return `${pageHref}${pageHref.includes('?') ? '&' : '?'}dialog=${setPromotionDialog}`;
}
