import { isValidationFailure } from '@vitrine/commerce';
import {
  applyConsentChoice,
  type ConsentRecordAction,
  consentChoicePath,
  consentChoiceSchema,
  consentCookieName,
  consentMaxAgeMs,
  consentSettingsQuery,
  consentsOf,
  cookieDomainsOf,
  declinedServiceCookies,
  resolveShop,
  saveConsent,
} from '@vitrine/domain';
import { serialize } from 'cookie';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { shopContextOf } from '../api/request-shop';
import type { RateLimits } from '../api/security/rate-limits';
import { contentLocaleOf } from '../content/content-locale';
import { pagePath } from '../country/country-choice';
import { privatePageCache } from '../http/cache-control';
import type { StorefrontServices } from '../services';
import { postToConsentRecordsHost } from './consent-records-host';
import { consentAppVersion, requestConsent } from './consent-state';

/** The banner's form as it posts: the choice and the page to go back to. */
const consentFormSchema = z.object({ return: pagePath }).and(consentChoiceSchema);

/** The page to go back to, without the query that opened the settings. */
export function pageWithoutSettings(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.delete(consentSettingsQuery);
  return `${url.pathname}${url.search}`;
}

function refuse(response: Response, key: string): void {
  response.status(400).set('Cache-Control', privatePageCache).type('text/plain').send(key);
}

/** A consent cookie as the browser keeps it (§9: one year, path /, lax). */
/**
 * The expiries of the cookies declined services set (§4: removed after the save), host-only and
 * on each domain of `hostname` their tags may have set them on.
 */
export function declinedCookieHeaders(
  cookieHeader: string,
  services: readonly string[],
  hostname: string,
): string[] {
  const domains = cookieDomainsOf(hostname);
  return declinedServiceCookies(cookieHeader, services).flatMap((name) =>
    domains.map((domain) =>
      serialize(name, '', { path: '/', maxAge: 0, ...(domain === null ? {} : { domain }) }),
    ),
  );
}

export function consentCookieHeader(value: string, secure: boolean): string {
  return serialize(consentCookieName, value, {
    path: '/',
    maxAge: Math.floor(consentMaxAgeMs / 1000),
    sameSite: 'lax',
    secure,
    // The domain's serialiser percent-encodes the value already.
    encode: (text) => text,
  });
}

/**
 * The consent banner without JavaScript (issue 20, §4): `POST /_consent/` with `action`
 * (`acceptAll`, `rejectAll`, `saveSelection`), the ticked `service`s and `return` (a page of
 * this shop). It saves through the domain (interaction, save time, history), sets the consent
 * cookie, records the decision as proof of consent (GDPR Art. 7(1)) and answers 303 back to the
 * page. Bad input is a 400 with a message key. With JavaScript the page does the same itself
 * (app/shell/consent-banner.tsx) and posts the record to `/api/consent-records/`. With a
 * records host (`recordsOrigin`, from `VITRINE_CONSENT_RECORDS_ORIGIN`) the record goes there,
 * as the banner's does, and not to the engine.
 */
export function consentChoiceRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits; readonly recordsOrigin?: string | null },
): Router {
  const router = Router();
  router.post(
    consentChoicePath,
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 120 }),
    async (request: Request, response: Response, next) => {
      try {
        const form = consentFormSchema.safeParse(request.body);
        if (!form.success) return refuse(response, 'consent.invalidChoice');
        const returnUrl = new URL(form.data.return, 'http://shop.invalid');
        const page = resolveShop(request.host, returnUrl.pathname);
        const { shop, hostKind } = shopContextOf(response);
        if (page === null || page.shop.key !== shop.key) {
          return refuse(response, 'consent.invalidReturn');
        }
        const layout = await services.content.published.layout(
          contentLocaleOf(page.shop, page.locale),
        );
        const now = Date.now();
        const state = requestConsent({
          layout,
          cookieHeader: request.get('cookie'),
          userAgent: request.get('user-agent'),
          now,
        });
        if (state === null) return refuse(response, 'consent.noBanner');
        const chosen = applyConsentChoice(state.current, form.data, { visitor: state.visitor });
        const { consent, effects } = saveConsent(chosen, { now, appVersion: consentAppVersion });
        const cookie = effects.find((effect) => effect.type === 'consentCookie.write');
        const back = pageWithoutSettings(form.data.return);
        const decision = await options.rateLimits.consume('consentRecords', request.ip ?? '');
        if (decision.allowed) {
          const record = {
            action: form.data.action satisfies ConsentRecordAction,
            shopId: shop.key,
            href: `${request.protocol}://${request.host}${back}`,
            version: consent.version,
            consents: consentsOf(consent),
          };
          if (options.recordsOrigin) {
            await postToConsentRecordsHost(options.recordsOrigin, record);
          } else {
            const recorded = await services.commerce.consentRecords.record(record);
            if (isValidationFailure(recorded)) console.error('consent record refused', recorded);
          }
        }
        response.set('Cache-Control', privatePageCache);
        if (cookie)
          response.append('Set-Cookie', consentCookieHeader(cookie.value, hostKind !== 'local'));
        for (const effect of effects) {
          if (effect.type !== 'trackingCookies.remove') continue;
          for (const expiry of declinedCookieHeaders(
            request.get('cookie') ?? '',
            effect.services,
            request.hostname,
          )) {
            response.append('Set-Cookie', expiry);
          }
        }
        response.redirect(303, back);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
