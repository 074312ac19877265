import {
  localeByPath,
  localePathPrefixes,
  matchRoute,
  type RedirectStatus,
  type RouteGuardDecision,
  runRouteGuards,
  type ShowToast,
} from '@vitrine/domain';
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';
import {
  notFoundPageCache,
  privatePageCache,
  publicPageCache,
} from '../../server/http/cache-control';
import type { PageRequestContext } from '../load-context';
import { framedNotFound } from '../page-frame.server';
import { newsletterConfirmationToast } from './newsletter-toast';
import { urlCommandOutcome } from './url-commands.server';

async function decide(url: URL, context: PageRequestContext): Promise<RouteGuardDecision> {
  // Only the account and checkout routes ask who is there (§4 auth, auth-checkout); every
  // other page is answered without reading the session, the same for everyone. The path is
  // the page's, also for a client navigation's data request (`/konto/_.data`, whose raw path
  // matches no account route: a signed-in customer was sent to the login).
  const { path } = localeByPath(context.shop, url.pathname);
  const visitor = matchRoute(path).route.guard === null ? null : await context.visitor();
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

/** What the guards let through to the page: the toasts they asked for (§4 deletion toast, …). */
export const pageToastsContext = createContext<readonly ShowToast[]>([]);

/** Adds a toast for the page to show after a form post (its action's answer). */
export function addPageToast(context: Readonly<RouterContextProvider>, toast: ShowToast): void {
  context.set(pageToastsContext, [...context.get(pageToastsContext), toast]);
}

/**
 * The route guards of §4 as the shop layout's middleware, once per request and before any
 * loader or action of the page (a form post meets them as a page view does): a locale prefix
 * the current shop does not have (`/nl/` on the German shop) is a 404; then the guards run in
 * the spec's order (validate route, deletion toast, trailing slash, regional redirect, rule
 * redirect, auth, auth-checkout) and their one outcome is acted on — a redirect with its
 * status, the query kept, or a 404 'Page Not Found: {path}' (§5, §8). When every guard lets the
 * request through, the toasts they collected (and the newsletter confirmation's) are put on
 * the request's context for the layout to show. Nothing is fetched, looked up or sent for a
 * request the guards answer.
 */
export const pageGuardsMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const url = new URL(request.url);
  // A client navigation's data request names the routes it wants; that is not the page's
  // address (a redirect to the login would carry it back). Only then is the query rewritten.
  if (url.searchParams.has('_routes')) url.searchParams.delete('_routes');
  const firstSegment = url.pathname.split('/')[1] ?? '';
  if (
    localePathPrefixes().includes(firstSegment) &&
    context.locale.pathPrefix !== `/${firstSegment}`
  ) {
    return framedNotFound(context, `Page Not Found: ${context.path}`, {
      'Cache-Control': notFoundPageCache,
    });
  }
  const decision = await decide(url, context);
  const { outcome } = decision;
  if (outcome.kind === 'continue') {
    const newsletter = newsletterConfirmationToast(url.search);
    // §2 ?voucher= and ?scrid= on a page view: their cookies make the answer the visitor's own.
    const commands =
      request.method === 'GET' ? await urlCommandOutcome(context, request, url) : null;
    context.set(pageToastsContext, [
      ...decision.toasts,
      ...(newsletter ? [newsletter] : []),
      ...(commands?.toasts ?? []),
    ]);
    if (commands === null) return;
    const response = await next();
    for (const cookie of commands.cookies) response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', privatePageCache);
    return response;
  }
  const personal = decision.decidedBy === 'auth' || decision.decidedBy === 'authCheckout';
  const preview = context.preview.requested || context.preview.granted;
  // Whether a visitor is signed in is theirs alone; everything else is the same for everyone.
  const headers = { 'Cache-Control': personal || preview ? privatePageCache : publicPageCache };
  if (outcome.kind === 'notFound') {
    return framedNotFound(context, outcome.message, {
      'Cache-Control': personal || preview ? privatePageCache : notFoundPageCache,
    });
  }
  throw redirect(outcome.to, {
    status: redirectStatusFor(request.method, outcome.status),
    headers,
  });
};

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
