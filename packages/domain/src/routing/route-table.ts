/**
 * The routes of §2 as data. Paths are German with a trailing slash; a locale prefix (`/fr`)
 * sits in front of them and is stripped before matching.
 */

export type RouteLayout = 'default' | 'checkout' | 'documentation';
export type NamedGuard = 'auth' | 'authCheckout';

export type RouteName =
  | 'account'
  | 'accountAddressBook'
  | 'accountBalance'
  | 'accountPassword'
  | 'accountContact'
  | 'accountDelete'
  | 'accountNewPassword'
  | 'accountOrderComplaint'
  | 'accountOrder'
  | 'accountMyData'
  | 'accountOrders'
  | 'accountPersonalData'
  | 'basket'
  | 'checkout'
  | 'checkoutLogin'
  | 'contact'
  | 'documentation'
  | 'login'
  | 'product'
  | 'search'
  | 'thankYou'
  | 'wishlist'
  | 'content';

export interface RouteDefinition {
  readonly name: RouteName;
  /** Segments: literal, `:param` for one segment, or a final `*` for the rest (`slug`). */
  readonly pattern: string;
  readonly layout: RouteLayout;
  readonly guard: NamedGuard | null;
}

const route = (
  name: RouteName,
  pattern: string,
  guard: NamedGuard | null = null,
  layout: RouteLayout = 'default',
): RouteDefinition => ({ name, pattern, layout, guard });

const contentRoute = route('content', '/*');

/** The route table of §2, most specific first; the content catch-all matches last. */
export const routes: readonly RouteDefinition[] = [
  route('account', '/konto/', 'auth'),
  route('accountAddressBook', '/konto/adressbuch/', 'auth'),
  route('accountBalance', '/konto/konto/balance/', 'auth'),
  route('accountPassword', '/konto/passwort/', 'auth'),
  route('accountContact', '/konto/kontakt/', 'auth'),
  route('accountDelete', '/konto/account-loeschen/', 'auth'),
  // §2/§6: reached from the reset mail with ?hash=, so it needs no login.
  route('accountNewPassword', '/konto/neues-passwort/'),
  route('accountOrderComplaint', '/konto/bestellung/reklamation/:orderNumber/', 'auth'),
  route('accountOrder', '/konto/bestellung/:orderNumber/', 'auth'),
  route('accountMyData', '/konto/meine-daten/', 'auth'),
  route('accountOrders', '/konto/bestellungen/', 'auth'),
  route('accountPersonalData', '/konto/persoenliche-daten/', 'auth'),
  route('basket', '/warenkorb/'),
  route('checkout', '/kasse/', 'authCheckout', 'checkout'),
  route('checkoutLogin', '/kasse/login/', null, 'checkout'),
  route('contact', '/kontakt/'),
  route('documentation', '/documentation/*', null, 'documentation'),
  route('login', '/login/'),
  route('product', '/p/:pdp/'),
  route('search', '/suche/'),
  route('thankYou', '/danke/'),
  route('wishlist', '/wunschliste/'),
  contentRoute,
];

export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Decoded parameter values; the splat is `slug`, joined with `/`. */
  readonly params: Readonly<Record<string, string>>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(
  pattern: string,
  pathSegments: readonly string[],
): Record<string, string> | null {
  const patternSegments = segmentsOf(pattern);
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    if (patternSegment === '*') {
      params.slug = pathSegments.slice(index).map(decodeSegment).join('/');
      return params;
    }
    const segment = pathSegments[index];
    if (segment === undefined) return null;
    if (patternSegment.startsWith(':')) params[patternSegment.slice(1)] = decodeSegment(segment);
    else if (patternSegment !== segment) return null;
  }
  return patternSegments.length === pathSegments.length ? params : null;
}

/**
 * The route a pathname addresses, after its locale prefix is removed. Matching ignores a
 * missing trailing slash (the trailing-slash guard runs after route validation) and is
 * case-sensitive: `/Konto/` is a content path, which page resolution lower-cases.
 *
 * @example
 * matchRoute('/fr/p/poussette-1234567/', ['/fr'])
 * // { route: { name: 'product', … }, params: { pdp: 'poussette-1234567' } }
 */
export function matchRoute(pathname: string, localePrefixes: readonly string[] = []): RouteMatch {
  const lowered = pathname.toLowerCase();
  // Prefixes compare case-insensitively, as the market's locale resolution does.
  const prefix = localePrefixes
    .map((candidate) => candidate.replace(/\/+$/, '').toLowerCase())
    .find(
      (candidate) =>
        candidate !== '' && (lowered === candidate || lowered.startsWith(`${candidate}/`)),
    );
  const pathSegments = segmentsOf(prefix ? pathname.slice(prefix.length) : pathname);
  for (const definition of routes) {
    if (definition === contentRoute) break;
    const params = matchPattern(definition.pattern, pathSegments);
    if (params) return { route: definition, params };
  }
  return { route: contentRoute, params: { slug: pathSegments.map(decodeSegment).join('/') } };
}
