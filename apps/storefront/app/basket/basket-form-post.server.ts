import { type BasketOutcome, isValidationFailure, shopContext } from '@vitrine/commerce';
import {
  type AddToCartEvent,
  type BasketFormIntent,
  basketKey,
  type CustomText,
  type EngravingRowError,
  engravingDecision,
  engravingFields,
  isOnWishlist,
  modifyCartEvent,
  planEngravingChange,
  planItemRemoval,
  planQuantityChange,
  type RemoveFromCartEvent,
  readBasketForm,
  removeFromCartEvent,
  type ShowToast,
  scaleThresholds,
  wishlistKey,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { privatePageCache } from '../../server/http/cache-control';
import { giftCardMessage } from '../checkout/checkout-pricing.server';
import { loadSiteLayout } from '../cms/site-layout.server';
import { addPageToast } from '../routing/page-guards.server';
import { keepVoucherCode } from './voucher-cookie.server';
import { voucherRefusalMessage } from './voucher-message';

/** What a basket form's post came to: the toast, the line it was about, the field's message. */
export interface BasketFormResult {
  readonly intent: BasketFormIntent | null;
  readonly toast: ShowToast;
  /** The line the form was about: a failure is shown at the line, which stays as it was. */
  readonly itemKey?: string;
  readonly ok: boolean;
  /** The voucher field's inline message (a malformed or refused code). */
  readonly voucherMessage?: string;
  /** The gift-card field's inline message (a malformed or refused code, issue 16). */
  readonly giftCardMessage?: string;
  /**
   * An engraving edit that does not fit the rows (§9 gravureLength): the text as posted and the
   * rows' messages, so the line's engraving form shows them again.
   */
  readonly engraving?: {
    readonly customText: CustomText;
    readonly errors: readonly EngravingRowError[];
  };
  /** §4 `modify_in_cart` (as GA4's add/remove) or `remove_from_cart`; the page pushes it. */
  readonly tracking?: AddToCartEvent | RemoveFromCartEvent;
}

const toast = (variant: ShowToast['variant'], message: string): ShowToast => ({
  type: 'toast.show',
  variant,
  message,
});

/**
 * The page's answer; its toast also joins the toasts the shop layout shows, so a browser
 * without JavaScript, which gets the whole page back, sees it. Private: it is the visitor's own.
 */
function answer(
  context: Readonly<RouterContextProvider>,
  result: BasketFormResult,
  status: number,
  cookie?: string,
) {
  addPageToast(context, result.toast);
  return data(result, {
    status,
    headers: {
      'Cache-Control': privatePageCache,
      ...(cookie === undefined ? {} : { 'Set-Cookie': cookie }),
    },
  });
}

/**
 * A basket page form (§2 basket product card, §4 basket item), posted by the browser without
 * JavaScript or by the line's fetcher: a quantity from the stepper, a line's remove, its
 * engraving's new text ("ohne" takes it off), a voucher or a gift card applied or removed. Held to what the /api calls are held to: the same-origin check (403), the
 * visitor's own basket (a line key of another basket is not found: 404) and the engine's checks
 * (409 when the article cannot be bought or has no units left). A form the page never posts is
 * 400; a malformed or refused voucher or gift-card code is 400 or 422 with the field's message. A failed
 * change leaves the line as it was and says so (§8 would be silent; a shopper would rather know).
 */
export async function handleBasketFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const read = readBasketForm((name) => form.get(name) ?? undefined);
  if (read.kind === 'invalid') {
    const voucher = read.problem === 'basketPage.voucherInvalid';
    const giftCard = read.problem === 'basketPage.giftCardInvalid';
    return answer(
      context,
      {
        intent: voucher ? 'voucherApply' : giftCard ? 'giftCardApply' : null,
        toast: toast('error', read.problem),
        ok: false,
        ...(voucher ? { voucherMessage: read.problem } : {}),
        ...(giftCard ? { giftCardMessage: read.problem } : {}),
      },
      400,
    );
  }
  const post = read.post;
  const itemKey = 'itemKey' in post ? post.itemKey : undefined;
  const failed = (status: number, message = 'basketPage.changeFailed') =>
    answer(
      context,
      {
        intent: post.intent,
        toast: toast('error', message),
        ok: false,
        ...(itemKey === undefined ? {} : { itemKey }),
      },
      status,
    );
  if (!isOwnPagePost(request, context.shop)) return failed(403);

  const { shop, locale, services } = context;
  const commerceShop = shopContext(shop, locale);

  if (post.intent === 'voucherRemove') {
    return answer(
      context,
      { intent: post.intent, toast: toast('success', 'basketPage.voucherRemoved'), ok: true },
      200,
      keepVoucherCode(context, null),
    );
  }

  // Looking at the basket opens no session; a visitor without one has no lines to change.
  const visitor = await context.visitor();
  const key = basketKey(shop.id, visitor.userId);
  if (visitor.sessionId === null || key === null) return failed(404, 'basketPage.lineMissing');
  const shopper = { userId: visitor.userId };

  if (post.intent === 'voucherApply') {
    const layout = await loadSiteLayout(context);
    const summary = await services.commerce.checkout.summary(
      commerceShop,
      visitor.userId,
      { voucherCode: post.voucherCode },
      { shippingCosts: layout?.content.layout.config.shippingCosts ?? null },
    );
    if (isValidationFailure(summary)) {
      const reason = voucherRefusalMessage(summary.issues[0]?.key);
      return answer(
        context,
        { intent: post.intent, toast: toast('error', reason), ok: false, voucherMessage: reason },
        422,
      );
    }
    return answer(
      context,
      { intent: post.intent, toast: toast('success', 'basketPage.voucherApplied'), ok: true },
      200,
      keepVoucherCode(context, post.voucherCode),
    );
  }

  if (post.intent === 'giftCardApply') {
    // Kept with the engine's basket, never in a cookie: a gift-card code works like money.
    const layout = await loadSiteLayout(context);
    const applied = await services.commerce.checkout.applyGiftCard(
      commerceShop,
      visitor.userId,
      { giftCardCode: post.giftCardCode },
      { shippingCosts: layout?.content.layout.config.shippingCosts ?? null },
    );
    if (isValidationFailure(applied)) {
      const reason = giftCardMessage(applied.issues[0]?.key);
      return answer(
        context,
        { intent: post.intent, toast: toast('error', reason), ok: false, giftCardMessage: reason },
        422,
      );
    }
    return answer(
      context,
      { intent: post.intent, toast: toast('success', 'basketPage.giftCardApplied'), ok: true },
      200,
    );
  }

  if (post.intent === 'giftCardRemove') {
    await services.commerce.checkout.removeGiftCard(commerceShop, visitor.userId);
    return answer(
      context,
      { intent: post.intent, toast: toast('success', 'basketPage.giftCardRemoved'), ok: true },
      200,
    );
  }

  const basket = await services.commerce.basket.basketOf(commerceShop, visitor.userId);
  const line = basket.items.find((item) => item.key === post.itemKey);
  if (line === undefined) return failed(404, 'basketPage.lineMissing');
  // What every change of the line answers: its toast, the line's key, the event it tracks.
  const lineChanged = (
    level: 'success' | 'info' | 'warning',
    message: string,
    tracking: AddToCartEvent | RemoveFromCartEvent | null = null,
  ) =>
    answer(
      context,
      {
        intent: post.intent,
        toast: toast(level, message),
        ok: true,
        itemKey: line.key,
        ...(tracking === null ? {} : { tracking }),
      },
      200,
    );
  // An update the engine did not make: refused with its reason (no stock, say), or not found.
  const updateFailed = (outcome: Exclude<BasketOutcome, { readonly kind: 'ok' }>) =>
    outcome.kind === 'refused'
      ? failed(409, outcome.key)
      : failed(isValidationFailure(outcome) ? 400 : 404);

  if (post.intent === 'basketToWishlist') {
    // Where the country has no wishlist (§6) the line shows no wishlist button.
    const wishlistKeyOfVisitor = wishlistKey(shop.id, visitor.userId);
    if (!shop.flags.wishlist || wishlistKeyOfVisitor === null) return failed(404);
    const { wishlist } = services.commerce;
    const current = await wishlist.get(commerceShop, shopper, wishlistKeyOfVisitor);
    if (!isOnWishlist(current?.items ?? [], line.product.id, line.variant.id)) {
      const added = await wishlist.addItem(commerceShop, shopper, {
        wishlistKey: wishlistKeyOfVisitor,
        itemCreationId: { variantId: line.variant.id },
      });
      if (added.kind !== 'ok') return failed(isValidationFailure(added) ? 400 : 404);
    }
    const removed = await services.commerce.basket.deleteItem(
      commerceShop,
      shopper,
      planItemRemoval(key, line.key),
    );
    if ('kind' in removed) return failed(isValidationFailure(removed) ? 400 : 404);
    return lineChanged(
      'success',
      'basketPage.movedToWishlist',
      removeFromCartEvent({ line }, { internalTraffic: false }),
    );
  }

  if (post.intent === 'basketRemove') {
    const outcome = await services.commerce.basket.deleteItem(
      commerceShop,
      shopper,
      planItemRemoval(key, line.key),
    );
    if ('kind' in outcome) return failed(isValidationFailure(outcome) ? 400 : 404);
    return lineChanged(
      'success',
      'basketPage.removed',
      removeFromCartEvent({ line }, { internalTraffic: false }),
    );
  }

  if (post.intent === 'basketEngraving') {
    // Only a line whose article takes an engraving has the edit (§2, §9 gravureHeadline).
    const fields = engravingFields(line.product.advancedAttributes);
    if (fields === null || line.itemGroup?.isMainItem === false) return failed(404);
    const decision = engravingDecision(post.customText, fields);
    if (decision.kind === 'invalid') {
      return answer(
        context,
        {
          intent: post.intent,
          toast: toast('error', 'basketExtras.engravingInvalid'),
          ok: false,
          itemKey: line.key,
          engraving: { customText: post.customText, errors: decision.errors },
        },
        422,
      );
    }
    const change = planEngravingChange({
      basketKey: key,
      item: line,
      customText: decision.kind === 'engraving' ? decision.customText : null,
      scaleThresholds: scaleThresholds(line.variant.scalePrices),
    });
    if (change === null) return lineChanged('info', 'basketPage.unchanged');
    const outcome = await services.commerce.basket.updateItem(commerceShop, shopper, change);
    if (outcome.kind !== 'ok') return updateFailed(outcome);
    return lineChanged(
      'success',
      decision.kind === 'engraving'
        ? 'basketExtras.engravingSaved'
        : 'basketExtras.engravingRemoved',
    );
  }

  const call = planQuantityChange({
    basketKey: key,
    item: line,
    change: post.quantity - line.quantity,
    scaleThresholds: scaleThresholds(line.variant.scalePrices),
  });
  // The same quantity again (a second press of a page already sent): nothing to do.
  if (call === null || call.type !== 'basket.updateItem') {
    return lineChanged('info', 'basketPage.unchanged');
  }
  const outcome = await services.commerce.basket.updateItem(commerceShop, shopper, call);
  if (outcome.kind !== 'ok') return updateFailed(outcome);
  const changed = outcome.basket.items.find((item) => item.key === line.key);
  const tracking = modifyCartEvent(
    { line, newQuantity: changed?.quantity ?? line.quantity },
    { internalTraffic: false },
  );
  return outcome.type === 'quantityCapped'
    ? lineChanged('warning', 'basket.quantityCapped', tracking)
    : lineChanged('success', 'basketPage.quantityChanged', tracking);
}
