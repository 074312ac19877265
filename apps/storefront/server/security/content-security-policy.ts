import { randomBytes } from 'node:crypto';
import { resolveShop, shopsOfBrand } from '@vitrine/domain';
import type { Request, RequestHandler, Response } from 'express';
import { previewOf } from '../preview';
import { hostKindOf } from '../shop-context';

/** Where Storyblok's visual editor runs (every region's editor is served from storyblok.com). */
export const editorOrigins = [
  'https://app.storyblok.com',
  'https://app-beta.storyblok.com',
  'https://*.storyblok.com',
] as const;

/** Storyblok's content API in every region, which an editor's preview may call. */
const storyblokApiOrigins = [
  'https://api.storyblok.com',
  'https://api-us.storyblok.com',
  'https://api-ap.storyblok.com',
  'https://api-ca.storyblok.com',
  'https://app.storyblokchina.cn',
] as const;

/** Storyblok's asset hosts, where a Storyblok space's pictures live. */
const storyblokAssetOrigins = ['https://a.storyblok.com', 'https://*.storyblok.com'] as const;

export interface PolicyOptions {
  /** The response's own nonce: only scripts and style elements that carry it run. */
  readonly nonce: string;
  /** A proven editor's response (issue 12 item 7): the editor may frame it and its bridge runs. */
  readonly preview: boolean;
  /** Content from Storyblok: its asset host serves the pictures. */
  readonly storyblokContent: boolean;
  /** `npm run dev`: Vite's client, its inline styles and its HMR socket. */
  readonly development: boolean;
  /**
   * Where else a form may lead: the country picker's choice (issue 20) posts here and is
   * redirected to a sister shop, and `form-action` governs the redirects of a form too.
   */
  readonly formTargets?: readonly string[];
  /**
   * The tag manager's origin (issue 20), when the shop has one: its script, and what the tags
   * it loads fetch and send. Google's tag manager loads Google Analytics, whose hosts are
   * allowed with it (Google's CSP guide for the tag manager).
   */
  readonly tagManagerOrigin?: string | null;
  /** Other origins the page connects to: the proof-of-consent host, the analytics collector (issue 20). */
  readonly connectOrigins?: readonly string[];
  /** Where the page's error reports go besides this origin: Sentry's, when `SENTRY_DSN` is set. */
  readonly errorReportOrigin?: string | null;
}

/** The hosts Google's tag manager sends measurements to. */
const googleMeasurementOrigins = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

function tagManagerSources(origin: string | null | undefined): readonly string[] {
  if (origin === null || origin === undefined) return [];
  return origin === 'https://www.googletagmanager.com'
    ? [origin, ...googleMeasurementOrigins]
    : [origin];
}

/**
 * The origins of the shop's sister shops (same brand, other countries), which the country
 * picker's form is redirected to: `https://fr.nido.example`, locally `http://fr.nido.localhost:*`.
 */
export function sisterShopOrigins(request: Pick<Request, 'host' | 'hostname'>): string[] {
  const shop = resolveShop(request.host, '/')?.shop;
  if (shop === undefined) return [];
  const local = hostKindOf(request.hostname) === 'local';
  return shopsOfBrand(shop.brand)
    .filter((sister) => sister.id !== shop.id)
    .map((sister) =>
      local ? `http://${sister.hosts.local}:*` : `https://${sister.hosts.production}`,
    );
}

/**
 * The Content-Security-Policy of a response (issue 12 item 8).
 * - Scripts: this origin's files (the build's modules, `/sbBridge.js`) and inline scripts that
 *   carry the response's nonce (React Router's context and stream, React's streaming).
 * - Style elements: this origin's stylesheet and elements with the nonce (Radix's scroll lock
 *   adds one, given the nonce on the browser). Style *attributes* are allowed inline
 *   (`style-src-attr 'unsafe-inline'`): components set widths and transforms that way
 *   (progress bars, slider, dialog stacking), attributes cannot carry a nonce, and a style
 *   attribute runs no code. In preview, Storyblok's bridge adds a `<style>` element of its own
 *   without a nonce, so preview responses allow inline style elements (a nonce would
 *   switch 'unsafe-inline' off).
 * - Pictures: this origin (the image service, the local space's assets) and `data:`; with
 *   Storyblok, its asset host. Connections: this origin; in preview also Storyblok's API.
 * - Framing: nobody, except a preview response, which this origin (the local preview) and
 *   Storyblok's editor may frame. No plugins, no `<base>` elsewhere; forms post here only, and may be redirected to
 *   the sister shops (the country picker's choice).
 * In development Vite's client needs inline and evaluated scripts and its HMR socket; those
 * relaxations exist in development only.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const {
    nonce,
    preview,
    storyblokContent,
    development,
    formTargets = [],
    connectOrigins = [],
  } = options;
  const errorReports = options.errorReportOrigin ? [options.errorReportOrigin] : [];
  const nonceSource = `'nonce-${nonce}'`;
  const tagManager = tagManagerSources(options.tagManagerOrigin);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", nonceSource, ...tagManager],
    'style-src': preview || development ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(storyblokContent ? storyblokAssetOrigins : []),
      ...tagManager,
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(preview ? storyblokApiOrigins : []),
      ...connectOrigins,
      ...(development ? ['ws:', 'wss:'] : []),
      ...tagManager,
      ...errorReports,
    ],
    'frame-src': ["'self'"],
    'frame-ancestors': preview ? ["'self'", ...editorOrigins] : ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formTargets],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A fresh nonce: 128 random bits, base64 (CSP nonces are base64 values). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The nonce of this response's policy; the page renders its scripts with it. */
export function cspNonceOf(response: Response): string {
  const nonce = response.locals.cspNonce;
  if (typeof nonce !== 'string') throw new Error('the content security policy did not run');
  return nonce;
}

/**
 * Sets the policy on every answer of the app, with a nonce of its own per response, after
 * the preview gate has decided (its decision opens framing and the bridge). Answers that are
 * not pages (JSON, images, the bridge script) carry the same policy, which for them only
 * refuses framing and plugins.
 */
export function contentSecurityPolicyMiddleware(options: {
  readonly storyblokContent: boolean;
  readonly development: boolean;
  readonly tagManagerOrigin?: string | null;
  /** Other origins the page posts to (the proof-of-consent host, the analytics collector, issue 20). */
  readonly connectOrigins?: readonly string[];
  readonly errorReportOrigin?: string | null;
}): RequestHandler {
  return (request, response, next) => {
    const nonce = createNonce();
    response.locals.cspNonce = nonce;
    const preview = previewOf(response).granted;
    response.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        preview,
        ...options,
        formTargets: sisterShopOrigins(request),
      }),
    );
    // For browsers older than frame-ancestors; a preview may be framed, so it has none.
    if (!preview) response.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}
