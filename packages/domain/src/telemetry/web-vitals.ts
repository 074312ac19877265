import { z } from 'zod';
import { localePathPrefixes } from '../market/lookup';
import { matchRoute, type RouteName } from '../routing/route-table';

/** The Core Web Vitals and their helpers a page reports (npm `web-vitals`). */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/**
 * The most a metric can be before it is a broken clock rather than a slow page: ten minutes
 * for the timings (milliseconds), and a layout shift score of 100 (a page that jumps a
 * screen's height at every frame of a minute scores far less).
 */
const largestValue: Readonly<Record<WebVitalName, number>> = {
  LCP: 600_000,
  INP: 600_000,
  FCP: 600_000,
  TTFB: 600_000,
  CLS: 100,
};

/**
 * One measurement as a page posts it (§7: path, href, metric name, value). Only the path's
 * page type is kept (see {@link webVitalPageType}): an address may carry an order number or a
 * reset link's hash, and the figures are read per page type anyway.
 */
export const webVitalSampleSchema = z
  .object({
    path: z
      .string()
      .max(2000)
      .regex(/^\/(?!\/)/),
    href: z.string().max(4000).optional(),
    name: z.enum(webVitalNames),
    value: z.number().finite().min(0),
  })
  .refine((sample) => sample.value <= largestValue[sample.name], {
    path: ['value'],
    message: 'telemetry.valueOutOfRange',
  });
export type WebVitalSample = z.output<typeof webVitalSampleSchema>;

/** What a measurement is counted under: a §2 route, or `home` for the shop's start page. */
export type WebVitalPageType = Exclude<RouteName, 'content'> | 'home' | 'content';

/**
 * The page type of a path in any shop and locale: the §2 route it addresses, `home` for a
 * locale's root, and `content` for every other path (CMS pages and category listings share
 * their addresses, so the path alone cannot tell them apart).
 *
 * @example
 * webVitalPageType('/fr/p/poussette-2000001/') // 'product'
 * webVitalPageType('/nl/') // 'home'
 * webVitalPageType('/kinderwagen/') // 'content'
 */
export function webVitalPageType(path: string): WebVitalPageType {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const match = matchRoute(
    pathname,
    localePathPrefixes().map((prefix) => `/${prefix}`),
  );
  if (match.route.name !== 'content') return match.route.name;
  return match.params.slug === '' ? 'home' : 'content';
}

/** How a metric's value is judged: Google's thresholds for good and poor, as `web-vitals` rates. */
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

const thresholds: Readonly<Record<WebVitalName, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/**
 * The rating of a value (a p75 on the metrics page): good up to the first threshold, poor above
 * the second, in between needs improvement.
 *
 * @example
 * webVitalRating('LCP', 2400) // 'good'
 * webVitalRating('CLS', 0.3) // 'poor'
 */
export function webVitalRating(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = thresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
