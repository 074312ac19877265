import { addToCartQuery } from '../catalog/add-to-cart-route';
import type { ProductPageView } from './product-page-view';

/** What the product page opens for `?action=addToCart` (§2, §4). */
export type AddToCartChoice = 'variant' | 'engraving' | null;

/**
 * §2/§4: a card's add to cart leads to the product page with `action=addToCart` when the
 * product cannot be added directly; the page then opens the choice it needs — the variant
 * picker when there are variants to choose from, else the engraving editor. Nothing for
 * another action, a repeated or missing one, or a product the page cannot add at all.
 *
 * @example
 * addToCartChoice(view, new URLSearchParams('action=addToCart')); // 'variant'
 */
export function addToCartChoice(
  view: Pick<ProductPageView, 'addToCart' | 'variantOptions' | 'engraving'>,
  query: URLSearchParams,
): AddToCartChoice {
  const actions = query.getAll('action');
  if (actions.length !== 1 || actions[0] !== addToCartQuery.action) return null;
  if (view.variantOptions.length > 0) return 'variant';
  if (view.addToCart === 'form' && view.engraving !== null) return 'engraving';
  return null;
}
