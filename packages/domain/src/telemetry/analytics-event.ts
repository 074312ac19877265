import { z } from 'zod';
import { shopByKey } from '../market/lookup';
import { dataLayerEventNames } from '../tracking/data-layer-event-names';
import { type WebVitalPageType, webVitalPageType } from './web-vitals';

/**
 * What the shop's analytics script counts (issue 20, §2 `/scripts/econda.js`): a page view, at
 * load and at each client-side navigation, and the §4 events the shop pushes to the data layer.
 */
export const analyticsEventNames = ['page_view', ...dataLayerEventNames] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** The longest page path accepted: an address, not a document. */
const maxPathLength = 2000;

/**
 * A page's path without query and fragment: a search term, a filter or a reset link's hash is
 * nobody's business in a count.
 */
function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/**
 * One event as the analytics script posts it: the event's `name`, the page's `path` and the
 * `shop` and `locale` the page knows (its script tag's shop key, the document's language tag).
 * The result keeps the path without its query and adds the page's type by the rule the web
 * vitals are counted under ({@link webVitalPageType}); the locale comes back spelled as the
 * shop spells it. What is stored is only time, shop, locale, page type and name: no address,
 * no visitor.
 *
 * @example
 * analyticsEventSchema.parse({ name: 'page_view', path: '/p/luna-2000001/?variant=x', shop: 'baby-de', locale: 'de-de' })
 * // { name: 'page_view', path: '/p/luna-2000001/', shop: 'baby-de', locale: 'de-DE', pageType: 'product' }
 */
export const analyticsEventSchema = z
  .object({
    name: z.enum(analyticsEventNames),
    path: z
      .string()
      .max(maxPathLength)
      .regex(/^\/(?!\/)/)
      .transform(withoutQuery),
    shop: z
      .string()
      .max(40)
      .refine((key) => shopByKey(key) !== null, { error: 'validation.unknownShop' }),
    locale: z.string().max(20),
  })
  .transform((event, context) => {
    const locale = shopByKey(event.shop)?.locales.find(
      (candidate) => candidate.iso.toLowerCase() === event.locale.toLowerCase(),
    );
    if (locale === undefined) {
      context.addIssue({ code: 'custom', path: ['locale'], message: 'validation.unknownLocale' });
      return z.NEVER;
    }
    return {
      ...event,
      locale: locale.iso,
      pageType: webVitalPageType(event.path) satisfies WebVitalPageType,
    };
  });
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
