/**
 * Basket totals per currency (spec §3 basket cost; §9 money in cents). A basket should hold
 * one currency, but totals are kept apart per currency so that a stray item can never be
 * added into another currency's sum.
 */
import type { BasketItem } from '../entities/basket';
import type { Currency } from '../market/types';
import { addMoney, isCurrency } from './money';

export interface BasketTotal {
  readonly currencyCode: Currency;
  /** Cents. */
  readonly withTax: number;
  /** Cents. */
  readonly withoutTax: number;
  /** Sum of the counted items' quantities. */
  readonly quantity: number;
}

export interface BasketTotals {
  /** One entry per currency, in the order the currencies first appear. */
  readonly totals: readonly BasketTotal[];
  /** Items left out because their total is not whole cents of a known currency. */
  readonly skippedItemKeys: readonly string[];
}

export type BasketTotalsItem = Pick<BasketItem, 'key' | 'quantity'> & {
  readonly price: {
    readonly total: Pick<BasketItem['price']['total'], 'withTax' | 'withoutTax' | 'currencyCode'>;
  };
};

function addItem(total: BasketTotal, item: BasketTotalsItem): BasketTotal | null {
  const { currencyCode } = total;
  const withTax = addMoney(
    { amount: total.withTax, currency: currencyCode },
    { amount: item.price.total.withTax, currency: item.price.total.currencyCode },
  );
  const withoutTax = addMoney(
    { amount: total.withoutTax, currency: currencyCode },
    { amount: item.price.total.withoutTax, currency: item.price.total.currencyCode },
  );
  const quantity = total.quantity + item.quantity;
  if (!withTax.ok || !withoutTax.ok || !Number.isSafeInteger(quantity)) return null;
  return {
    currencyCode,
    withTax: withTax.value.amount,
    withoutTax: withoutTax.value.amount,
    quantity,
  };
}

function isCountable(item: BasketTotalsItem): boolean {
  const { withTax, withoutTax } = item.price?.total ?? {};
  return (
    typeof withTax === 'number' &&
    typeof withoutTax === 'number' &&
    withTax >= 0 &&
    withoutTax >= 0 &&
    Number.isSafeInteger(item.quantity) &&
    item.quantity >= 1
  );
}

/**
 * Sums the line totals (`price.total`, which already holds quantity and reductions) per
 * currency. Items with a negative, fractional or non-finite total, a quantity below 1, an
 * unknown currency or a sum past the safe-integer range are skipped and reported.
 *
 * @example
 * basketTotals(basket.items); // { totals: [{ currencyCode: 'EUR', withTax: 4998, withoutTax: 4200, quantity: 2 }], skippedItemKeys: [] }
 */
export function basketTotals(items: readonly BasketTotalsItem[]): BasketTotals {
  const totals = new Map<Currency, BasketTotal>();
  const skippedItemKeys: string[] = [];
  for (const item of items) {
    const currency = item.price?.total?.currencyCode;
    const next =
      isCurrency(currency) && isCountable(item)
        ? addItem(totals.get(currency) ?? emptyTotal(currency), item)
        : null;
    if (next) totals.set(next.currencyCode, next);
    else skippedItemKeys.push(item.key);
  }
  return { totals: [...totals.values()], skippedItemKeys };
}

function emptyTotal(currencyCode: Currency): BasketTotal {
  return { currencyCode, withTax: 0, withoutTax: 0, quantity: 0 };
}
