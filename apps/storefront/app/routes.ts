import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';
import { cmsPreviewPath, localePathPrefixes } from '@vitrine/domain';
import { type RouteDefinition, type RouteName, routes } from '@vitrine/domain/routing';

/**
 * The page module of each §2 route. The route table itself lives once, in the domain
 * (`routing/route-table.ts`); a route added there needs its page here.
 */
const pageModules: Readonly<Record<RouteName, string>> = {
  account: 'routes/account-page.tsx',
  accountAddressBook: 'routes/account-address-book-page.tsx',
  accountMyData: 'routes/account-my-data-page.tsx',
  accountPassword: 'routes/account-password-page.tsx',
  accountPersonalData: 'routes/account-personal-data-page.tsx',
  // The delete-account and the balance page (issue 19).
  accountDelete: 'routes/account-delete-page.tsx',
  accountBalance: 'routes/account-balance-page.tsx',
  accountOrder: 'routes/account-order-page.tsx',
  accountOrders: 'routes/account-orders-page.tsx',
  // The complaint and the contact page (issue 19).
  accountOrderComplaint: 'routes/account-complaint-page.tsx',
  accountContact: 'routes/account-contact-page.tsx',
  basket: 'routes/basket-page.tsx',
  checkoutLogin: 'routes/checkout-login-page.tsx',
  checkout: 'routes/checkout-page.tsx',
  accountNewPassword: 'routes/new-password-page.tsx',
  content: 'routes/cms-page.tsx',
  contact: 'routes/contact-page.tsx',
  documentation: 'routes/documentation-page.tsx',
  login: 'routes/login-page.tsx',
  product: 'routes/product-page.tsx',
  wishlist: 'routes/wishlist-page.tsx',
  search: 'routes/search-page.tsx',
  thankYou: 'routes/thank-you-page.tsx',
};

/** A domain pattern as React Router writes it: `/konto/bestellung/:orderNumber/` -> `konto/bestellung/:orderNumber`. */
export function routerPath(pattern: string): string {
  return pattern.replace(/^\/+|\/+$/g, '');
}

function shopRoute(definition: RouteDefinition, id: (name: string) => string): RouteConfigEntry {
  // Case-sensitive as the domain matches: `/Konto/` is a content path that page resolution
  // lower-cases (§2), not the account page.
  return route(routerPath(definition.pattern), pageModules[definition.name], {
    id: id(definition.name),
    caseSensitive: true,
  });
}

/**
 * The shop's pages, mounted once unprefixed (each shop's default locale) and once under
 * every other locale's prefix (`/fr/…`, `/nl/…`). Static segments outrank parameters and
 * catch-alls, and the shop layout refuses a prefix the current shop does not have.
 */
function pages(localePrefix: string): RouteConfigEntry[] {
  const id = (name: string) => (localePrefix ? `${localePrefix}/${name}` : name);
  return [
    // The home page is the shop's CMS home story (§2: the root slug is sent as `_`).
    index('routes/cms-page.tsx', { id: id('home') }),
    route(`${routerPath(cmsPreviewPath)}/*`, 'routes/cms-preview.tsx', { id: id('cms-preview') }),
    ...routes.map((definition) => shopRoute(definition, id)),
  ];
}

export default [
  layout('routes/shop-layout.tsx', [
    ...pages(''),
    ...localePathPrefixes().flatMap((localePrefix) => prefix(localePrefix, pages(localePrefix))),
  ]),
] satisfies RouteConfig;
