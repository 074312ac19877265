/**
 * The route guards of §4, in the spec's order, as pure checks. The storefront describes the
 * request, runs them with `runRouteGuards` and acts on the one outcome it gets back.
 */
import { accountDeletedToast } from '../commands/account-deleted-toast';
import type { ShowToast } from '../commands/command-effect';
import { localeByPath } from '../market/resolve-shop';
import type { Shop } from '../market/types';
import { searchSuffix } from './query-string';
import { type RedirectDecision, type RedirectResult, redirectFromRule } from './redirect-rule';
import { regionalRedirectPath } from './regional-redirect';
import { loginPathFor } from './return-path';
import { matchRoute, type NamedGuard } from './route-table';
import { isValidRouteMatch } from './route-validation';
import { normalisePathname } from './trailing-slash';
import { decodePath, sameSitePath } from './url-path';

export interface RouteRequest {
  /** The URL pathname, percent-encoded as the URL has it, locale prefix included. */
  readonly pathname: string;
  readonly search?: string | null;
  readonly shop: Shop;
  /** A registered customer is logged in (§6: a 64-character id). */
  readonly loggedIn: boolean;
  /** A guest customer may check out without logging in (§6). */
  readonly guestCustomer?: boolean;
  /** The redirect lookup's answer for this path, when the storefront made one. */
  readonly ruleRedirect?: RedirectResult | null;
}

export type GuardName =
  | 'validateRoute'
  | 'deletionToast'
  | 'trailingSlash'
  | 'regionalRedirect'
  | 'ruleRedirect'
  | 'auth'
  | 'authCheckout';

export interface NotFound {
  readonly kind: 'notFound';
  readonly status: 404;
  /** §5/§8: 'Page Not Found: {path}'. */
  readonly message: string;
}

export type GuardOutcome =
  | { readonly kind: 'continue' }
  | RedirectDecision
  | NotFound
  | { readonly kind: 'toast'; readonly toast: ShowToast };

export interface RouteGuard {
  readonly name: GuardName;
  readonly check: (request: RouteRequest) => GuardOutcome;
}

const proceed = { kind: 'continue' } as const;

/** A redirect within the shop; whatever the request sent, its target stays on this site. */
function redirect(to: string, status: RedirectDecision['status']): RedirectDecision {
  return { kind: 'redirect', to: sameSitePath(to), status, external: false };
}

function localeOf(request: RouteRequest) {
  return localeByPath(request.shop, request.pathname);
}

function matchOf(request: RouteRequest) {
  return matchRoute(localeOf(request).path);
}

/**
 * The named guards a route may ask for (§4: auth for the account pages, auth-checkout for the
 * checkout), by name: each decides only for a route that names it.
 */
const namedGuards: Readonly<Record<NamedGuard, (request: RouteRequest) => GuardOutcome>> = {
  auth: (request) =>
    request.loggedIn
      ? proceed
      : redirect(
          loginPathFor(localeOf(request).locale.pathPrefix, request.pathname, request.search ?? ''),
          302,
        ),
  authCheckout: (request) =>
    request.loggedIn || request.guestCustomer
      ? proceed
      : redirect(`${localeOf(request).locale.pathPrefix}/kasse/login/`, 302),
};

/** The named guards in the order they run, after the general ones. */
const namedGuardOrder: readonly NamedGuard[] = ['auth', 'authCheckout'];

/** §8: a route names a guard (route middleware) that does not exist — a mistake in the routes. */
export class UnknownRouteMiddlewareError extends Error {
  override readonly name = 'UnknownRouteMiddlewareError';
  constructor(readonly guard: string) {
    super('Unknown route middleware');
  }
}

/**
 * The named guard a route asks for, checked against the guards that exist: none for `null`,
 * else the name — or the §8 error 'Unknown route middleware' for a name no guard has (a route
 * table that names one must not quietly let everybody in).
 *
 * @example
 * namedGuardOf('auth') // 'auth'
 * namedGuardOf(null) // null
 * namedGuardOf('admin') // throws UnknownRouteMiddlewareError('Unknown route middleware')
 */
export function namedGuardOf(name: string | null): NamedGuard | null {
  if (name === null) return null;
  if (!Object.hasOwn(namedGuards, name)) throw new UnknownRouteMiddlewareError(name);
  return name as NamedGuard;
}

/**
 * The named guards' checks in the order they run, for routes whose guard `guardOf` names (the
 * route table's, for the shop): each runs its guard when the route names it; a route naming a
 * guard that does not exist stops the run with §8's 'Unknown route middleware'.
 */
export function namedGuardChecks(
  guardOf: (request: RouteRequest) => string | null,
): readonly RouteGuard[] {
  return namedGuardOrder.map((name) => ({
    name,
    check: (request) =>
      namedGuardOf(guardOf(request)) === name ? namedGuards[name](request) : proceed,
  }));
}

/** The guards of §4 in the order they run. */
export const routeGuards: readonly RouteGuard[] = [
  {
    name: 'validateRoute',
    check: (request) =>
      isValidRouteMatch(matchOf(request))
        ? proceed
        : {
            kind: 'notFound',
            status: 404,
            message: `Page Not Found: ${decodePath(request.pathname)}`,
          },
  },
  {
    name: 'deletionToast',
    check: (request) => {
      const toast = accountDeletedToast(request.search);
      return toast ? { kind: 'toast', toast } : proceed;
    },
  },
  {
    name: 'trailingSlash',
    check: (request) => {
      const normalised = normalisePathname(request.pathname);
      return normalised === request.pathname
        ? proceed
        : redirect(`${normalised}${searchSuffix(request.search)}`, 301);
    },
  },
  {
    name: 'regionalRedirect',
    check: (request) => {
      const path = regionalRedirectPath(request.pathname, request.shop);
      return path === null ? proceed : redirect(`${path}${searchSuffix(request.search)}`, 301);
    },
  },
  {
    name: 'ruleRedirect',
    check: (request) =>
      redirectFromRule(
        request.ruleRedirect,
        `${request.pathname}${searchSuffix(request.search)}`,
      ) ?? proceed,
  },
  ...namedGuardChecks((request) => matchOf(request).route.guard),
];

export interface RouteGuardDecision {
  readonly outcome: Exclude<GuardOutcome, { readonly kind: 'toast' }>;
  /** The guard that decided, or null when every guard let the request through. */
  readonly decidedBy: GuardName | null;
  /** Toasts to show on the page that renders; empty unless the outcome is `continue`. */
  readonly toasts: readonly ShowToast[];
}

/**
 * Runs the guards in order and returns the first redirect or 404, else `continue`. A toast
 * does not stop the run: it is collected and returned with `continue`. With a redirect it is
 * dropped, because the redirected request carries the same query and shows it then.
 *
 * @example
 * runRouteGuards({ pathname: '/konto', search: '', shop, loggedIn: false })
 * // { outcome: { kind: 'redirect', to: '/konto/', status: 301, external: false }, decidedBy: 'trailingSlash', toasts: [] }
 */
export function runRouteGuards(
  request: RouteRequest,
  guards: readonly RouteGuard[] = routeGuards,
): RouteGuardDecision {
  const toasts: ShowToast[] = [];
  for (const guard of guards) {
    const outcome = guard.check(request);
    if (outcome.kind === 'toast') toasts.push(outcome.toast);
    else if (outcome.kind !== 'continue') return { outcome, decidedBy: guard.name, toasts: [] };
  }
  return { outcome: proceed, decidedBy: null, toasts };
}
