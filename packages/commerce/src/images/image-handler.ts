import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contentHash } from '../seed/content-hash';
import { createDiskCache } from './disk-cache';
import { type ImageLimits, imageLimits } from './image-limits';
import { defaultImageBasePath, imageKeyPattern } from './image-url';
import { imageSource, productImageSvg } from './product-image-svg';
import { renderImage } from './render';
import { createRenderQueue, RenderQueueFull } from './render-queue';
import { type OptionProblem, type RenditionOptions, renditionOptions } from './request-options';

/** What the image service is doing: for monitoring and tests. */
export interface ImageServiceStats {
  readonly limits: ImageLimits;
  /** Renditions drawn since the service started. */
  readonly rendered: number;
  /** Renders running now and waiting for a slot. */
  readonly running: number;
  readonly waiting: number;
  /** Requests answered 503 because every slot and the waiting line were taken. */
  readonly refused: number;
  /** Bytes of renditions in the disk cache. */
  readonly cacheBytes: number;
}

/** A web-standard handler: Express, React Router resource routes and tests can all mount it. */
export interface ImageHandler {
  (request: Request): Promise<Response>;
  stats(): Promise<ImageServiceStats>;
}

export interface ImageHandlerOptions {
  readonly database: Pick<Database, 'rows'>;
  /** Where renditions are cached on disk. */
  readonly cacheDirectory: string;
  /** The path the handler is mounted at (default `/images`). */
  readonly basePath?: string;
  /**
   * Renders at once, renders waiting and the cache's size; each one not given is the default
   * (`imageLimits`, README "Images").
   */
  readonly limits?: Partial<ImageLimits>;
  /** Draws a rendition (default: sharp); tests wrap it to count or hold renders. */
  readonly render?: (svg: string, options: RenditionOptions) => Promise<Buffer>;
}

const contentTypes: Readonly<Record<RenditionOptions['format'], string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
};

/** Bumped when rendering changes, so that old renditions are not served as new ones. */
const renditionVersion = 3;
const immutable = 'public, max-age=31536000, immutable';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

function notFound(): Response {
  return json(404, { error: 'notFound', message: 'No such image' });
}

function badOptions(problems: readonly OptionProblem[]): Response {
  return json(400, {
    error: 'invalidImageOptions',
    message: problems.map((problem) => problem.message).join('; '),
    issues: problems,
  });
}

/** Whether `If-None-Match` names the ETag (weak or strong) or is `*`. */
function ifNoneMatch(header: string | null, etag: string): 'etag' | 'any' | null {
  if (header === null) return null;
  const candidates = header.split(',').map((candidate) => candidate.trim().replace(/^W\//, ''));
  if (candidates.includes(etag)) return 'etag';
  return candidates.includes('*') ? 'any' : null;
}

/** Every render slot and the waiting line are taken: the client is asked to come back later. */
function busy(refusal: RenderQueueFull): Response {
  return json(
    503,
    { error: 'imageServiceBusy', message: 'Too many images are being drawn; try again shortly' },
    { 'Retry-After': String(refusal.retryAfterSeconds) },
  );
}

function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': immutable } });
}

/**
 * The image service (§5 options): `GET {basePath}/{imageKey}.{webp|png|jpeg|jpg|avif}` with
 * optional `w`, `h` (1–2880), `q`, `blur`, `brightness` (0–100, 50 unchanged) and `rotate`
 * (0, 90, 180, 270). Renditions are drawn from the product's generated SVG by sharp, cached on
 * disk and sent with an ETag and a year-long immutable cache lifetime (image keys are
 * content-addressed). Bad options are a 400 naming each problem; unknown images a 404.
 *
 * Bounded as an image CDN is: cached renditions are served without waiting; a new one is drawn
 * once however many ask for it at the same time, in one of `limits.renders` slots, after at most
 * `limits.queuedRenders` others — beyond that the answer is 503 with `Retry-After`. The disk
 * cache keeps at most `limits.cacheBytes`, dropping the least recently used renditions.
 */
export function createImageHandler(options: ImageHandlerOptions): ImageHandler {
  const basePath = (options.basePath ?? defaultImageBasePath).replace(/\/+$/, '');
  const limits = imageLimits(options.limits);
  const cache = createDiskCache(options.cacheDirectory, limits.cacheBytes);
  const queue = createRenderQueue(limits);
  const render = options.render ?? renderImage;
  // One rendition per hash in the making: later requests for it wait for the same promise.
  const inFlight = new Map<string, Promise<Buffer | null>>();
  let rendered = 0;
  let refused = 0;

  async function rendition(
    key: string,
    hash: string,
    rendering: RenditionOptions,
  ): Promise<Buffer | null> {
    const extension = rendering.format;
    const cached = await cache.read(hash, extension);
    if (cached !== null) return cached;
    const [row] = await options.database.rows<{ source: unknown }>(
      sql`SELECT source FROM product_images WHERE key = ${key}`,
    );
    if (row === undefined) return null;
    const svg = productImageSvg(imageSource(row.source));
    const data = await queue.run(() => {
      rendered += 1;
      return render(svg, rendering);
    });
    // A rendition that could not be stored is still the right answer; the next request draws it again.
    await cache
      .write(hash, extension, data)
      .catch((error: unknown) => console.error('commerce: image rendition not cached', error));
    return data;
  }

  async function handleImage(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(
        405,
        { error: 'methodNotAllowed', message: 'Use GET or HEAD' },
        { Allow: 'GET, HEAD' },
      );
    }
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound();
    }
    if (!url.pathname.startsWith(`${basePath}/`)) return notFound();
    const file = url.pathname.slice(basePath.length + 1);
    const match = /^(?<key>[^/.]+)\.(?<extension>[a-z]+)$/i.exec(file);
    const key = match?.groups?.key ?? '';
    const extension = (match?.groups?.extension ?? '').toLowerCase();
    if (!imageKeyPattern.test(key)) return notFound();
    if (!['webp', 'png', 'jpeg', 'jpg', 'avif'].includes(extension)) {
      return badOptions([
        {
          option: 'format',
          key: 'imageOptions.format',
          message: 'format must be one of webp, png, jpeg, avif',
        },
      ]);
    }
    const parsed = renditionOptions(extension, url.searchParams);
    if (!parsed.ok) return badOptions(parsed.problems);
    const rendering = parsed.options;
    const hash = contentHash(`${renditionVersion}|${key}|${JSON.stringify(rendering)}`);
    const etag = `"${hash.slice(0, 32)}"`;
    // The ETag names the key and the options (content-addressed), so a client holding it holds
    // this rendition; `*` only matches an image that exists (RFC 9110 §13.1.2).
    const precondition = ifNoneMatch(request.headers.get('If-None-Match'), etag);
    if (precondition === 'etag') return notModified(etag);
    let pending = inFlight.get(hash);
    if (pending === undefined) {
      pending = rendition(key, hash, rendering).finally(() => inFlight.delete(hash));
      inFlight.set(hash, pending);
    }
    let data: Buffer | null;
    try {
      data = await pending;
    } catch (error) {
      if (error instanceof RenderQueueFull) {
        refused += 1;
        return busy(error);
      }
      throw error;
    }
    if (data === null) return notFound();
    if (precondition === 'any') return notModified(etag);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(data), {
      status: 200,
      headers: {
        'Content-Type': contentTypes[rendering.format],
        'Content-Length': String(data.byteLength),
        'Cache-Control': immutable,
        ETag: etag,
      },
    });
  }

  return Object.assign(handleImage, {
    async stats(): Promise<ImageServiceStats> {
      return {
        limits,
        rendered,
        running: queue.running,
        waiting: queue.waiting,
        refused,
        cacheBytes: await cache.size(),
      };
    },
  });
}
