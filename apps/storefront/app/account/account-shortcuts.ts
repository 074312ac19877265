import type { RouteName } from '@vitrine/domain/routing';

/**
 * The account pages the account home links to, in its order. Only pages that are built are
 * here; each account page that lands adds its line (its label is `account.shortcuts.{name}`).
 */
export const accountShortcuts = [
  'accountOrders',
  'accountMyData',
  'accountPersonalData',
  'accountAddressBook',
  'accountPassword',
  'accountContact',
] as const satisfies readonly RouteName[];

export type AccountShortcut = (typeof accountShortcuts)[number];
