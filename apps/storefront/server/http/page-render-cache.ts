import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { parse } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { sessionCookieName } from '../api/session-cookie';
import { previewOf } from '../preview';
import { previewCookieName } from '../preview/preview-cookie';
import { cspNonceOf } from '../security/content-security-policy';

/** A page as it was rendered for everyone, kept to be sent again. */
interface StoredPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly body: Buffer;
  /** The nonce the page was rendered with: each answer from the cache gets a fresh one. */
  readonly nonce: string;
  readonly etag: string;
  /** What the page's own headers allow a shared cache (RFC 9111, as a CDN reads them). */
  readonly policy: CachePolicy;
}

export interface PageRenderCacheOptions {
  /** The most the stored pages may take, in bytes (bodies and headers). */
  readonly maxBytes: number;
  /**
   * What else besides host and address tells the pages apart, e.g. whether the consent banner
   * shows (`banner` / `nobanner`): one kept page per variant. Read after the shop is resolved.
   */
  readonly variantOf?: (request: Request, response: Response) => Promise<string> | string;
}

export interface PageRenderCache {
  /** Serves public pages from the cache and keeps those rendered for everyone. */
  readonly middleware: RequestHandler;
  /** Forgets every stored page: content was published or the catalogue changed. */
  invalidate(): void;
  /** Pages kept now (for tests and the benchmark). */
  readonly size: () => number;
}

/** Headers the cache never replays: they belong to the connection or to one answer. */
const answerOwnHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-frame-options',
]);

/** The cookies that make a page the visitor's own: the session and the editor's preview. */
function carriesPersonalCookie(request: Request): boolean {
  const header = request.headers.cookie;
  if (header === undefined || header === '') return false;
  if (header.length > 8192) return true;
  try {
    const cookies = parse(header);
    return cookies[sessionCookieName] !== undefined || cookies[previewCookieName] !== undefined;
  } catch {
    return true;
  }
}

/**
 * A request whose page may come from, and go into, the cache: a page view (GET, or HEAD to
 * read), without a session (no basket, wishlist or sign-in), not in the CMS preview (neither
 * the marker nor the editor's cookie) and not carrying credentials of any kind.
 */
function isAnonymousPageView(request: Request, response: Response): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization !== undefined) return false;
  if (carriesPersonalCookie(request)) return false;
  const preview = previewOf(response);
  return !preview.requested && !preview.granted;
}

/** The headers of a rendered answer worth replaying. */
function replayableHeaders(response: Response): Record<string, string | readonly string[]> {
  const headers: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || answerOwnHeaders.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/**
 * Whether a stale page is still within its `stale-while-revalidate` time. The library has
 * this since 4.1 (RFC 5861); its published types (4.2.0) do not name it yet.
 */
function withinStaleWhileRevalidate(policy: CachePolicy): boolean {
  // Looked up by name: the lint takes a `use…` method for a React hook.
  const method = 'useStaleWhileRevalidate';
  return (policy as unknown as Record<typeof method, () => boolean>)[method]();
}

function etagOf(body: Buffer, nonce: string): string {
  // The nonce changes with every answer; the page does not.
  const hash = createHash('sha256')
    .update(body.toString('utf8').replaceAll(nonce, ''))
    .digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Anonymous pages rendered once per shop (host), locale, address (path and query) and variant
 * (`variantOf`: the consent banner shown or not) and then answered from memory, as a CDN in front would (issue 14). What a page's own
 * `Cache-Control` allows decides: only a 200 that says `public` with an `s-maxage` and sets no
 * cookie is kept; it is fresh for `s-maxage` seconds and, for `stale-while-revalidate` more,
 * answered as it is while it is rendered again in the background. A visitor with a session or
 * in the CMS preview is never answered from the cache and never fills it, so one visitor's
 * basket count, name or toast cannot reach another. Each answer from the cache carries a
 * fresh CSP nonce, an `ETag` and its `Age`; `If-None-Match` gets a 304. Bounded by bytes (the
 * least recently used pages go first); `invalidate()` empties it when content is published or
 * the catalogue changes, and pages whose rendering began before that are not kept.
 */
export function createPageRenderCache(options: PageRenderCacheOptions): PageRenderCache {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length + 512),
  });
  /** Bumped by `invalidate()`: a render that began before it is not kept. */
  let generation = 0;
  const refreshing = new Set<string>();
  // A background render asks for the page as the server renders it, not from here; only this
  // process knows the token, so nobody outside can make the server render on demand.
  const refreshToken = randomBytes(16).toString('hex');
  const refreshHeader = 'x-vitrine-render-refresh';

  const variantOf = options.variantOf ?? (() => '');
  const keyOf = async (request: Request, response: Response) =>
    `${await variantOf(request, response)} ${request.headers.host ?? ''}${request.originalUrl}`;

  function answerFromCache(request: Request, response: Response, page: StoredPage): void {
    for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
    response.setHeader('ETag', page.etag);
    response.setHeader('Age', String(page.policy.age()));
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      // The browser keeps the page it has, rendered with its nonce: the policy it has stays too.
      response.removeHeader('Content-Security-Policy');
      response.removeHeader('Content-Type');
      response.status(304).end();
      return;
    }
    const nonce = cspNonceOf(response);
    const body = Buffer.from(page.body.toString('utf8').replaceAll(page.nonce, nonce), 'utf8');
    response.status(page.status);
    if (request.method === 'HEAD') {
      response.setHeader('Content-Length', String(body.length));
      response.end();
      return;
    }
    response.end(body);
  }

  /** Renders the page again without a visitor waiting for it: a request to this server. */
  function refreshInBackground(request: Request, key: string): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const done = () => refreshing.delete(key);
    const outgoing = httpRequest(
      {
        host: request.socket.localAddress,
        port: request.socket.localPort,
        path: request.originalUrl,
        // The cookie and user agent choose the variant (the consent banner): the page is rendered
        // again as the one it replaces. An anonymous request carries no personal cookie.
        headers: {
          host: request.headers.host ?? '',
          [refreshHeader]: refreshToken,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', done);
        incoming.on('error', done);
      },
    );
    outgoing.on('error', done);
    outgoing.end();
  }

  /** Keeps the page this request renders, when its answer says it may be kept. */
  function keepWhatIsRendered(key: string, response: Response): void {
    const began = generation;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tooLarge = false;
    const write = response.write;
    const end = response.end;
    const record = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooLarge) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > options.maxBytes / 4) tooLarge = true;
      else chunks.push(buffer);
    };
    response.write = function recordedWrite(this: Response, ...args: unknown[]) {
      record(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    response.end = function recordedEnd(this: Response, ...args: unknown[]) {
      record(args[0], args[1]);
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
    response.on('finish', () => {
      if (tooLarge || began !== generation || response.statusCode !== 200) return;
      if (response.getHeader('set-cookie') !== undefined) return;
      const headers = replayableHeaders(response);
      // The body kept is the uncompressed one, the same whatever the client accepts.
      const { vary: _vary, ...policyHeaders } = headers;
      const policy = new CachePolicy(
        { method: 'GET', url: key, headers: {} },
        { status: 200, headers: policyHeaders as CachePolicy.Headers },
        { shared: true },
      );
      // Only what says `public` with an `s-maxage`: a page that did not think about shared
      // caches is not kept by a heuristic.
      if (!policy.storable() || !/\bpublic\b/.test(String(headers['cache-control'] ?? ''))) return;
      if (policy.timeToLive() <= 0) return;
      const body = Buffer.concat(chunks);
      const nonce = cspNonceOf(response);
      pages.set(key, { status: 200, headers, body, nonce, etag: etagOf(body, nonce), policy });
    });
  }

  const serve = async (request: Request, response: Response, next: () => void) => {
    if (!isAnonymousPageView(request, response)) {
      next();
      return;
    }
    const key = await keyOf(request, response);
    if (request.headers[refreshHeader] === refreshToken) {
      if (request.method === 'GET') keepWhatIsRendered(key, response);
      next();
      return;
    }
    const page = pages.get(key);
    if (page !== undefined) {
      if (!page.policy.stale()) {
        answerFromCache(request, response, page);
        return;
      }
      // Within `stale-while-revalidate`: this visitor gets the page at once, the next a new one.
      if (withinStaleWhileRevalidate(page.policy)) {
        answerFromCache(request, response, page);
        refreshInBackground(request, key);
        return;
      }
      pages.delete(key);
    }
    if (request.method === 'GET') keepWhatIsRendered(key, response);
    next();
  };
  const middleware: RequestHandler = (request, response, next) => {
    serve(request, response, next).catch(next);
  };

  return {
    middleware,
    invalidate() {
      generation += 1;
      pages.clear();
    },
    size: () => pages.size,
  };
}
