import { hasAccountBalance, type ShopFlags } from '@vitrine/domain';
import type { RouteName } from '@vitrine/domain/routing';

/**
 * The account pages the account home links to, in its order. Only pages that are built are
 * here; each account page that lands adds its line (its label is `account.shortcuts.{name}`).
 * Deleting the account is not a shortcut: the my-data overview links to it, beside the data.
 */
export const accountShortcuts = [
  'accountOrders',
  'accountBalance',
  'accountMyData',
  'accountPersonalData',
  'accountAddressBook',
  'accountPassword',
  'accountContact',
] as const satisfies readonly RouteName[];

export type AccountShortcut = (typeof accountShortcuts)[number];

/** The shortcuts of a shop: the balance only where its `accountBalance` flag is on (§6). */
export function accountShortcutsOf(flags: ShopFlags): readonly AccountShortcut[] {
  return accountShortcuts.filter((name) => name !== 'accountBalance' || hasAccountBalance(flags));
}
