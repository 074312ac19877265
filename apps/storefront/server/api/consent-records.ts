import { Router } from 'express';
import type { StorefrontServices } from '../services';
import { recordHandler } from './record-handler';
import type { RateLimits } from './security/rate-limits';

/**
 * Proof of consent (issue 20, GDPR Art. 7(1), §7 consent call): `POST /api/consent-records/`
 * `{ action, shopId, href, version, consents }` — one decision of the consent banner, stored by
 * the engine; rate-limited per client, a malformed one a 400 with the field's message key,
 * else 204.
 */
export function createConsentRecordsRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post(
    '/',
    options.rateLimits.limit('consentRecords'),
    recordHandler((body) => services.commerce.consentRecords.record(body)),
  );
  return router;
}
