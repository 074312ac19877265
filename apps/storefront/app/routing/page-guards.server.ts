import {
  matchRoute,
  type RedirectStatus,
  type RouteGuardDecision,
  runRouteGuards,
  type ShowToast,
} from '@vitrine/domain';
import { data, redirect } from 'react-router';
import { privatePageCache, publicPageCache } from '../../server/http/cache-control';
import type { PageRequestContext } from '../load-context';

/** Loaders run side by side: one decision per request, whichever loader asks first. */
const decisions = new WeakMap<PageRequestContext, Promise<RouteGuardDecision>>();

async function decide(request: Request, context: PageRequestContext): Promise<RouteGuardDecision> {
  const url = new URL(request.url);
  // Only the account and checkout routes ask who is there (§4 auth, auth-checkout); every
  // other page is answered without reading the session, the same for everyone.
  const visitor = matchRoute(context.path).route.guard === null ? null : await context.visitor();
  return runRouteGuards({
    pathname: url.pathname,
    search: url.search,
    shop: context.shop,
    loggedIn: visitor?.kind === 'registered',
    guestCustomer: visitor?.kind === 'guest',
    // §4 rule-based redirect: the server's redirect rules are the commerce redirect lookup,
    // which page resolution makes for a path without a page (§2 step 3), once per request.
    // Asking it here for every page would send existing pages away (a rule must not shadow a
    // page: /magazin/ is a page in Dutch and a redirect in German) and look up twice.
    ruleRedirect: null,
  });
}

/** The guards' decision for this request (§4), made once and shared by its loaders. */
export function pageGuardDecision(
  request: Request,
  context: PageRequestContext,
): Promise<RouteGuardDecision> {
  let decision = decisions.get(context);
  if (decision === undefined) {
    decision = decide(request, context);
    decisions.set(context, decision);
  }
  return decision;
}

/**
 * Runs the route guards of §4 in the spec's order (validate route, deletion toast, trailing
 * slash, regional redirect, rule redirect, auth, auth-checkout) and acts on their one outcome:
 * a redirect with its status, the query kept; a 404 'Page Not Found: {path}' (§5, §8). When
 * every guard lets the request through, the toasts they collected are returned for the page.
 * The shop layout calls this, and so does every page loader or action before its own work,
 * so nothing is fetched, looked up or sent for a request the guards answer.
 */
export async function enforcePageGuards(
  request: Request,
  context: PageRequestContext,
): Promise<readonly ShowToast[]> {
  const decision = await pageGuardDecision(request, context);
  const { outcome } = decision;
  if (outcome.kind === 'continue') return decision.toasts;
  const personal = decision.decidedBy === 'auth' || decision.decidedBy === 'authCheckout';
  const preview = context.preview.requested || context.preview.granted;
  // Whether a visitor is signed in is theirs alone; everything else is the same for everyone.
  const headers = { 'Cache-Control': personal || preview ? privatePageCache : publicPageCache };
  if (outcome.kind === 'notFound') {
    throw data(outcome.message, { status: outcome.status, statusText: 'Not Found', headers });
  }
  throw redirect(outcome.to, {
    status: redirectStatusFor(request.method, outcome.status),
    headers,
  });
}

/**
 * A form post that meets a redirect: where only the address's spelling changes (trailing
 * slash, regional prefix: 301) it is posted again there with its body (308); where it must go
 * elsewhere (to the login: 302) the browser follows with a GET (303). Page views keep the
 * guard's status.
 */
function redirectStatusFor(method: string, status: RedirectStatus): RedirectStatus {
  if (method === 'GET' || method === 'HEAD') return status;
  if (status === 301) return 308;
  if (status === 302) return 303;
  return status;
}
