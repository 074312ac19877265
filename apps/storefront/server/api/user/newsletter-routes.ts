import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { sendBadRequest } from '../api-error';
import { apiShopLocale } from '../request-shop';
import type { RateLimits } from '../security/rate-limits';
import { newsletterPlaceOf, signUpForNewsletter } from './newsletter-subscription';
import { issuesOfFieldErrors } from './parse-input';

/**
 * §7 `POST /api/mcs/selfi/newsletter/` (name, email, source, shopId, firstName, lastName,
 * salutation m=0, f=2, d=4): stores the subscription and sends the double-opt-in mail;
 * `GET /api/mcs/selfi/newsletter/confirm/?token=` confirms it from the mail's link.
 * The answer does not tell whether the address was subscribed before. The link is opened in
 * a browser: one asking for HTML is sent on (303) to the shop's home page in the mail's locale
 * with `?newsletter=confirmed` (or `invalid`), where the page can say so; others get JSON.
 */
export function createNewsletterRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post('/newsletter/', options.rateLimits.limit('newsletter'), async (request, response) => {
    const signedUp = await signUpForNewsletter(
      services,
      newsletterPlaceOf(request, response),
      request.body,
    );
    if (!signedUp.ok) {
      sendBadRequest(response, issuesOfFieldErrors(signedUp.errors));
      return;
    }
    response.json({ statusCode: 200, status: 'pending' });
  });
  router.get('/newsletter/confirm/', async (request, response) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const confirmed = await services.commerce.account.confirmNewsletter(token);
    if (request.accepts(['json', 'html']) === 'html') {
      const { locale } = apiShopLocale(request, response);
      response.redirect(
        303,
        `${locale.pathPrefix}/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`,
      );
      return;
    }
    response.status(confirmed ? 200 : 404).json(
      confirmed
        ? { statusCode: 200, confirmed: true }
        : {
            statusCode: 404,
            error: 'newsletter.confirmationInvalid',
            issues: [{ field: 'token', key: 'newsletter.confirmationInvalid' }],
          },
    );
  });
  return router;
}
