import { randomBytes } from 'node:crypto';
import type { Session, SignedIn } from '@vitrine/commerce';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { StorefrontServices } from '../services';
import { shopContextOf } from './request-shop';
import {
  clearSessionCookie,
  readSessionCookie,
  sessionSecret,
  setSessionCookie,
  unsignToken,
} from './session-cookie';
import type { Visitor } from './visitor-type';

export type { Visitor, VisitorKind } from './visitor-type';

/** What the middleware keeps beside the visitor: the session row and how to open one. */
interface VisitorState {
  session: Session | null;
  readonly services: StorefrontServices;
  readonly secret: string;
}

function visitorFromSession(session: Session): Visitor {
  return {
    sessionId: session.id,
    userId: session.userId,
    customerId: session.customerId,
    kind: session.kind,
  };
}

function stateOf(response: Response): VisitorState {
  const state = response.locals.visitorState as VisitorState | undefined;
  if (state === undefined)
    throw new Error('The visitor middleware is not mounted before this route');
  return state;
}

/** The visitor the session cookie names (set by {@link visitorMiddleware}). */
export function visitorOf(response: Response): Visitor {
  return response.locals.visitor as Visitor;
}

/** The session row behind the visitor, or null while the visitor has none. */
export function sessionOf(response: Response): Session | null {
  return stateOf(response).session;
}

/**
 * Reads the signed session cookie into `response.locals.visitor`. A visitor without a (valid,
 * live) session is anonymous with a fresh random browser id; the row and the cookie are made
 * only when a call needs them ({@link ensureVisitor}), so crawlers and one-off GETs leave no rows.
 * A cookie that fails its signature or names no live session is removed.
 */
export function visitorMiddleware(
  services: StorefrontServices,
  options: { readonly secret?: string } = {},
): RequestHandler {
  const secret = options.secret ?? sessionSecret({ configured: services.env.SESSION_SECRET });
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const { shop } = shopContextOf(response);
      const raw = readSessionCookie(request);
      const token = raw === null ? null : unsignToken(raw, secret);
      const session =
        token === null ? null : await services.commerce.identity.session(token, shop.id);
      if (raw !== null && session === null) clearSessionCookie(response);
      response.locals.visitorState = { session, services, secret } satisfies VisitorState;
      response.locals.visitor = session
        ? visitorFromSession(session)
        : ({
            sessionId: null,
            userId: randomBytes(16).toString('hex'),
            customerId: null,
            kind: 'anonymous',
          } satisfies Visitor);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The visitor with a session row: opens an anonymous session (and sets its cookie) the first
 * time a call needs one, e.g. the first item put in a basket.
 */
export async function ensureVisitor(_request: Request, response: Response): Promise<Visitor> {
  const state = stateOf(response);
  if (state.session) return visitorFromSession(state.session);
  const { shop } = shopContextOf(response);
  const opened = await state.services.commerce.identity.openAnonymousSession(
    shop.id,
    visitorOf(response).userId,
  );
  setSessionCookie(response, opened.token, opened.session.expiresAt, state.secret);
  state.session = opened.session;
  response.locals.visitor = visitorFromSession(opened.session);
  return response.locals.visitor as Visitor;
}

/** After login, register or guest sign-in: the new session's cookie replaces the old one. */
export function signInVisitor(response: Response, signedIn: SignedIn): Visitor {
  const state = stateOf(response);
  setSessionCookie(response, signedIn.token, signedIn.session.expiresAt, state.secret);
  state.session = signedIn.session;
  response.locals.visitor = visitorFromSession(signedIn.session);
  return response.locals.visitor as Visitor;
}

/** After logout or deletion: no session, no cookie, a fresh anonymous visitor. */
export function signOutVisitor(response: Response): void {
  const state = stateOf(response);
  clearSessionCookie(response);
  state.session = null;
  response.locals.visitor = {
    sessionId: null,
    userId: randomBytes(16).toString('hex'),
    customerId: null,
    kind: 'anonymous',
  } satisfies Visitor;
}
