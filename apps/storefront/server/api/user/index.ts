import { normaliseHashPrefix } from '@vitrine/commerce';
import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { sendApiError, sendBadRequest } from '../api-error';
import { apiShopLocale } from '../request-shop';
import type { RateLimits } from '../security/rate-limits';
import { visitorOf } from '../visitor';
import { createAccountRoutes } from './account-routes';
import { type AuthRoutesOptions, createAuthRoutes } from './auth-routes';
import { sendContactMessage } from './contact-message';
import { issuesOfFieldErrors } from './parse-input';
import { userFields } from './user-fields';

export { createNewsletterRouter } from './newsletter-routes';

export interface UserRouterOptions extends AuthRoutesOptions {
  readonly rateLimits: RateLimits;
  /** Where contact requests go (default `CONTACT_MAIL_TO`, else `service@{production host}`). */
  readonly contactAddress?: string;
}

/**
 * `/api/user/…`: the §7 user calls (`GET /`, `GET /check-password/`, `/auth/…`), the account
 * area's calls (`/account/…`) and the contact form (`POST /contact/`).
 */
export function createUserRouter(services: StorefrontServices, options: UserRouterOptions): Router {
  const router = Router();
  const { identity } = services.commerce;

  router.get('/', async (_request, response) => {
    const visitor = visitorOf(response);
    const customer = visitor.customerId ? await identity.customer(visitor.customerId) : null;
    response.json(userFields(visitor, customer));
  });

  router.get(
    '/check-password/',
    options.rateLimits.limit('checkPassword'),
    async (request, response) => {
      const prefix = normaliseHashPrefix(request.query.hash);
      if (prefix === null) {
        sendBadRequest(response, [{ field: 'hash', key: 'validation.invalid' }]);
        return;
      }
      try {
        response.json(await identity.leakedPasswords.suffixes(prefix));
      } catch (error) {
        console.error('The password range API failed', error);
        // §8: the client counts a failed check as a leaked password.
        sendApiError(response, 503, 'api.unavailable', [{ field: null, key: 'api.unavailable' }]);
      }
    },
  );

  router.use('/auth', createAuthRoutes(services, options));
  router.use('/account', createAccountRoutes(services, options));

  router.post('/contact/', options.rateLimits.limit('contact'), async (request, response) => {
    const { shop, locale } = apiShopLocale(request, response);
    const visitor = visitorOf(response);
    const sent = await sendContactMessage(
      services,
      {
        shop,
        locale,
        customerId: visitor.kind === 'anonymous' ? null : visitor.customerId,
        ...(options.contactAddress ? { serviceAddress: options.contactAddress } : {}),
      },
      request.body,
    );
    if (!sent.ok) {
      sendBadRequest(response, issuesOfFieldErrors(sent.errors));
      return;
    }
    response.status(201).json({ statusCode: 201, id: sent.data.id });
  });

  return router;
}
