import type { SignedIn } from '@vitrine/commerce';
import {
  guestSchema,
  loginSchema,
  newPasswordSchema,
  passwordResetUrl,
  registerSchemaWithLeakCheck,
  resetSchema,
} from '@vitrine/domain';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { attemptLogin, completeSignIn } from '../../account/sign-in-flow';
import type { StorefrontServices } from '../../services';
import { sendApiError, sendBadRequest } from '../api-error';
import { apiShopLocale, shopContextOf } from '../request-shop';
import { answerHashingBusy } from '../security/hashing-busy';
import type { RateLimits } from '../security/rate-limits';
import { sessionOf, signOutVisitor, visitorOf } from '../visitor';
import { parseInput } from './parse-input';
import { userFields } from './user-fields';

export interface AuthRoutesOptions {
  readonly rateLimits: RateLimits;
}

const resetPasswordSchema = z.object({
  hash: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'account.resetLinkInvalid' }),
  password: newPasswordSchema,
});

const hashQuery = z.object({ hash: z.string().max(200).optional() });

/**
 * §7 user calls: `POST /user/auth/{login|register|guest}/`, `send-reset-email/`, `logout/`,
 * `GET /user/auth/validate/`, and setting a new password from a reset link
 * (`GET|POST /user/auth/reset-password/`).
 */
export function createAuthRoutes(services: StorefrontServices, options: AuthRoutesOptions): Router {
  const router = Router();
  const { identity } = services.commerce;

  async function signedIn(
    request: Request,
    response: Response,
    result: SignedIn,
    newsletterTicked: boolean,
  ) {
    const visitor = await completeSignIn(services, request, response, result, newsletterTicked);
    response.json({ statusCode: 200, user: userFields(visitor, result.customer) });
  }

  router.post('/login/', options.rateLimits.limit('login'), async (request, response) => {
    const form = await parseInput(loginSchema, request.body, response);
    if (form === null) return;
    const { shop } = shopContextOf(response);
    const attempt = await attemptLogin(
      services,
      options.rateLimits.failedLogins,
      shop.id,
      form,
      sessionOf(response),
    );
    if (attempt.kind === 'tooManyFailedLogins') {
      response.setHeader('Retry-After', String(attempt.retryAfterSeconds));
      sendApiError(response, 429, 'api.tooManyRequests', [
        { field: 'email', key: 'account.tooManyFailedLogins' },
      ]);
      return;
    }
    if (attempt.kind === 'invalidCredentials') {
      sendApiError(response, 401, 'account.invalidCredentials', [
        { field: null, key: 'account.invalidCredentials' },
      ]);
      return;
    }
    await signedIn(request, response, attempt.result, false);
  });

  router.post('/register/', options.rateLimits.limit('register'), async (request, response) => {
    const schema = registerSchemaWithLeakCheck(async (prefix) =>
      identity.leakedPasswords.suffixes(prefix),
    );
    const form = await parseInput(schema, request.body, response);
    if (form === null) return;
    const { shop } = shopContextOf(response);
    const result = await identity.register(shop.id, form, sessionOf(response));
    if (result.kind === 'emailTaken') {
      sendApiError(response, 409, 'account.emailTaken', [
        { field: 'email', key: 'account.emailTaken' },
      ]);
      return;
    }
    await signedIn(request, response, result, form.newsletter);
  });

  router.post('/guest/', options.rateLimits.limit('register'), async (request, response) => {
    const form = await parseInput(guestSchema, request.body, response);
    if (form === null) return;
    const { shop } = shopContextOf(response);
    const result = await identity.signInAsGuest(shop.id, form, sessionOf(response));
    await signedIn(request, response, result, form.newsletter);
  });

  router.post(
    '/send-reset-email/',
    options.rateLimits.limit('reset'),
    async (request, response) => {
      const form = await parseInput(resetSchema, request.body, response);
      if (form === null) return;
      const { shop, locale } = apiShopLocale(request, response);
      const { hostKind, port } = shopContextOf(response);
      // Answered before the lookup and the mail: the same answer, in the same time, whether
      // or not an account has the address (no account enumeration).
      response.json({ statusCode: 200 });
      identity
        .requestPasswordReset({
          shop,
          language: locale.language,
          email: form.email,
          resetUrl: (hash) => passwordResetUrl(shop, locale, hash, hostKind, port),
        })
        .catch((error: unknown) => console.error('Sending a password-reset mail failed', error));
    },
  );

  router.get('/reset-password/', async (request, response) => {
    const query = hashQuery.safeParse(request.query);
    const hash = query.success ? (query.data.hash ?? '') : '';
    response.json({ valid: await identity.isResetTokenValid(hash) });
  });

  router.post('/reset-password/', options.rateLimits.limit('reset'), async (request, response) => {
    const form = await parseInput(resetPasswordSchema, request.body, response);
    if (form === null) return;
    if ((await identity.resetPassword(form.hash, form.password)) === 'invalidToken') {
      sendBadRequest(response, [{ field: 'hash', key: 'account.resetLinkInvalid' }]);
      return;
    }
    response.json({ statusCode: 200 });
  });

  router.post('/logout/', async (_request, response) => {
    const session = sessionOf(response);
    if (session) await identity.endSession(session.id);
    signOutVisitor(response);
    response.json({ statusCode: 200 });
  });

  router.get('/validate/', (_request, response) => {
    const visitor = visitorOf(response);
    response.json({ valid: visitor.kind === 'registered', kind: visitor.kind });
  });

  router.post('/:mode/', (_request, response) => {
    sendApiError(response, 404, 'api.notFound', [
      { field: 'mode', key: 'account.unknownAuthMode' },
    ]);
  });
  router.use(answerHashingBusy);

  return router;
}
