import type { ShopFlags } from '../market/types';

/**
 * Whether the shop has the account balance page (spec §2 `/konto/konto/balance/`, §6
 * `accountBalance`; §9: on in the vitality shop). Where it is off, the page is not found and
 * the account links nowhere to it.
 *
 * @example
 * hasAccountBalance({ accountBalance: true }); // true (Vitalia)
 * hasAccountBalance({ accountBalance: false }); // false (Nido)
 */
export function hasAccountBalance(flags: Pick<ShopFlags, 'accountBalance'>): boolean {
  return flags.accountBalance;
}

/** What the balance comes to: money to the customer's good, or none. */
export type AccountBalanceState = 'credit' | 'none';

/**
 * A balance in cents as the page words it: a positive amount is credit; nothing (or an amount
 * that is not a whole number of cents) is none — the page never shows a broken amount as money.
 *
 * @example
 * accountBalanceState(1250); // 'credit'
 * accountBalanceState(0); // 'none'
 */
export function accountBalanceState(cents: number): AccountBalanceState {
  return Number.isSafeInteger(cents) && cents > 0 ? 'credit' : 'none';
}
