import { isValidationFailure, shopContext } from '@vitrine/commerce';
import { addToCartEvent, addToCartMessage, basketKey, type ShowToast } from '@vitrine/domain';
import { missingSetPieces } from '@vitrine/domain/checkout';
import { setPromotionFormFields } from '@vitrine/domain/product-page';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { privatePageCache } from '../../server/http/cache-control';
import { pageToastsContext } from '../routing/page-guards.server';
import { noteSessionOpened } from '../shell/shop-shell.server';
import type { ShoppingFormResult } from '../shopping/shopping-form-post.server';
import { variantIdOf } from '../shopping/variant-id-field';
import { loadSetPromotionOffer } from './product-page.server';

const noStore = { 'Cache-Control': privatePageCache };

const toast = (variant: ShowToast['variant'], message: string): ShowToast => ({
  type: 'toast.show',
  variant,
  message,
});

/**
 * "Add to the set" of the bundle promotion add dialog (§2 bundles), posted to the product page
 * by its step's form without JavaScript or by the dialog's fetcher: the page's article (the
 * variant shown) and the set's pieces the basket does not hold yet (domain
 * `missingSetPieces`, each in its default buyable variant) go into the visitor's own basket;
 * the basket then prices the set's reduction (domain `setPromotionReductions`). The answer is
 * the add-to-cart toast or layer (`basket.addedToCart`, `basket.addToCartFailed`) as the
 * page's add to cart answers. 400 for a malformed form, 403 from a foreign page, 404 for a
 * variant not of this page's product or a product in no set, 409 when a piece of the set
 * cannot be bought (`basket.setIncomplete`: nothing is added) or the basket refuses one.
 */
export async function handleSetPromotionPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  productNumber: string,
) {
  const variantId = variantIdOf(form.get(setPromotionFormFields.variantId));
  if (variantId === null) throw data(null, { status: 400, headers: noStore });
  const answer = (result: ShoppingFormResult, status: number) => {
    context.set(pageToastsContext, [...context.get(pageToastsContext), result.toast]);
    return data(result, { status, headers: noStore });
  };
  const failed = (status: number, message: string = addToCartMessage(status)) =>
    answer({ intent: 'addToCart', toast: toast('error', message) }, status);
  const { shop, locale, services } = context;
  if (!isOwnPagePost(request, shop)) return failed(403);
  const commerceShop = shopContext(shop, locale);
  const product = await services.commerce.catalog.productByNumber(commerceShop, productNumber);
  if (product === null || !product.variants.some((variant) => variant.id === variantId)) {
    throw data(null, { status: 404, headers: noStore });
  }
  const offer = await loadSetPromotionOffer(context, product.id);
  if (offer === null) throw data(null, { status: 404, headers: noStore });
  // A piece that cannot be bought would leave the set incomplete: nothing goes in.
  if (!offer.complete) return failed(409, 'basket.setIncomplete');

  const shopper = { userId: (await context.openSession()).userId };
  noteSessionOpened(context);
  const { basket } = services.commerce;
  const current = await basket.basketOf(commerceShop, shopper.userId);
  const basketUnits = new Map<number, number>();
  for (const item of current.items) {
    basketUnits.set(item.product.id, (basketUnits.get(item.product.id) ?? 0) + item.quantity);
  }
  const missing = new Set(
    missingSetPieces([product.id, ...offer.pieces.map((piece) => piece.productId)], {
      current: product.id,
      basketUnits,
    }),
  );
  const variants = [
    variantId,
    ...offer.pieces.flatMap((piece) =>
      missing.has(piece.productId) && piece.variantId !== null ? [piece.variantId] : [],
    ),
  ];
  const key = basketKey(shop.id, shopper.userId);
  let tracking: ShoppingFormResult['tracking'];
  for (const [index, id] of variants.entries()) {
    const outcome = await basket.addItem(commerceShop, shopper, {
      basketKey: key,
      variantId: id,
      quantity: 1,
    });
    if (outcome.kind === 'refused') return failed(409, outcome.key);
    if (outcome.kind !== 'ok') return failed(isValidationFailure(outcome) ? 400 : 404);
    if (index === 0) {
      const line = outcome.basket.items.find(
        (item) => item.variant.id === id && item.itemGroup === null,
      );
      if (line !== undefined) {
        tracking =
          addToCartEvent(
            { product: line.product, variant: line.variant, quantity: 1 },
            { internalTraffic: false },
          ) ?? undefined;
      }
    }
  }
  return answer(
    {
      intent: 'addToCart',
      toast: toast('success', addToCartMessage(200)),
      addedVariantId: variantId,
      ...(tracking === undefined ? {} : { tracking }),
    },
    200,
  );
}
