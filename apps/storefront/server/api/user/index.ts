import { contactSchema, normaliseHashPrefix } from '@vitrine/commerce';
import { cmsLocaleKey } from '@vitrine/domain';
import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { sendApiError, sendBadRequest } from '../api-error';
import { apiShopLocale } from '../request-shop';
import type { RateLimits } from '../security/rate-limits';
import { serviceAddressOf } from '../service-address';
import { visitorOf } from '../visitor';
import { createAccountRoutes } from './account-routes';
import { type AuthRoutesOptions, createAuthRoutes } from './auth-routes';
import { parseInput } from './parse-input';
import { userFields } from './user-fields';

export type { LoginEvent } from './auth-routes';
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
  const { identity, account } = services.commerce;

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
    const input = await parseInput(contactSchema, request.body, response);
    if (input === null) return;
    const { shop, locale } = apiShopLocale(request, response);
    const layout = await services.content.published.layout({
      company: shop.company,
      localeKey: cmsLocaleKey(locale),
    });
    // §3 Site layout: the subjects come from the CMS; only those are accepted.
    const subject = layout?.layout.contactSubjects.find((entry) => entry.key === input.subject);
    if (subject === undefined) {
      sendBadRequest(response, [{ field: 'subject', key: 'validation.invalid-choice' }]);
      return;
    }
    if (subject.requiresOrderNumber && input.order_number === undefined) {
      sendBadRequest(response, [{ field: 'order_number', key: 'validation.required' }]);
      return;
    }
    const visitor = visitorOf(response);
    const { id } = await account.submitContact({
      shop,
      language: locale.language,
      customerId: visitor.kind === 'anonymous' ? null : visitor.customerId,
      input,
      subjectLabel: subject.label,
      serviceAddress: options.contactAddress ?? serviceAddressOf(shop),
    });
    response.status(201).json({ statusCode: 201, id });
  });

  return router;
}
