import type { Request, Response } from 'express';
import { RouterContextProvider } from 'react-router';
import type { ClientSettings } from '../app/recovery/client-settings';
import { attemptLogin, completeSignIn } from './account/sign-in-flow';
import { shopContextOf } from './api/request-shop';
import type { RateLimits } from './api/security/rate-limits';
import {
  ensureVisitor,
  sessionOf,
  signOutVisitor,
  type Visitor,
  visitorMiddleware,
  visitorOf,
} from './api/visitor';
import { previewOf } from './preview';
import type { PageRequestContext } from './request-context';
import { cspNonceOf } from './security/content-security-policy';
import type { StorefrontServices } from './services';

export interface PageContextOptions {
  readonly services: StorefrontServices;
  /** The limits the /api calls count against: a page's form post shares its call's limit. */
  readonly rateLimits: RateLimits;
  /** Signs the session cookie, as for the /api calls. */
  readonly sessionSecret: string;
  /** What every page tells its scripts (issue 20), the same for the process's life. */
  readonly clientSettings: ClientSettings;
}

/**
 * The load context of one page request: the shop resolved from the host name, the visitor the
 * session cookie names (read on first use only — most pages never ask, and public pages stay
 * the same for everyone), the client address, the shared rate limits, the CMS preview decision
 * and the nonce of the response's Content-Security-Policy (both made by middleware before).
 */
export function pageContextFactory(
  options: PageContextOptions,
): (request: Request, response: Response) => RouterContextProvider & PageRequestContext {
  const readVisitor = visitorMiddleware(options.services, { secret: options.sessionSecret });
  return (request, response) => {
    let visitor: Promise<Visitor> | undefined;
    const fields: PageRequestContext = {
      ...shopContextOf(response),
      clientAddress: request.ip ?? 'unknown',
      rateLimits: options.rateLimits,
      preview: previewOf(response),
      cspNonce: cspNonceOf(response),
      clientSettings: options.clientSettings,
      visitor: () => {
        visitor ??= new Promise<Visitor>((resolve, reject) => {
          // The same reading as /api's: a cookie that fails its signature or names no live
          // session is removed, and the visitor is anonymous.
          void readVisitor(request, response, (error?: unknown) =>
            error === undefined ? resolve(visitorOf(response)) : reject(error),
          );
        });
        return visitor;
      },
      openSession: async () => {
        await fields.visitor();
        const opened = await ensureVisitor(request, response);
        visitor = Promise.resolve(opened);
        return opened;
      },
      account: {
        login: async (form) => {
          await fields.visitor();
          const attempt = await attemptLogin(
            options.services,
            options.rateLimits.failedLogins,
            fields.shop.id,
            form,
            sessionOf(response),
          );
          if (attempt.kind === 'signedIn') {
            const signedIn = await completeSignIn(
              options.services,
              request,
              response,
              attempt.result,
              false,
            );
            visitor = Promise.resolve(signedIn);
          }
          return attempt;
        },
        register: async (form) => {
          await fields.visitor();
          const result = await options.services.commerce.identity.register(
            fields.shop.id,
            form,
            sessionOf(response),
          );
          if (result.kind === 'emailTaken') return result;
          visitor = Promise.resolve(
            await completeSignIn(options.services, request, response, result, form.newsletter),
          );
          return { kind: 'signedIn', result };
        },
        guest: async (form) => {
          await fields.visitor();
          const result = await options.services.commerce.identity.signInAsGuest(
            fields.shop.id,
            form,
            sessionOf(response),
          );
          visitor = Promise.resolve(
            await completeSignIn(options.services, request, response, result, form.newsletter),
          );
          return { kind: 'signedIn', result };
        },
        logout: async () => {
          await fields.visitor();
          const session = sessionOf(response);
          if (session) await options.services.commerce.identity.endSession(session.id);
          signOutVisitor(response);
          visitor = Promise.resolve(visitorOf(response));
        },
      },
    };
    // Middleware needs React Router's own context provider (v8_middleware); the request's
    // fields ride on it, so loaders keep reading `context.shop` as before.
    return Object.assign(new RouterContextProvider(), fields);
  };
}
