/**
 * Money is integer cents with its currency (spec §3, §9). Arithmetic answers with a result
 * instead of a number so that a currency mix-up or an overflow can never pass as a price.
 */
import { type Currency, currencies } from '../market/types';

export interface Money {
  /** Integer cents. */
  readonly amount: number;
  readonly currency: Currency;
}

export type MoneyError = 'money.invalidAmount' | 'money.unknownCurrency' | 'money.currencyMismatch';

export type MoneyResult =
  | { readonly ok: true; readonly value: Money }
  | { readonly ok: false; readonly error: MoneyError };

const succeed = (amount: number, currency: Currency): MoneyResult => ({
  ok: true,
  value: { amount, currency },
});
const fail = (error: MoneyError): MoneyResult => ({ ok: false, error });

/** True for a value this package accepts as a currency (§1: EUR and CHF). */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/**
 * Builds money from integer cents, refusing fractional, non-finite and unsafe amounts
 * (they would silently lose cents) and currencies the shop does not sell in.
 *
 * @example
 * money(1999, 'EUR'); // { ok: true, value: { amount: 1999, currency: 'EUR' } }
 * money(19.99, 'EUR'); // { ok: false, error: 'money.invalidAmount' }
 */
export function money(amount: number, currency: string): MoneyResult {
  if (!isCurrency(currency)) return fail('money.unknownCurrency');
  if (!Number.isSafeInteger(amount)) return fail('money.invalidAmount');
  return succeed(amount, currency);
}

/**
 * Adds two amounts of the same currency. Different currencies are an error, never a sum.
 *
 * @example
 * addMoney({ amount: 100, currency: 'EUR' }, { amount: 100, currency: 'CHF' });
 * // { ok: false, error: 'money.currencyMismatch' }
 */
export function addMoney(left: Money, right: Money): MoneyResult {
  const checkedLeft = money(left.amount, left.currency);
  if (!checkedLeft.ok) return checkedLeft;
  const checkedRight = money(right.amount, right.currency);
  if (!checkedRight.ok) return checkedRight;
  if (left.currency !== right.currency) return fail('money.currencyMismatch');
  return money(left.amount + right.amount, left.currency);
}

/**
 * Sums amounts into `currency`; an empty list is zero. The first bad amount or foreign
 * currency makes the whole sum an error.
 */
export function sumMoney(amounts: readonly Money[], currency: Currency): MoneyResult {
  let total = money(0, currency);
  for (const amount of amounts) {
    if (!total.ok) return total;
    total = addMoney(total.value, amount);
  }
  return total;
}

/** Multiplies money by a whole quantity, e.g. a unit price by the basket quantity. */
export function multiplyMoney(value: Money, quantity: number): MoneyResult {
  const checked = money(value.amount, value.currency);
  if (!checked.ok) return checked;
  if (!Number.isSafeInteger(quantity)) return fail('money.invalidAmount');
  // `+ 0` turns the -0 of `0 * -n` into 0 so equal amounts compare equal.
  return money(value.amount * quantity + 0, value.currency);
}
