import type { Product, Variant } from '../entities';
import { isPersonalised } from './product-traits';
import { selectedVariant } from './selected-variant';

/** The query that tells the product page to add to cart (§2, §4). */
export const addToCartQuery = { action: 'addToCart' } as const;

/** Where an add-to-cart click goes: straight into the basket, or to the product page. */
export type AddToCartRoute<V> =
  | { readonly kind: 'direct'; readonly variant: V }
  | {
      readonly kind: 'productPage';
      readonly query: typeof addToCartQuery;
      /** The variant the page would select (§4), for preselection; null without variants. */
      readonly variant: V | null;
    };

/**
 * §4: add to cart is direct only when the product has exactly one variant and is not
 * personalised; otherwise the shopper goes to the product page with `action=addToCart` (to
 * pick a size or enter an engraving). Availability is not judged here: the caller disables
 * the button for a product that is not buyable.
 *
 * @example
 * const route = addToCartRoute(product);
 * if (route.kind === 'direct') addItem(route.variant.id);
 */
export function addToCartRoute<V extends Pick<Variant, 'referenceKey' | 'price' | 'logistics'>>(
  product: (Pick<Product, 'attributes'> & { readonly variants: readonly V[] }) | null | undefined,
): AddToCartRoute<V> {
  const variants = product?.variants ?? [];
  const [only] = variants;
  if (variants.length === 1 && only !== undefined && !isPersonalised(product)) {
    return { kind: 'direct', variant: only };
  }
  return { kind: 'productPage', query: addToCartQuery, variant: selectedVariant(variants) };
}
