import { cmsPreviewMarker, cmsPreviewPath } from './cms-preview';
import type { PageAlternate } from './page-resolution';
import { type RouteName, routes } from './route-table';

/**
 * Routes that are the visitor's own or a step of buying, never a page to find in a search
 * engine: besides every route behind a login guard (account, checkout), the basket, the
 * login, the thank-you page, the wishlist and the reset-password page reached from a mail.
 */
const privateRouteNames: ReadonlySet<RouteName> = new Set<RouteName>([
  'accountNewPassword',
  'basket',
  'checkoutLogin',
  'login',
  'thankYou',
  'wishlist',
]);

/** A route pattern up to its first parameter or splat: the path every address of it starts with. */
function staticPrefix(pattern: string): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/').filter((part) => part !== '')) {
    if (segment.startsWith(':') || segment === '*') break;
    segments.push(segment);
  }
  return `/${segments.map((segment) => `${segment}/`).join('')}`;
}

/**
 * The paths robots.txt disallows in a shop (§2 route table): the private routes and the CMS
 * preview, in each of the shop's locale prefixes. A path inside another disallowed one
 * (`/kasse/login/` in `/kasse/`) is left out: the shorter rule covers it.
 *
 * @example
 * crawlerDisallowedPaths(['', '/fr']) // ['/cms-vorschau/', '/danke/', …, '/fr/cms-vorschau/', …]
 */
export function crawlerDisallowedPaths(localePrefixes: readonly string[]): string[] {
  const paths = new Set<string>([cmsPreviewPath]);
  for (const route of routes) {
    if (route.guard !== null || privateRouteNames.has(route.name)) {
      paths.add(staticPrefix(route.pattern));
    }
  }
  const sorted = [...paths].sort();
  const outermost = sorted.filter(
    (path) => !sorted.some((other) => other !== path && path.startsWith(other)),
  );
  return localePrefixes.flatMap((prefix) => outermost.map((path) => `${prefix}${path}`));
}

export interface RobotsTxtInput {
  /** The shop's locale prefixes: `''` for its default locale, `/fr`… for the others. */
  readonly localePrefixes: readonly string[];
  /** The absolute URL of the shop's sitemap. */
  readonly sitemapUrl: string;
}

/**
 * A shop's robots.txt: every crawler may fetch the shop but its private routes and the CMS
 * preview (its paths, and any page asked for with the editor's `_storyblok` query), and is
 * told where the sitemap is.
 */
export function robotsTxt({ localePrefixes, sitemapUrl }: RobotsTxtInput): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...crawlerDisallowedPaths(localePrefixes).map((path) => `Disallow: ${path}`),
    `Disallow: /*?${cmsPreviewMarker}`,
    `Disallow: /*&${cmsPreviewMarker}`,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}

/** One page of a sitemap: its absolute URL and the same page in the brand's other locales. */
export interface SitemapEntry {
  readonly loc: string;
  readonly alternates: readonly PageAlternate[];
}

const xmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text for an XML element or a quoted attribute value: the five markup characters escaped,
 * and characters XML 1.0 does not allow at all (controls, lone surrogates) left out, since no
 * escape makes them well-formed.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/**
 * A sitemap (sitemaps.org 0.9) of the given pages, each with its hreflang alternates as
 * `xhtml:link rel="alternate"` (the form search engines read in a sitemap). A page with no
 * alternate in another locale carries none.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const entry of entries) {
    parts.push(`<url><loc>${escapeXml(entry.loc)}</loc>`);
    if (entry.alternates.some((alternate) => alternate.href !== entry.loc)) {
      for (const alternate of entry.alternates) {
        parts.push(
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        );
      }
    }
    parts.push('</url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}
