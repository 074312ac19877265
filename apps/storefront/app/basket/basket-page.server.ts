import { type CheckoutSummary, shopContext } from '@vitrine/commerce';
import {
  type BasketInfoAvailability,
  type BasketInfoDialog,
  type BasketLineView,
  type BeginCheckoutEvent,
  basketInfoAvailability,
  basketInfoHref,
  basketInfoStep,
  basketKey,
  basketLineView,
  basketPageSteps,
  beginCheckoutEvent,
  type CheckoutTotals,
  type CountryCode,
  type Currency,
  cleanedLineNames,
  fallbackShippingCosts,
  maskedGiftCardCode,
  maxCleaningAttempts,
  pageTitle,
  planBasketCleaning,
  recordCleaningAttempts,
  routePath,
  type ShippingCostCondition,
  type ShowToast,
  type ViewCartEvent,
  viewCartEvent,
} from '@vitrine/domain';
import type { ProductTile } from '@vitrine/domain/listing';
import { preloadBasketPageDialogs } from '@vitrine/ui';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { type CheckoutCodes, checkoutCodes } from '../checkout/checkout-codes.server';
import { priceCheckout } from '../checkout/checkout-pricing.server';
import { loadSpecialContent, type SpecialContentView } from '../checkout/special-content.server';
import { loadSiteLayout } from '../cms/site-layout.server';
import { loadLanguageTexts, translator } from '../i18n/translator';
import { addPageToast } from '../routing/page-guards.server';
import { carrierInfoStepId } from '../shipping/carrier-info';
import { emptyBasketRecommendations } from './basket-recommendations.server';
import { type BasketReserveView, loadBasketReserve } from './basket-reserve.server';
import { type OrderTotalsView, setReductionViews } from './order-totals';

/** The voucher field's state: none, applied with what it takes off, or refused with the reason. */
export type VoucherView =
  | { readonly state: 'none' }
  | { readonly state: 'applied'; readonly code: string; readonly reduction: number }
  | { readonly state: 'refused'; readonly code: string; readonly reason: string };

/**
 * The gift-card field's state (issue 16): none, applied (the code masked: it works like money;
 * what it takes off the order and what is left on it after), or refused with the reason.
 */
export type GiftCardView =
  | { readonly state: 'none' }
  | {
      readonly state: 'applied';
      readonly maskedCode: string;
      readonly amount: number;
      readonly remaining: number;
    }
  | { readonly state: 'refused'; readonly maskedCode: string; readonly reason: string };

/** The basket page's loader data: the view model, never the engine's basket. */
export interface BasketPageData {
  /** The page's title in the shop's title template. */
  readonly title: string;
  /** The shop's country (the medical-product notice shows in DE only, §2). */
  readonly country: CountryCode;
  /** The locale's tag, for money as the shop writes it. */
  readonly iso: string;
  readonly lines: readonly BasketLineView[];
  readonly currency: Currency;
  readonly totals: Pick<
    CheckoutTotals,
    | 'goodsWithTax'
    | 'voucherReduction'
    | 'shippingWithTax'
    | 'totalWithTax'
    | 'vatAmount'
    | 'giftCardAmount'
    | 'amountDue'
  > &
    Pick<OrderTotalsView, 'setPromotions'>;
  /** Freight (bulky goods, §9 14,99) or standard shipping. */
  readonly shippingMethod: 'standard' | 'freight';
  /** The shop's shipping-cost steps and the order value they are reached by (§3, §9). */
  readonly shippingProgress: {
    readonly orderValue: number;
    readonly conditions: readonly ShippingCostCondition[];
  };
  readonly voucher: VoucherView;
  readonly giftCard: GiftCardView;
  /**
   * Where the shopper goes on (§2 `/kasse/`), where a product's medical notice links to, the
   * page itself without a step and its carrier-info step.
   */
  readonly paths: {
    readonly checkout: string;
    readonly contact: string;
    readonly home: string;
    readonly basket: string;
    readonly carrierInfo: string;
    /** The info dialogs' steps without JavaScript (`?dialog=shipping`, `?dialog=medical`). */
    readonly info: Readonly<Record<BasketInfoDialog, string>>;
  };
  /**
   * The page's steps without JavaScript (`basketPageSteps`): the line whose engraving form is
   * open, whether the carrier info is, and the info dialog shown in the page (`basketInfoStep`).
   */
  readonly steps: {
    readonly editEngraving: string | null;
    readonly carrierInfo: boolean;
    readonly info: BasketInfoDialog | null;
  };
  /** Which info dialogs the basket has (§2 shipping-cost progress; the DE medical info). */
  readonly info: BasketInfoAvailability;
  /** The shop's shipping providers (§3 config `shippingProviders`), for the carrier info (§2). */
  readonly carriers: readonly string[];
  /** The CMS basket content block (§2 special content), when the space has one. */
  readonly content: SpecialContentView | null;
  /** The empty basket's recommendation slider (§2: shown only when there are some). */
  readonly recommendations: readonly ProductTile[];
  /** When the page was made, for the CMS content's campaign windows. */
  readonly now: string;
  readonly localePrefix: string;
  readonly wishlist: boolean;
  /** The lines' click-and-reserve (§2, basket) where the shop has it (§6); null elsewhere. */
  readonly reserve: BasketReserveView | null;
  /** §4 `view_cart`, built here from the engine's basket (the browser gets only the view). */
  readonly tracking: {
    readonly viewCart: ViewCartEvent;
    /** §4 `begin_checkout`, pushed when the shopper follows the link to checkout. */
    readonly beginCheckout: BeginCheckoutEvent;
  };
}

const emptyTotals: BasketPageData['totals'] = {
  goodsWithTax: 0,
  voucherReduction: 0,
  shippingWithTax: 0,
  totalWithTax: 0,
  vatAmount: 0,
  giftCardAmount: 0,
  amountDue: 0,
};

/**
 * Basket cleaning (§4, §9): the lines that cannot be bought (availability 3 or 4) are deleted,
 * each at most three times (a delete that fails is tried again in the next round, §8). Returns
 * the names of the lines that are gone, for the toast.
 */
async function cleanBasket(
  context: Readonly<RouterContextProvider>,
  userId: string,
): Promise<readonly string[]> {
  const { basket } = context.services.commerce;
  const shop = shopContext(context.shop, context.locale);
  const shopper = { userId };
  const first = await basket.basketOf(shop, userId);
  let current = first;
  let attempts = new Map<string, number>() as ReadonlyMap<string, number>;
  for (let round = 0; round < maxCleaningAttempts; round += 1) {
    const plan = planBasketCleaning(current, attempts);
    if (plan.calls.length === 0) break;
    for (const call of plan.calls) await basket.deleteItem(shop, shopper, call);
    attempts = recordCleaningAttempts(attempts, plan.calls);
    current = await basket.basketOf(shop, userId);
  }
  return cleanedLineNames(first.items, current.items);
}

/**
 * The basket priced as checkout will price it, with the voucher (cookie) and the gift card kept
 * with the engine's basket: a code the engine refuses is left out and said why. A kept gift card
 * that can no longer pay (used up in another order) is taken off the basket, as basket cleaning
 * takes off what cannot be bought, and the shopper is told at the field.
 */
async function pricedBasket(
  context: Readonly<RouterContextProvider>,
  userId: string,
  codes: CheckoutCodes,
): Promise<{ summary: CheckoutSummary; voucher: VoucherView; giftCard: GiftCardView }> {
  const { summary, refused } = await priceCheckout(context, userId, codes);
  const voucherRefusal = refused.find((refusal) => refusal.field === 'voucherCode');
  const giftCardRefusal = refused.find((refusal) => refusal.field === 'giftCardCode');
  const voucher: VoucherView =
    codes.voucherCode !== null && voucherRefusal !== undefined
      ? { state: 'refused', code: codes.voucherCode, reason: voucherRefusal.key }
      : summary.voucher === null
        ? { state: 'none' }
        : { state: 'applied', code: summary.voucher.code, reduction: summary.voucher.reduction };
  let giftCard: GiftCardView = { state: 'none' };
  if (codes.giftCardCode !== null && giftCardRefusal !== undefined) {
    await context.services.commerce.checkout.removeGiftCard(
      shopContext(context.shop, context.locale),
      userId,
    );
    giftCard = {
      state: 'refused',
      maskedCode: maskedGiftCardCode(codes.giftCardCode),
      reason: giftCardRefusal.key,
    };
  } else if (summary.giftCard !== null) {
    giftCard = {
      state: 'applied',
      maskedCode: maskedGiftCardCode(summary.giftCard.code),
      amount: summary.giftCard.amount,
      remaining: Math.max(0, summary.giftCard.balance - summary.giftCard.amount),
    };
  }
  return { summary, voucher, giftCard };
}

/**
 * The basket page `/warenkorb/` (§2): the visitor's own basket, cleaned of what cannot be bought
 * (§4, §9, with a toast naming it), priced as checkout prices it (shipping by the shop's CMS
 * steps with §9's fallback, freight for bulky goods, the voucher of the voucher cookie) and sent
 * as the card's view model, with the CMS basket content (§2 special content), the steps a
 * browser without JavaScript opens by query, and recommendations when it is empty. A visitor
 * without a session has an empty basket and no session is opened for looking at it. Always the visitor's own: `private, no-store`.
 */
export async function loadBasketPage({
  request,
  context,
}: {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}) {
  const { shop, locale } = context;
  const headers = { 'Cache-Control': privatePageCache };
  const visitor = await context.visitor();
  const hasBasket = visitor.sessionId !== null && basketKey(shop.id, visitor.userId) !== null;
  const removed = hasBasket ? await cleanBasket(context, visitor.userId) : [];
  if (removed.length > 0) {
    const toast: ShowToast = {
      type: 'toast.show',
      variant: 'warning',
      message: 'basketPage.cleaned',
      values: { names: removed.join(', ') },
    };
    addPageToast(context, toast);
  }
  const priced = hasBasket
    ? await pricedBasket(context, visitor.userId, await checkoutCodes(request, context))
    : null;
  const layout = await loadSiteLayout(context);
  const costs = layout?.content.layout.config.shippingCosts ?? fallbackShippingCosts;
  const summary = priced?.summary ?? null;
  const url = new URL(request.url);
  const lines = summary?.basket.items.map(basketLineView) ?? [];
  const basketPath = routePath('basket', locale.pathPrefix);
  const shippingMethod = summary?.shipping.method ?? 'standard';
  const info = basketInfoAvailability(
    { products: lines.map((line) => line.item.product), shippingMethod },
    shop,
  );
  const infoStep = basketInfoStep(info, url.searchParams);
  // The step is the dialogs' chunk's view: loaded before rendering, so its HTML is whole for a
  // browser without JavaScript (a view not loaded would stream in behind a script).
  if (infoStep !== null) await preloadBasketPageDialogs();
  const [content, recommendations, reserve] = await Promise.all([
    loadSpecialContent(context, 'basket', url),
    lines.length === 0 ? emptyBasketRecommendations(context) : [],
    loadBasketReserve(context, lines, basketPath, url.searchParams),
  ]);
  const trackedBasket = summary?.basket ?? {
    key: '',
    items: [],
    cost: { currencyCode: locale.currency, withTax: 0, withoutTax: 0 },
  };
  // The server loads every language before its first page; the first request may come sooner.
  await loadLanguageTexts(locale.language);
  const page: BasketPageData = {
    title: pageTitle(
      translator(locale.language).t('basketPage.title'),
      layout?.view.siteName ?? shop.brandName,
    ),
    country: shop.country,
    iso: locale.iso,
    lines,
    currency: locale.currency,
    totals:
      summary === null || summary === undefined
        ? emptyTotals
        : { ...summary.totals, setPromotions: setReductionViews(summary.basket.setPromotions) },
    shippingMethod,
    shippingProgress: {
      orderValue: (summary?.totals.goodsWithTax ?? 0) - (summary?.totals.voucherReduction ?? 0),
      conditions: costs.versandkostenBedingungen,
    },
    voucher: priced?.voucher ?? { state: 'none' },
    giftCard: priced?.giftCard ?? { state: 'none' },
    paths: {
      checkout: routePath('checkout', locale.pathPrefix),
      contact: routePath('contact', locale.pathPrefix),
      home: `${locale.pathPrefix}/`,
      basket: basketPath,
      carrierInfo: `${basketPath}?${basketPageSteps.carrierInfo}#${carrierInfoStepId}`,
      info: {
        shipping: basketInfoHref(basketPath, 'shipping'),
        medical: basketInfoHref(basketPath, 'medical'),
      },
    },
    steps: {
      editEngraving: url.searchParams.get(basketPageSteps.editEngraving),
      carrierInfo: url.searchParams.has(basketPageSteps.carrierInfo),
      info: infoStep,
    },
    info,
    carriers: layout?.content.layout.config.shippingProviders ?? [],
    content,
    recommendations,
    now: new Date().toISOString(),
    localePrefix: locale.pathPrefix,
    wishlist: shop.flags.wishlist,
    reserve,
    tracking: {
      viewCart: viewCartEvent(trackedBasket, { internalTraffic: false }),
      beginCheckout: beginCheckoutEvent(trackedBasket, { internalTraffic: false }),
    },
  };
  return data(page, { headers });
}
