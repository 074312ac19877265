import { shopContext } from '@vitrine/commerce';
import { maxSuggestionQueryLength, suggestionOptions } from '@vitrine/domain/search';
import { Router } from 'express';
import { z } from 'zod';
import { createKeptAnswers } from '../http/kept-answers';
import type { StorefrontServices } from '../services';
import { sendBadRequest } from './api-error';
import { apiShopLocale } from './request-shop';
import type { RateLimits } from './security/rate-limits';
import { readSessionCookie } from './session-cookie';

/**
 * The type-ahead's answers kept (issue 17: "cached for anonymous use"): typists send the same
 * prefixes over and over ("ki", "kin", "kind"), and a shop's popular prefixes in every shop and
 * locale fit many times over; kept as long as a browser may keep one (`max-age=60`).
 */
const suggestionAnswersKept = { max: 10_000, lifetimeMs: 60_000 };
/**
 * Suggestions are the same for every visitor of a shop and locale: a CDN may keep them a
 * minute for anonymous visitors (no session cookie); a visitor with a session gets a copy
 * for their browser only, and `Vary: Cookie` keeps the two apart.
 */
export const anonymousSuggestionsCache =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
export const sessionSuggestionsCache = 'private, max-age=60';

const suggestionsQuery = z.object({
  q: z
    // A missing q is required; a repeated one (`q=a&q=b`, an array) is not a text.
    .string({
      error: (issue) =>
        issue.input === undefined ? 'validation.required' : 'validation.invalidValue',
    })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(maxSuggestionQueryLength, { error: 'validation.maxLength' }),
  locale: z.string().max(16).optional(),
});

/**
 * `GET /api/shop/search/suggestions/?q=kinderw&locale=de-DE` — the header's type-ahead (issue
 * 17): word completions, products, categories and brands for a partly typed text, each as a
 * link of the locale (`{ query, options: [{ kind, key, label, detail, href }] }`). Rate-limited
 * per client; a missing, repeated or over-long `q` is a 400 with the field's message key.
 */
export function createSearchRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  const answers = createKeptAnswers<string>(suggestionAnswersKept);
  services.publishedChanges.subscribe(() => answers.invalidate());
  router.get(
    '/suggestions/',
    options.rateLimits.limit('suggestions'),
    async (request, response, next) => {
      try {
        const parsed = suggestionsQuery.safeParse(request.query);
        if (!parsed.success) {
          sendBadRequest(
            response,
            parsed.error.issues.map((issue) => ({
              field: String(issue.path[0] ?? 'q'),
              key: issue.message.startsWith('validation.')
                ? issue.message
                : 'validation.invalidValue',
            })),
          );
          return;
        }
        const { shop, locale } = apiShopLocale(request, response);
        const text = parsed.data.q;
        // A request with credentials (the benchmark's uncached runs) is answered afresh, as
        // the page render cache answers it.
        const compute = async () => {
          const suggestions = await services.commerce.search.suggest(
            shopContext(shop, locale),
            text,
          );
          return JSON.stringify({
            query: suggestions.query,
            options: suggestionOptions(suggestions, locale.pathPrefix),
          });
        };
        const answer =
          request.headers.authorization === undefined
            ? await answers.answer(`${shop.id}|${locale.iso}|${text}`, compute)
            : null;
        if (answer?.kept) {
          response.setHeader('Age', String(Math.floor((Date.now() - answer.computedAt) / 1000)));
        }
        response
          .setHeader(
            'Cache-Control',
            readSessionCookie(request) === null
              ? anonymousSuggestionsCache
              : sessionSuggestionsCache,
          )
          .setHeader('Vary', 'Cookie')
          .type('application/json')
          .send(answer?.value ?? (await compute()));
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
