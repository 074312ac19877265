/**
 * What a Price component shows (spec §3 price display options: amount, showAmount, price,
 * recommendedRetailPrice, referencePrice, unitPrice (price, unit, amount), currencyCode,
 * hasDifferentPrice), built in one place so every card, page and basket line agrees.
 */
import type { Price } from '../entities/product';
import type { Currency } from '../market/types';
import { defaultPriceCurrency } from './format-price';
import { isCurrency } from './money';
import { isStrikeThroughPrice } from './strike-through';
import { type UnitPrice, unitPrice } from './unit-price';

export interface PriceDisplayInput {
  /** Without a recommended retail price or a reference (left out or null), none is shown. */
  readonly price:
    | (Pick<Price, 'withTax' | 'currencyCode'> &
        Partial<Pick<Price, 'recommendedRetailPrice' | 'reference'>>)
    | null
    | undefined;
  /**
   * A reference price to compare with, in cents — e.g. the logistics reference price
   * converted with `centsFromMajorUnits` (§9 "reference price x 100").
   */
  readonly referencePrice?: number | null;
  /** The quantity the price is shown for, e.g. a basket line's quantity; default 1. */
  readonly amount?: number;
  /** Whether the component shows the quantity next to the price. */
  readonly showAmount?: boolean;
  /** Listing: variants differ in price or stock (§4), so the price reads "from". */
  readonly hasDifferentPrice?: boolean;
}

export interface PriceDisplay {
  readonly amount: number;
  readonly showAmount: boolean;
  /** Selling price with tax, cents. */
  readonly price: number;
  /** Crossed-out recommended retail price, only when the 96 % rule allows it (§9). */
  readonly recommendedRetailPrice: number | null;
  /** Crossed-out reference price, only when the 96 % rule allows it (§9). */
  readonly referencePrice: number | null;
  readonly unitPrice: UnitPrice | null;
  readonly currencyCode: Currency;
  readonly hasDifferentPrice: boolean;
}

/**
 * The display options for one price, or `null` when there is no usable selling price (so
 * the component renders nothing rather than a wrong amount). Each comparison price is kept
 * only if the selling price is at most 96 % of it; an unknown currency falls back to EUR (§9).
 *
 * @example
 * priceDisplay({ price: { withTax: 1999, recommendedRetailPrice: 2999, currencyCode: 'EUR', reference: null } });
 * // { amount: 1, showAmount: false, price: 1999, recommendedRetailPrice: 2999, referencePrice: null,
 * //   unitPrice: null, currencyCode: 'EUR', hasDifferentPrice: false }
 */
export function priceDisplay(input: PriceDisplayInput): PriceDisplay | null {
  const { price } = input;
  if (!price || !Number.isSafeInteger(price.withTax) || price.withTax < 0) return null;
  const amount =
    typeof input.amount === 'number' && Number.isSafeInteger(input.amount) && input.amount >= 1
      ? input.amount
      : 1;
  return {
    amount,
    showAmount: input.showAmount === true,
    price: price.withTax,
    recommendedRetailPrice: isStrikeThroughPrice(price.withTax, price.recommendedRetailPrice)
      ? (price.recommendedRetailPrice ?? null)
      : null,
    referencePrice: isStrikeThroughPrice(price.withTax, input.referencePrice)
      ? (input.referencePrice ?? null)
      : null,
    unitPrice: unitPrice(price.reference),
    currencyCode: isCurrency(price.currencyCode) ? price.currencyCode : defaultPriceCurrency,
    hasDifferentPrice: input.hasDifferentPrice === true,
  };
}
