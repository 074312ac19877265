/**
 * Page resolution for the catch-all content route (§2 "Page resolution", steps 1–4) as pure
 * decisions. The fetches are I/O, so a loader runs them between the steps:
 *
 * 1. `resolvePageRequest` — from the path: 404, a lowercase redirect, or the slug to fetch;
 * 2. `resolvePageResult` — from the page call: render, replace with the locale's alternate, or
 *    look up a redirect;
 * 3. `resolveRedirectLookup` — from the redirect lookup: redirect, or fetch the fallback page;
 * 4. `resolveFallbackResult` — from the fallback call: render it as a 404, or the error page;
 * and `resolveLayoutResult` for the layout call, whose absence is an error of its own.
 */
import { hasFileExtension } from './file-extension';
import { hasUppercase, lowercasePath } from './lowercase-path';
import { searchSuffix } from './query-string';
import { type RedirectDecision, type RedirectResult, redirectFromRule } from './redirect-rule';
import { decodePath, encodePath } from './url-path';

/** A hreflang alternate of a page (§3 Page result). */
export interface PageAlternate {
  readonly hreflang: string;
  readonly href: string;
}

/** What the page call answers (§3 Page result): the page, its alternates and an error. */
export interface PageResult<Page> {
  readonly page: Page | null | undefined;
  readonly alternates?: readonly PageAlternate[] | null;
  readonly error?: unknown;
}

export interface PageRequest {
  /** The catch-all's path below the locale prefix: the splat or its segments; decoded or encoded. */
  readonly slug: string | readonly string[] | null | undefined;
  /** A path joined before the slug, e.g. `documentation`. */
  readonly prefix?: string | null;
  /** The locale's path prefix (`/fr`, or `''`), kept on redirects. */
  readonly localePrefix?: string | null;
  readonly search?: string | null;
}

export type PageRequestDecision =
  | { readonly kind: 'notFound'; readonly status: 404; readonly message: 'Not found' }
  | { readonly kind: 'redirect'; readonly to: string; readonly status: 301 }
  /** `path` is the decoded page path without outer slashes; `slug` what the content call takes. */
  | { readonly kind: 'fetch'; readonly path: string; readonly slug: string };

function joinedPath(request: Pick<PageRequest, 'slug' | 'prefix'>): string {
  const slugParts = typeof request.slug === 'string' ? [request.slug] : (request.slug ?? []);
  return [request.prefix ?? '', ...slugParts]
    .flatMap((part) => decodePath(part).split('/'))
    .filter((segment) => segment !== '')
    .join('/');
}

function localePrefixOf(localePrefix: string | null | undefined): string {
  return (localePrefix ?? '').replace(/\/+$/, '');
}

/** The full decoded pathname of a page path: `/fr/ratgeber/` or `/`. */
function pagePathname(path: string, localePrefix: string | null | undefined): string {
  return `${localePrefixOf(localePrefix)}/${path === '' ? '' : `${path}/`}`;
}

/**
 * Step 1 and 2 of page resolution: from the requested path alone. A path under `fabula-ng`
 * (the first segment, in any case) or ending in a file extension is 404 'Not found'; a path
 * with capitals goes to its lowercase form (query kept); anything else is fetched, the root
 * as `_`.
 *
 * @example
 * resolvePageRequest({ slug: ['Ratgeber', 'Schlaf'], search: '?a=1' })
 * // { kind: 'redirect', to: '/ratgeber/schlaf/?a=1', status: 301 }
 */
export function resolvePageRequest(request: PageRequest): PageRequestDecision {
  const path = joinedPath(request);
  const firstSegment = (path.split('/')[0] ?? '').toLowerCase();
  if (firstSegment === 'fabula-ng' || hasFileExtension(path)) {
    return { kind: 'notFound', status: 404, message: 'Not found' };
  }
  const lowered = lowercasePath(path);
  // A capital without a lower-case form (𝐀) would redirect to itself forever: fetch it instead.
  if (hasUppercase(path) && lowered !== path) {
    const to = encodePath(pagePathname(lowered, request.localePrefix));
    return { kind: 'redirect', to: `${to}${searchSuffix(request.search)}`, status: 301 };
  }
  return { kind: 'fetch', path, slug: path === '' ? '_' : path };
}

export interface PageResultInput<Page> {
  readonly result: PageResult<Page> | null | undefined;
  /** The decoded page path from step 1 (`fetch.path`). */
  readonly path: string;
  readonly localePrefix?: string | null;
  readonly search?: string | null;
  /** The current locale's iso, compared with the alternates' hreflang (`de-CH`). */
  readonly localeIso: string;
  /** In the CMS preview the editor stays on the path it opened. */
  readonly preview: boolean;
}

export type PageResultDecision<Page> =
  | {
      readonly kind: 'render';
      readonly page: Page;
      readonly alternates: readonly PageAlternate[];
    }
  | { readonly kind: 'replace'; readonly to: string }
  /** Look up a server redirect for `path` (encoded, with locale prefix and trailing slash). */
  | { readonly kind: 'lookupRedirect'; readonly path: string };

/** The alternates come as JSON from the page call: an entry may lack either field. */
function isPageAlternate(candidate: unknown): candidate is PageAlternate {
  const entry = candidate as Partial<Record<keyof PageAlternate, unknown>> | null | undefined;
  return typeof entry?.hreflang === 'string' && typeof entry.href === 'string';
}

/** The path part of an alternate's href, which may be absolute. */
function hrefPath(href: string): string {
  const withoutOrigin = href.trim().replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  const trimmed = decodePath(path).replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Steps 3 and 4: from the page call's answer. A failed or missing page leads to the redirect
 * lookup. A page whose alternate for the current locale lives at another path is replaced by
 * it (query kept; not in the CMS preview); otherwise it renders — the caller then applies the
 * page metadata and stores it as the current page. Alternates without a text hreflang and href
 * are dropped.
 */
export function resolvePageResult<Page>(input: PageResultInput<Page>): PageResultDecision<Page> {
  const current = pagePathname(input.path, input.localePrefix);
  const page = input.result?.page;
  if (page === null || page === undefined || input.result?.error) {
    return { kind: 'lookupRedirect', path: encodePath(current) };
  }
  const alternates = (input.result?.alternates ?? []).filter(isPageAlternate);
  const iso = input.localeIso.toLowerCase();
  const alternate = alternates.find(
    (candidate) => candidate.hreflang.toLowerCase() === iso && candidate.href.trim() !== '',
  );
  if (alternate && !input.preview) {
    const alternatePath = hrefPath(alternate.href);
    if (alternatePath !== current) {
      return { kind: 'replace', to: `${encodePath(alternatePath)}${searchSuffix(input.search)}` };
    }
  }
  return { kind: 'render', page, alternates };
}

export type RedirectLookupDecision =
  | RedirectDecision
  | {
      readonly kind: 'fetchFallback';
      /** The error state raised beside the fallback page (§8 'Page not found: {path}'). */
      readonly error: { readonly statusCode: 404; readonly message: string };
    };

/**
 * Step 3, after the redirect lookup: its target with its status code (§2), else the fallback
 * page with the error state raised. `path` is the `lookupRedirect.path` of the previous step.
 */
export function resolveRedirectLookup(
  redirect: RedirectResult | null | undefined,
  path: string,
): RedirectLookupDecision {
  return (
    redirectFromRule(redirect, path) ?? {
      kind: 'fetchFallback',
      error: { statusCode: 404, message: `Page not found: ${decodePath(path)}` },
    }
  );
}

export type FallbackDecision<Page> =
  | { readonly kind: 'renderFallback'; readonly page: Page; readonly status: 404 }
  | { readonly kind: 'errorPage'; readonly status: 404 };

/** Step 3, after the fallback call: show the fallback as a 404, or the generic error page (§8). */
export function resolveFallbackResult<Page>(
  result: PageResult<Page> | null | undefined,
): FallbackDecision<Page> {
  const page = result?.page;
  if (page === null || page === undefined || result?.error) {
    return { kind: 'errorPage', status: 404 };
  }
  return { kind: 'renderFallback', page, status: 404 };
}

export type LayoutDecision<Layout> =
  | { readonly kind: 'applyLayout'; readonly layout: Layout }
  | { readonly kind: 'clearLayout'; readonly status: 500 };

/**
 * The layout call's answer (§2: if no layout loads, clear the page layout and raise an error;
 * §8: the generic error page). Status 500, as the page itself may exist.
 */
export function resolveLayoutResult<Layout>(
  layout: Layout | null | undefined,
): LayoutDecision<Layout> {
  return layout === null || layout === undefined
    ? { kind: 'clearLayout', status: 500 }
    : { kind: 'applyLayout', layout };
}
