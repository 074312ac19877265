import type { CheckoutSummary } from '@vitrine/commerce';
import {
  attributeLabels,
  basketFingerprint,
  type CheckoutAddress,
  type CountryCode,
  isValidImageUrl,
  type ProductImage,
} from '@vitrine/domain';
import { type SetReductionView, setReductionViews } from '../basket/order-totals';

/** One basket line of the review: what it is, how many, what it costs. */
export interface CheckoutReviewLine {
  readonly key: string;
  readonly name: string;
  /** Brand and subbrand, `·`-joined; '' without. */
  readonly brandLine: string;
  /** The variant's attributes as the shopper chose them (`Größe: 86`). */
  readonly attributes: readonly string[];
  readonly quantity: number;
  readonly totalWithTax: number;
  readonly image: ProductImage | null;
}

/** The sums of the review (cents). */
export interface CheckoutReviewTotals {
  readonly goodsWithTax: number;
  readonly voucherReduction: number;
  readonly shippingWithTax: number;
  readonly giftCardAmount: number;
  readonly totalWithTax: number;
  readonly vatAmount: number;
  readonly amountDue: number;
  /** The set promotions the basket completes (§2 bundles), out of `goodsWithTax` already. */
  readonly setPromotions: readonly SetReductionView[];
}

/** The review of the basket as checkout priced it, for the page and the thank-you page alike. */
export interface CheckoutReview {
  readonly lines: readonly CheckoutReviewLine[];
  readonly totals: CheckoutReviewTotals;
  readonly shipping: { readonly method: 'standard' | 'freight'; readonly withTax: number };
  readonly voucher: { readonly code: string; readonly reduction: number } | null;
  readonly giftCard: { readonly code: string; readonly amount: number } | null;
}

/** An address as both pages show it: lines of text, nothing of the engine's row. */
export interface AddressView {
  readonly name: string;
  readonly lines: readonly string[];
  readonly country: CountryCode;
}

/** What an address view needs: an order's, the form's or an address-book entry's address. */
type ShownAddress = Pick<
  CheckoutAddress,
  'firstName' | 'lastName' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country'
> & { readonly company?: string | null; readonly addition?: string | null };

export function addressView(address: ShownAddress): AddressView {
  return {
    name: `${address.firstName} ${address.lastName}`,
    lines: [
      address.company,
      `${address.street} ${address.houseNumber}`,
      address.addition,
      `${address.postalCode} ${address.city}`,
    ].filter((line): line is string => typeof line === 'string' && line !== ''),
    country: address.country,
  };
}

/** The review of the summary's basket: the lines as the page shows them, the sums. */
export function checkoutReview(summary: CheckoutSummary): CheckoutReview {
  const { totals } = summary;
  return {
    lines: summary.basket.items.map((item) => ({
      key: item.key,
      name: item.product.name,
      brandLine: [item.product.brand, item.product.subbrand].filter(Boolean).join(' · '),
      attributes: Object.values(item.variant.attributes).flatMap((attribute) => {
        if (attribute === undefined) return [];
        const labels = attributeLabels(item.variant.attributes, attribute.key);
        return labels.length === 0 ? [] : [`${attribute.label}: ${labels.join(', ')}`];
      }),
      quantity: item.quantity,
      totalWithTax: item.price.total.withTax,
      image: item.product.images.find((image) => isValidImageUrl(image.src)) ?? null,
    })),
    totals: {
      goodsWithTax: totals.goodsWithTax,
      voucherReduction: totals.voucherReduction,
      shippingWithTax: totals.shippingWithTax,
      giftCardAmount: totals.giftCardAmount,
      totalWithTax: totals.totalWithTax,
      vatAmount: totals.vatAmount,
      amountDue: totals.amountDue,
      setPromotions: setReductionViews(summary.basket.setPromotions),
    },
    shipping: summary.shipping,
    voucher: summary.voucher,
    giftCard:
      summary.giftCard === null
        ? null
        : { code: summary.giftCard.code, amount: summary.giftCard.amount },
  };
}

/** The mark of the basket the shopper reviews (issue 18: a changed basket is re-reviewed). */
export function summaryFingerprint(summary: CheckoutSummary): string {
  return basketFingerprint(
    summary.basket.items.map((item) => ({
      key: item.key,
      variantId: item.variant.id,
      quantity: item.quantity,
      totalWithTax: item.price.total.withTax,
    })),
    summary.totals.totalWithTax,
  );
}
