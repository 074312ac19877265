import type { Session, SignedIn } from '@vitrine/commerce';
import type { LoginForm } from '@vitrine/domain';
import type { Request, Response } from 'express';
import type { FailedLogins } from '../api/security/rate-limits';
import { subscribeToNewsletter } from '../api/user/newsletter-subscription';
import { signInVisitor, type Visitor } from '../api/visitor';
import type { StorefrontServices } from '../services';

/**
 * The sign-in steps the `/api/user/auth/*` calls and the login page share, so a shopper meets
 * the same limits, merge and newsletter call whether a script or the page's own form signs in.
 */

/** A sign-in that went through, with who it signed in (for the §4 auth event). */
export type SignedInAttempt = { readonly kind: 'signedIn'; readonly result: SignedIn };

export type LoginAttempt =
  | SignedInAttempt
  | { readonly kind: 'tooManyFailedLogins'; readonly retryAfterSeconds: number }
  | { readonly kind: 'invalidCredentials' };

/** A registration: signed in, or refused because the address already has an account. */
export type RegisterAttempt = SignedInAttempt | { readonly kind: 'emailTaken' };

/**
 * A login with the per-account failure limit: the e-mail is normalised by the schema (trimmed,
 * lower case), so one account has one count however it is typed.
 */
export async function attemptLogin(
  services: StorefrontServices,
  failedLogins: FailedLogins,
  shopId: number,
  form: LoginForm,
  session: Session | null,
): Promise<LoginAttempt> {
  const account = await failedLogins.attempt(form.email);
  if (!account.allowed) {
    return { kind: 'tooManyFailedLogins', retryAfterSeconds: account.retryAfterSeconds };
  }
  let result: Awaited<ReturnType<StorefrontServices['commerce']['identity']['login']>>;
  try {
    result = await services.commerce.identity.login(shopId, form, session);
  } catch (error) {
    await failedLogins.notChecked(form.email);
    throw error;
  }
  if (result.kind === 'invalidCredentials') return { kind: 'invalidCredentials' };
  await failedLogins.succeeded(form.email);
  return { kind: 'signedIn', result };
}

/**
 * After the engine signed the visitor in: the session cookie, the anonymous basket and
 * wishlist re-added into the customer's (§4), and the newsletter call when the box was ticked
 * (§7, double opt-in). A failed merge does not undo the sign-in (§8: basket failures are quiet).
 */
export async function completeSignIn(
  services: StorefrontServices,
  request: Request,
  response: Response,
  result: SignedIn,
  newsletterTicked: boolean,
): Promise<Visitor> {
  const visitor = signInVisitor(response, result);
  const { previousUserId } = result;
  if (previousUserId !== null && previousUserId !== visitor.userId) {
    try {
      await services.commerce.mergeVisitorShopping({
        shopId: result.session.shopId,
        fromUserId: previousUserId,
        toUserId: visitor.userId,
      });
    } catch (error) {
      console.error('Merging the visitor basket after sign-in failed', error);
    }
  }
  if (newsletterTicked && result.customer.email) {
    await subscribeToNewsletter(services, request, response, {
      email: result.customer.email,
      firstName: result.customer.firstName ?? undefined,
      lastName: result.customer.lastName ?? undefined,
      salutation: result.customer.gender === 'm' ? 0 : result.customer.gender === 'd' ? 4 : 2,
      source: 'registration',
    });
  }
  return visitor;
}
