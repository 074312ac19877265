import { shopContext } from '@vitrine/commerce';
import {
  type CountryCode,
  type Currency,
  isValidImageUrl,
  type OrderPaymentState,
  orderPaymentState,
  type PaymentCode,
  type PurchaseEvent,
  pageTitle,
  purchaseEvent,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { setReductionViews } from '../basket/order-totals';
import { loadSiteLayout } from '../cms/site-layout.server';
import { loadLanguageTexts, translator } from '../i18n/translator';
import {
  type AddressView,
  addressView,
  type CheckoutReviewLine,
  type CheckoutReviewTotals,
} from './checkout-view.server';
import { loadSpecialContent, type SpecialContentView } from './special-content.server';
import { consumedThankYouCookie, thankYouOrderNumber } from './thank-you-cookie.server';

/** The order as the thank-you page shows it. */
export interface ThankYouOrder {
  readonly orderNumber: string;
  readonly email: string;
  readonly lines: readonly CheckoutReviewLine[];
  readonly totals: CheckoutReviewTotals;
  readonly shippingMethod: 'standard' | 'freight';
  readonly paymentMethod: PaymentCode;
  /** `pending`: placed, its payment not confirmed yet (never shown as paid, issue 18). */
  readonly paymentState: OrderPaymentState;
  readonly voucherCode: string | null;
  readonly billingAddress: AddressView;
  readonly shippingAddress: AddressView;
}

export type ThankYouPageData =
  | {
      readonly state: 'order';
      readonly title: string;
      readonly iso: string;
      readonly currency: Currency;
      readonly country: CountryCode;
      readonly order: ThankYouOrder;
      readonly localePrefix: string;
      /** §4 purchase, built here from the engine's order (the browser gets only the view). */
      readonly tracking: { readonly purchase: PurchaseEvent };
    }
  | {
      readonly state: 'expired';
      readonly title: string;
      readonly content: SpecialContentView | null;
      readonly currentUrl: string;
      readonly localePrefix: string;
      readonly now: string;
    };

/**
 * The thank-you page `/danke/` (issue 18): the order the checkout's cookie names, when it is
 * the visitor's own, with its summary and the §4 purchase event; the cookie is consumed, so a
 * later visit (or a visit without it) shows the CMS thank-you-expired content, never the order
 * again. Always the visitor's own: `private, no-store`.
 */
export async function loadThankYouPage({
  request,
  context,
}: {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}) {
  const { shop, locale, services } = context;
  const headers = new Headers({ 'Cache-Control': privatePageCache });
  await loadLanguageTexts(locale.language);
  const t = translator(locale.language).t;
  const layout = await loadSiteLayout(context);
  const siteName = layout?.view.siteName ?? shop.brandName;
  const orderNumber = thankYouOrderNumber(request);
  if (orderNumber !== null) {
    headers.append('Set-Cookie', consumedThankYouCookie(context));
    const visitor = await context.visitor();
    const detail =
      visitor.customerId === null || visitor.kind === 'anonymous'
        ? null
        : await services.commerce.orders.detail(
            shopContext(shop, locale),
            { customerId: visitor.customerId },
            orderNumber,
          );
    if (detail !== null) {
      const page: ThankYouPageData = {
        state: 'order',
        title: pageTitle(t('thankYou.title'), siteName),
        iso: locale.iso,
        currency: locale.currency,
        country: shop.country,
        localePrefix: locale.pathPrefix,
        order: {
          orderNumber: detail.orderNumber,
          email: detail.tracking.customer.email,
          lines: detail.lines.map((line) => ({
            key: String(line.id),
            name: line.product.name,
            brandLine: [line.product.brand, line.product.subbrand].filter(Boolean).join(' · '),
            attributes: [],
            quantity: line.quantity,
            totalWithTax: line.totalWithTax,
            image: line.product.images.find((image) => isValidImageUrl(image.src)) ?? null,
          })),
          totals: {
            goodsWithTax: detail.totals.goodsWithTax,
            voucherReduction: detail.totals.voucherReduction,
            shippingWithTax: detail.totals.shippingWithTax,
            giftCardAmount: detail.totals.giftCardAmount,
            totalWithTax: detail.totals.totalWithTax,
            vatAmount: detail.totals.vatAmount,
            amountDue: detail.totals.amountDue,
            setPromotions: setReductionViews(detail.setPromotions),
          },
          shippingMethod: detail.shippingMethod,
          paymentMethod: detail.paymentMethod,
          paymentState: orderPaymentState(detail.status),
          voucherCode: detail.voucherCode,
          billingAddress: addressView(detail.billingAddress),
          shippingAddress: addressView(detail.shippingAddress),
        },
        tracking: { purchase: purchaseEvent(detail.tracking, { internalTraffic: false }) },
      };
      return data(page, { headers });
    }
  }
  const url = new URL(request.url);
  const content = await loadSpecialContent(context, 'thankYouExpired', url);
  const page: ThankYouPageData = {
    state: 'expired',
    title: pageTitle(t('thankYou.expiredTitle'), siteName),
    content,
    currentUrl: `${url.pathname}${url.search}`,
    localePrefix: locale.pathPrefix,
    now: new Date().toISOString(),
  };
  return data(page, { headers });
}
