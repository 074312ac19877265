import { isValidationFailure, shopContext } from '@vitrine/commerce';
import {
  type AddToCartEvent,
  addToCartEvent,
  addToCartMessage,
  basketKey,
  planWishlistToggle,
  readShoppingForm,
  type ShowToast,
  unitsAdded,
  wishlistKey,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { privatePageCache } from '../../server/http/cache-control';
import { addPageToast } from '../routing/page-guards.server';
import { noteSessionOpened } from '../shell/shop-shell.server';

/** What a shopping form's post came to: the toast the page shows, and what changed. */
export interface ShoppingFormResult {
  readonly intent: 'addToCart' | 'toggleWishlist';
  readonly toast: ShowToast;
  /** The variant put in the basket (the add-to-cart layer shows it), when the add worked. */
  readonly addedVariantId?: number;
  /** §4 `add_to_cart` for what went in, built from the basket line; the page pushes it. */
  readonly tracking?: AddToCartEvent;
  /** Whether the product is on the wishlist after the toggle. */
  readonly wishlisted?: boolean;
}

/** The outcome is the visitor's own basket or wishlist: never stored by a CDN or browser. */
const privateHeaders = { 'Cache-Control': privatePageCache };

/**
 * The page's answer; its toast also joins the toasts the shop layout shows, so a browser
 * without JavaScript, which gets the whole page back, sees it (the layout's loader runs after
 * the action in the same request).
 */
function answer(
  context: Readonly<RouterContextProvider>,
  result: ShoppingFormResult,
  status: number,
) {
  addPageToast(context, result.toast);
  return data(result, { status, headers: privateHeaders });
}

const toast = (variant: ShowToast['variant'], message: string): ShowToast => ({
  type: 'toast.show',
  variant,
  message,
});

/**
 * A product card's add-to-cart or wishlist heart posted to the page it is on (§2, §4), by the
 * browser itself without JavaScript or by the card's fetcher with it. It is held to what the
 * basket and wishlist calls are held to — the same-origin check, the visitor's own basket (a
 * session is opened for the first item, as /api opens one) and the engine's checks — and the
 * page renders again with a toast saying what happened; the header's counts follow from the
 * session. 400 for a form a card never posts, 403 from a foreign page, 409 when the article
 * cannot be bought or has no units left.
 */
export async function handleShoppingFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const post = readShoppingForm((name) => form.get(name) ?? undefined);
  if (post === null) {
    throw data(null, { status: 400, headers: privateHeaders });
  }
  const { shop, locale, services } = context;
  // Where the country has no wishlist (§6), there is no heart to post from.
  if (post.intent === 'toggleWishlist' && !shop.flags.wishlist) {
    throw data(null, { status: 404, headers: privateHeaders });
  }
  const own = isOwnPagePost(request, shop);
  const failed = (status: number) =>
    answer(
      context,
      {
        intent: post.intent,
        toast: toast(
          'error',
          post.intent === 'addToCart' ? addToCartMessage(status) : 'wishlist.failed',
        ),
      },
      status,
    );
  if (!own) return failed(403);

  const shopper = { userId: (await context.openSession()).userId };
  noteSessionOpened(context);
  const commerceShop = shopContext(shop, locale);

  if (post.intent === 'addToCart') {
    const outcome = await services.commerce.basket.addItem(commerceShop, shopper, {
      basketKey: basketKey(shop.id, shopper.userId),
      variantId: post.variantId,
      quantity: post.quantity,
      // The product page's engraving rows (§4): the basket checks them against the product's
      // and puts an engraving in an item group of its own.
      ...(post.customText === undefined ? {} : { customData: { customText: post.customText } }),
    });
    if (outcome.kind === 'refused') {
      return answer(context, { intent: post.intent, toast: toast('error', outcome.key) }, 409);
    }
    if (outcome.kind !== 'ok') return failed(isValidationFailure(outcome) ? 400 : 404);
    const line = outcome.basket.items.find(
      (item) => item.variant.id === post.variantId && item.itemGroup?.isMainItem !== false,
    );
    // A capped add put in only what the line grew by.
    const quantity =
      line === undefined
        ? 0
        : unitsAdded({
            added: post.quantity,
            ...(outcome.requestedQuantity === undefined
              ? {}
              : { requestedLineQuantity: outcome.requestedQuantity }),
            lineQuantity: line.quantity,
          });
    const tracking =
      line === undefined || quantity === 0
        ? null
        : addToCartEvent(
            { product: line.product, variant: line.variant, quantity },
            { internalTraffic: false },
          );
    return answer(
      context,
      {
        intent: post.intent,
        toast:
          outcome.type === 'quantityCapped'
            ? toast('warning', 'basket.quantityCapped')
            : toast('success', addToCartMessage(200)),
        addedVariantId: post.variantId,
        ...(tracking === null ? {} : { tracking }),
      },
      200,
    );
  }

  const key = wishlistKey(shop.id, shopper.userId);
  if (key === null) return failed(400);
  const { wishlist } = services.commerce;
  const current = await wishlist.get(commerceShop, shopper, key);
  const calls = planWishlistToggle({
    wishlistKey: key,
    items: current?.items ?? [],
    productId: post.productId,
    variantId: post.variantId,
  });
  let added = false;
  for (const call of calls) {
    if (call.type === 'wishlist.addItem') {
      const outcome = await wishlist.addItem(commerceShop, shopper, call);
      if (outcome.kind !== 'ok') return failed(isValidationFailure(outcome) ? 400 : 404);
      added = true;
    } else {
      const outcome = await wishlist.deleteItem(commerceShop, shopper, call);
      if ('kind' in outcome) return failed(isValidationFailure(outcome) ? 400 : 404);
    }
  }
  return answer(
    context,
    {
      intent: post.intent,
      toast: toast('success', added ? 'wishlist.added' : 'wishlist.removed'),
      wishlisted: added,
    },
    200,
  );
}
