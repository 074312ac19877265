import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contentHash } from '../seed/content-hash';
import { createDiskCache } from './disk-cache';
import { defaultImageBasePath, imageKeyPattern } from './image-url';
import { imageSource, productImageSvg } from './product-image-svg';
import { renderImage } from './render';
import { type OptionProblem, type RenditionOptions, renditionOptions } from './request-options';

/** A web-standard handler: Express, React Router resource routes and tests can all mount it. */
export type ImageHandler = (request: Request) => Promise<Response>;

export interface ImageHandlerOptions {
  readonly database: Pick<Database, 'rows'>;
  /** Where renditions are cached on disk. */
  readonly cacheDirectory: string;
  /** The path the handler is mounted at (default `/images`). */
  readonly basePath?: string;
}

const contentTypes: Readonly<Record<RenditionOptions['format'], string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
};

/** Bumped when rendering changes, so that old renditions are not served as new ones. */
const renditionVersion = 1;
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

function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': immutable } });
}

/**
 * The image service (§5 options): `GET {basePath}/{imageKey}.{webp|png|jpeg|jpg|avif}` with
 * optional `w`, `h` (1–2880), `q`, `blur`, `brightness` (0–100, 50 unchanged) and `rotate`
 * (0, 90, 180, 270). Renditions are drawn from the product's generated SVG by sharp, cached on
 * disk and sent with an ETag and a year-long immutable cache lifetime (image keys are
 * content-addressed). Bad options are a 400 naming each problem; unknown images a 404.
 */
export function createImageHandler(options: ImageHandlerOptions): ImageHandler {
  const basePath = (options.basePath ?? defaultImageBasePath).replace(/\/+$/, '');
  const cache = createDiskCache(options.cacheDirectory);
  const inFlight = new Map<string, Promise<Buffer | null>>();

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
    const data = await renderImage(productImageSvg(imageSource(row.source)), rendering);
    await cache.write(hash, extension, data);
    return data;
  }

  return async function handleImage(request: Request): Promise<Response> {
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
    const data = await pending;
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
  };
}
