import { randomUUID } from 'node:crypto';
import {
  type BeginCheckoutEvent,
  basketKey,
  beginCheckoutEvent,
  type CountryCode,
  type Currency,
  checkoutPageSteps,
  countryCodes,
  type Gender,
  newAddressChoice,
  type PaymentCode,
  pageTitle,
  paymentMethodsOf,
  postalCodeExamples,
  routePath,
} from '@vitrine/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { loadSiteLayout } from '../cms/site-layout.server';
import { loadLanguageTexts, translator } from '../i18n/translator';
import { carrierInfoStepId } from '../shipping/carrier-info';
import { checkoutCodes } from './checkout-codes.server';
import { type CodeMessage, priceCheckout } from './checkout-pricing.server';
import {
  type AddressView,
  addressView,
  type CheckoutReview,
  checkoutReview,
  summaryFingerprint,
} from './checkout-view.server';
import { loadSpecialContent, type SpecialContentView } from './special-content.server';

/** An entry of the signed-in customer's address book, to pick for billing or shipping. */
export interface AddressBookChoice {
  readonly id: string;
  readonly address: AddressView;
  readonly isDefaultBilling: boolean;
  readonly isDefaultShipping: boolean;
}

/** What the address form starts with: the customer's name, the shop's country. */
export interface AddressDefaults {
  readonly salutation: Gender | '';
  readonly firstName: string;
  readonly lastName: string;
  readonly country: CountryCode;
}

/** The checkout page's loader data (issue 18 `/kasse/`): view models, never engine rows. */
export interface CheckoutPageData {
  readonly title: string;
  readonly iso: string;
  readonly currency: Currency;
  /** The shop's country: the one shipping goes to; its payment methods are offered. */
  readonly country: CountryCode;
  /** The countries an address may be in (billing anywhere the shops are; shipping is checked). */
  readonly countries: readonly CountryCode[];
  /** Each country's postcode example, for the field's hint. */
  readonly postalCodeExamples: Readonly<Record<CountryCode, string>>;
  /** Made anew for each view of the page: one order per attempt, however often it is sent. */
  readonly idempotencyKey: string;
  /** The mark of the basket as this review shows it. */
  readonly basketFingerprint: string;
  readonly review: CheckoutReview;
  /** The codes the review is priced with, and the messages of codes refused. */
  readonly codes: {
    readonly voucherCode: string;
    readonly giftCardCode: string;
    readonly refused: readonly CodeMessage[];
  };
  /** The payment methods the shop's country offers, the gift card aside (it has its field). */
  readonly paymentMethods: readonly PaymentCode[];
  /** §9: PayPal instalments only in Germany. */
  readonly paypalInstallments: boolean;
  readonly addressBook: readonly AddressBookChoice[];
  readonly defaults: {
    readonly billingAddressId: string;
    readonly shippingAddressId: string;
    readonly address: AddressDefaults;
  };
  /** The address the confirmation goes to. */
  readonly email: string | null;
  /**
   * The basket, the home page, the CMS terms page the acceptance links to, the page itself
   * (where its form posts) and its carrier step (`?versandpartner#versandpartner`).
   */
  readonly paths: {
    readonly basket: string;
    readonly home: string;
    readonly terms: string;
    readonly checkout: string;
    readonly carrierInfo: string;
  };
  /** The shop's shipping providers (§3 config `shippingProviders`), for the carrier info (§2). */
  readonly carriers: readonly string[];
  /** The page's step without JavaScript: whether the carrier info is shown in the page. */
  readonly steps: { readonly carrierInfo: boolean };
  readonly localePrefix: string;
  /** The CMS checkout content block (§2 special content), when the CMS has one. */
  readonly content: SpecialContentView | null;
  readonly now: string;
  readonly tracking: { readonly beginCheckout: BeginCheckoutEvent };
}

export const checkoutHeaders = { 'Cache-Control': privatePageCache };

/**
 * The checkout page `/kasse/` (issue 18): the guard let only a guest or a signed-in customer
 * in. An empty basket goes back to the basket page. The review is the basket priced as the
 * order will be; a new idempotency key and the review's fingerprint go with the form. Always
 * the customer's own: `private, no-store`.
 */
export async function loadCheckoutPage({
  request,
  context,
}: {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}): Promise<ReturnType<typeof data<CheckoutPageData>>> {
  const { shop, locale, services } = context;
  const visitor = await context.visitor();
  const basketPath = routePath('basket', locale.pathPrefix);
  const checkoutPath = routePath('checkout', locale.pathPrefix);
  if (visitor.sessionId === null || basketKey(shop.id, visitor.userId) === null) {
    throw redirect(basketPath, { status: 303, headers: checkoutHeaders });
  }
  const codes = await checkoutCodes(request, context);
  const { summary, refused } = await priceCheckout(context, visitor.userId, codes);
  if (summary.basket.items.length === 0) {
    throw redirect(basketPath, { status: 303, headers: checkoutHeaders });
  }
  const customer =
    visitor.customerId === null
      ? null
      : await services.commerce.identity.customer(visitor.customerId);
  const book =
    visitor.kind === 'registered' && visitor.customerId !== null
      ? await services.commerce.account.addresses(visitor.customerId)
      : [];
  const addressBook = book.map((entry) => ({
    id: entry.id,
    address: addressView({
      ...entry,
      company: entry.company ?? undefined,
      addition: entry.addition ?? undefined,
    }),
    isDefaultBilling: entry.isDefaultBilling,
    isDefaultShipping: entry.isDefaultShipping,
  }));
  const billing = book.find((entry) => entry.isDefaultBilling) ?? book[0];
  const shipping = book.find((entry) => entry.isDefaultShipping) ?? billing;
  const url = new URL(request.url);
  const [layout, content] = await Promise.all([
    loadSiteLayout(context),
    loadSpecialContent(context, 'checkout', url),
  ]);
  await loadLanguageTexts(locale.language);
  const page: CheckoutPageData = {
    title: pageTitle(
      translator(locale.language).t('checkout.title'),
      layout?.view.siteName ?? shop.brandName,
    ),
    iso: locale.iso,
    currency: locale.currency,
    country: shop.country,
    countries: countryCodes,
    postalCodeExamples,
    idempotencyKey: randomUUID(),
    basketFingerprint: summaryFingerprint(summary),
    review: checkoutReview(summary),
    codes: {
      voucherCode: summary.voucher?.code ?? '',
      giftCardCode: summary.giftCard?.code ?? '',
      refused,
    },
    paymentMethods: paymentMethodsOf(shop.country).filter((method) => method !== 'G'),
    paypalInstallments: shop.flags.paypalInstallments,
    addressBook,
    defaults: {
      billingAddressId: billing?.id ?? newAddressChoice,
      shippingAddressId: shipping?.id ?? newAddressChoice,
      address: {
        salutation: customer?.gender ?? '',
        firstName: customer?.firstName ?? '',
        lastName: customer?.lastName ?? '',
        country: shop.country,
      },
    },
    email: customer?.email ?? null,
    paths: {
      basket: basketPath,
      home: `${locale.pathPrefix}/`,
      // The terms page is a CMS page whose slug is the language's own (agb, cgv, …).
      terms: `${locale.pathPrefix}/${translator(locale.language).t('checkout.termsSlug')}/`,
      checkout: checkoutPath,
      carrierInfo: `${checkoutPath}?${checkoutPageSteps.carrierInfo}#${carrierInfoStepId}`,
    },
    carriers: layout?.content.layout.config.shippingProviders ?? [],
    steps: { carrierInfo: url.searchParams.has(checkoutPageSteps.carrierInfo) },
    localePrefix: locale.pathPrefix,
    content,
    now: new Date().toISOString(),
    tracking: { beginCheckout: beginCheckoutEvent(summary.basket, { internalTraffic: false }) },
  };
  return data(page, { headers: checkoutHeaders });
}
