import {
  chooseCountry,
  cmsLocaleKey,
  countryChoicePath,
  countryPickerMode,
  deviceInfo,
  parseCountryCode,
  type ResolvedShop,
  resolveShop,
} from '@vitrine/domain';
import { parse, serialize } from 'cookie';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { shopContextOf } from '../api/request-shop';
import { requestConsent } from '../consent/consent-state';
import { contentLocaleOf } from '../content/content-locale';
import { privatePageCache } from '../http/cache-control';
import type { StorefrontServices } from '../services';
import { countryShopEntries } from './country-shops';

/** §2: the stored choice. */
export const selectedCountryCookie = 'selected-country';
const selectedCountryMaxAgeSeconds = 365 * 24 * 60 * 60;

/** A page of this shop, as the picker sends it: a path (and query) on the same host, nothing else. */
export const pagePath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/**
 * The choice as the picker's form posts it, with or without JavaScript: the shop's entry by
 * its locale key (`fr-ch`, which also names the language), or a country alone (closing the
 * picker, or an older page).
 */
export const countryChoiceSchema = z
  .object({
    country: z.string().max(8).optional(),
    locale: z.string().max(16).optional(),
    return: pagePath,
  })
  .refine((choice) => choice.country !== undefined || choice.locale !== undefined, {
    path: ['country'],
  });

function pageOf(request: Request, path: string): (ResolvedShop & { search: string }) | null {
  const url = new URL(path, 'http://shop.invalid');
  const resolved = resolveShop(request.host, url.pathname);
  return resolved === null ? null : { ...resolved, search: url.search };
}

function refuse(response: Response, message: string): void {
  response.status(400).set('Cache-Control', privatePageCache).type('text/plain').send(message);
}

/**
 * The country picker's two calls (§2 country picker). Both are private: they depend on the
 * visitor's country header, cookie and user agent, so they are never part of a page.
 *
 * Why the offer is a call of its own: pages are rendered once and kept for everyone (the render
 * cache and a CDN, keyed by host and URL). Whether the picker offers a switch depends on the
 * IP-country header, the `selected-country` cookie and the user agent, so baking it into the
 * page would hand one visitor's offer to the next (or split the cache by every combination and
 * `Vary: Cookie`, which no CDN keeps). The page carries only what is the same for everyone
 * (the shop list, and whether a country header is configured); the browser asks
 * `GET /_country/?path=…` (`private, no-store`) after it loaded and opens the offer itself.
 *
 * - `GET /_country/?path=/fr/suche/?q=x`: `{ offer: null }` or `{ offer: { country, localeKey } }`.
 * - `POST /_country/` (`locale` or `country`, `return`): stores `selected-country` (and, for a
 *   shop picked by its locale, the language in `i18n_redirected`) and answers 303 to the chosen
 *   shop at the same path and query (another country, or another language of this one), or back
 *   to the page. Bad input is a 400. A plain form, so it works without JavaScript.
 */
export function countryChoiceRouter(services: StorefrontServices): Router {
  const router = Router();
  const headerName = services.env.VITRINE_COUNTRY_HEADER;

  async function entriesOf(response: Response, page: ResolvedShop) {
    const { hostKind, port } = shopContextOf(response);
    const layout = await services.content.published.layout(contentLocaleOf(page.shop, page.locale));
    return countryShopEntries(layout?.layout.countries ?? [], page.shop, hostKind, port);
  }

  async function consentBannerVisible(request: Request, page: ResolvedShop): Promise<boolean> {
    const layout = await services.content.published.layout(contentLocaleOf(page.shop, page.locale));
    const consent = requestConsent({
      layout,
      cookieHeader: request.get('cookie'),
      userAgent: request.get('user-agent'),
    });
    return consent?.bannerShown ?? false;
  }

  router.get(countryChoicePath, async (request, response, next) => {
    try {
      response.set('Cache-Control', privatePageCache);
      const path = pagePath.safeParse(request.query.path);
      const page = path.success ? pageOf(request, path.data) : null;
      if (page === null) return refuse(response, 'path: expected a page of this shop');
      if (headerName === undefined) return void response.json({ offer: null });
      const mode = countryPickerMode({
        currentCountry: page.shop.country,
        ipCountry: request.get(headerName),
        selectedCountry: selectedCountryOf(request),
        isCrawler: deviceInfo(request.get('user-agent')).isCrawler,
        // §2: the picker offers a switch only while the consent banner is hidden.
        consentBannerVisible: await consentBannerVisible(request, page),
        countries: await entriesOf(response, page),
        language: page.locale.language,
      });
      response.json({
        offer:
          mode.mode === 'suggestSwitch'
            ? { country: mode.suggested.country, localeKey: mode.suggested.localeKey }
            : null,
      });
    } catch (error) {
      next(error);
    }
  });

  router.post(
    countryChoicePath,
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }),
    async (request, response, next) => {
      try {
        const form = countryChoiceSchema.safeParse(request.body);
        const page = form.success ? pageOf(request, form.data.return) : null;
        if (!form.success || page === null) {
          return refuse(response, 'country and return: expected a country and a page of this shop');
        }
        const countries = await entriesOf(response, page);
        const named = countries.find((entry) => entry.localeKey === form.data.locale);
        if (form.data.locale !== undefined && named === undefined) {
          return refuse(response, 'locale: expected one of the shops');
        }
        const chosen = named?.country ?? parseCountryCode(form.data.country);
        if (
          chosen === null ||
          (chosen !== page.shop.country && !countries.some((entry) => entry.country === chosen))
        ) {
          return refuse(response, 'country: expected one of the shops');
        }
        const effects = chooseCountry({
          chosen,
          currentCountry: page.shop.country,
          countries,
          path: page.path,
          search: page.search,
          language: page.locale.language,
          currentLocaleKey: cmsLocaleKey(page.locale),
          ...(named === undefined ? {} : { chosenLocaleKey: named.localeKey }),
        });
        const secure = shopContextOf(response).hostKind !== 'local';
        response.set('Cache-Control', privatePageCache);
        let to = form.data.return;
        for (const effect of effects) {
          if (effect.type === 'selectedCountry.store') {
            response.append(
              'Set-Cookie',
              serialize(selectedCountryCookie, effect.country, {
                path: '/',
                maxAge: selectedCountryMaxAgeSeconds,
                sameSite: 'lax',
                secure,
              }),
            );
          } else if (effect.type === 'cookie.set') {
            // §9: the language picked, for the next visit to the shop's root.
            response.append(
              'Set-Cookie',
              serialize(effect.name, effect.value, {
                path: effect.path,
                maxAge: effect.maxAgeSeconds,
                sameSite: effect.sameSite,
                secure,
              }),
            );
          } else to = effect.to;
        }
        response.redirect(303, to);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}

function selectedCountryOf(request: Request): string | null {
  const header = request.get('cookie');
  if (header === undefined || header.length > 8192) return null;
  try {
    return parse(header)[selectedCountryCookie] ?? null;
  } catch {
    return null;
  }
}
