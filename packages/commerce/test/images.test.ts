import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createDiskCache } from '../src/images/disk-cache';
import { createImageHandler, type ImageHandler } from '../src/images/image-handler';
import { imageLimits } from '../src/images/image-limits';
import { renderImage } from '../src/images/render';
import {
  buildImageUrl,
  type Commerce,
  commerceOptionsFromEnv,
  type Env,
  parseCommerceEnv,
} from '../src/index';
import { contentHash } from '../src/seed/content-hash';
import { babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const origin = 'http://shop.test';
const mebibyte = 1024 * 1024;

const temporaryFolders: string[] = [];
async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-image-test-'));
  temporaryFolders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(temporaryFolders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The renditions in a cache folder: file name -> bytes. */
async function filesIn(directory: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const folder of await readdir(directory).catch(() => [])) {
    for (const name of await readdir(join(directory, folder))) {
      files.set(name, (await stat(join(directory, folder, name))).size);
    }
  }
  return files;
}

const total = (files: Map<string, number>) => [...files.values()].reduce((sum, n) => sum + n, 0);

describe('image URLs for srcsets', () => {
  test.each([
    {
      options: { width: 600, quality: 75, format: 'webp' as const },
      expected: '/images/2000001-1-abcdef0123.webp?w=600&q=75',
    },
    {
      options: {
        width: 150,
        height: 150,
        quality: 80,
        format: 'avif' as const,
        rotate: 90 as const,
      },
      expected: '/images/2000001-1-abcdef0123.avif?w=150&h=150&q=80&rotate=90',
    },
    { options: {}, expected: '/images/2000001-1-abcdef0123.webp' },
  ])('$expected', ({ options, expected }) => {
    expect(buildImageUrl('/images/2000001-1-abcdef0123.webp', options)).toBe(expected);
  });

  test('an image that is not the service’s stays as it is', () => {
    expect(buildImageUrl('https://cdn.example/photo.jpg', { width: 100 })).toBe(
      'https://cdn.example/photo.jpg',
    );
  });
});

describe('image limits: renders at once, renders waiting, cache size (defaults and env)', () => {
  const defaultRenders = Math.max(1, Math.min(availableParallelism() - 1, 3));
  const fromEnv = (env: Env) =>
    imageLimits(commerceOptionsFromEnv(parseCommerceEnv(env)).imageLimits);

  test.each([
    {
      name: 'defaults: one core left to the pages, 64 waiting, 1 GiB',
      env: {},
      expected: { renders: defaultRenders, queuedRenders: 64, cacheBytes: 1024 * mebibyte },
    },
    {
      name: 'the environment variables',
      env: {
        VITRINE_IMAGE_RENDERS: '2',
        VITRINE_IMAGE_RENDER_QUEUE: '0',
        VITRINE_IMAGE_CACHE_MB: ' 256 ',
      },
      expected: { renders: 2, queuedRenders: 0, cacheBytes: 256 * mebibyte },
    },
    {
      name: 'a libuv thread pool of 2 leaves one render slot',
      env: { UV_THREADPOOL_SIZE: '2' },
      expected: { renders: 1, queuedRenders: 64, cacheBytes: 1024 * mebibyte },
    },
  ])('$name', ({ env, expected }) => {
    expect(fromEnv(env)).toEqual(expected);
  });

  test('limits given in code, and the defaults without them', () => {
    expect(imageLimits({ renders: 1, queuedRenders: 3, cacheBytes: 40_000 })).toEqual({
      renders: 1,
      queuedRenders: 3,
      cacheBytes: 40_000,
    });
    expect(imageLimits()).toEqual({
      renders: defaultRenders,
      queuedRenders: 64,
      cacheBytes: 1024 * mebibyte,
    });
  });

  test.each([
    {
      env: { VITRINE_IMAGE_RENDERS: '0' },
      message: /^VITRINE_IMAGE_RENDERS: expected an integer 1–64, got "0"$/,
    },
    { env: { VITRINE_IMAGE_RENDERS: 'many' }, message: /^VITRINE_IMAGE_RENDERS: .* got "many"$/ },
    {
      env: { VITRINE_IMAGE_RENDER_QUEUE: '-1' },
      message: /^VITRINE_IMAGE_RENDER_QUEUE: expected an integer 0–10000/,
    },
    {
      env: { VITRINE_IMAGE_CACHE_MB: '0' },
      message: /^VITRINE_IMAGE_CACHE_MB: expected an integer 1–1048576/,
    },
    { env: { VITRINE_IMAGE_CACHE_MB: '1.5' }, message: /^VITRINE_IMAGE_CACHE_MB:/ },
  ])('$env stops the start-up with a message naming it', ({ env, message }) => {
    expect(() => fromEnv(env)).toThrow(message);
  });

  test.each([
    [{ renders: 0 }, 'renders must be a whole number from 1 to 64, not 0'],
    [{ queuedRenders: 1.5 }, 'queuedRenders must be a whole number'],
    [{ cacheBytes: 0 }, 'cacheBytes must be a whole number from 1'],
  ])('a limit %j given in code out of its range throws: %s', (given, message) => {
    expect(() => imageLimits(given)).toThrow(message);
  });
});

describe('the image disk cache keeps within its size bound (real files)', () => {
  const name = (n: number) => contentHash(`rendition ${n}`);
  const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

  test('never holds more than its bound, whatever is written and read', async () => {
    const directory = await temporaryFolder();
    const bound = 20_000;
    const cache = createDiskCache(directory, bound);
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let n = 0; n < 120; n += 1) {
      await cache.write(name(n), 'webp', bytes(200 + random(4000)));
      if (n % 3 === 0) await cache.read(name(random(n + 1)), 'webp');
      const files = await filesIn(directory);
      expect(total(files)).toBeLessThanOrEqual(bound);
      expect(await cache.size()).toBe(total(files));
    }
  });

  test('writes at the same time never take it past its bound', async () => {
    const directory = await temporaryFolder();
    const cache = createDiskCache(directory, 2500);
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => cache.write(name(n), 'webp', bytes(1000, n))),
    );
    const files = await filesIn(directory);
    expect(total(files)).toBeLessThanOrEqual(2500);
    expect(files.size).toBe(2);
    expect(await cache.size()).toBe(total(files));
  });

  test('evicts the least recently used rendition first', async () => {
    const directory = await temporaryFolder();
    const cache = createDiskCache(directory, 3000);
    for (const n of [1, 2, 3]) await cache.write(name(n), 'png', bytes(1000, n));
    expect((await cache.read(name(1), 'png'))?.[0]).toBe(1); // 1 is now the most recently used
    await cache.write(name(4), 'png', bytes(1000, 4));
    expect(await cache.read(name(2), 'png')).toBeNull();
    expect([...(await filesIn(directory)).keys()].sort()).toEqual(
      [1, 3, 4].map((n) => `${name(n)}.png`).sort(),
    );
  });

  test('a rendition larger than the whole cache is not stored', async () => {
    const directory = await temporaryFolder();
    const cache = createDiskCache(directory, 3000);
    await cache.write(name(1), 'avif', bytes(3001));
    expect(await cache.read(name(1), 'avif')).toBeNull();
    expect(await filesIn(directory)).toEqual(new Map());
  });

  test('reopened on its folder it counts the files there, oldest use first, trims them to a lowered bound and removes half-written ones', async () => {
    const directory = await temporaryFolder();
    const first = createDiskCache(directory, 10_000);
    for (const n of [1, 2, 3]) await first.write(name(n), 'jpeg', bytes(1000, n));
    // Last used: 2 most recently, then 3, then 1.
    const usedAt: Record<number, number> = { 1: 1_000_000, 2: 3_000_000, 3: 2_000_000 };
    for (const n of [1, 2, 3]) {
      const file = join(directory, name(n).slice(0, 2), `${name(n)}.jpeg`);
      await utimes(file, usedAt[n] ?? 0, usedAt[n] ?? 0);
    }
    const leftover = join(directory, name(1).slice(0, 2), `${name(1)}.jpeg.1234.tmp`);
    await writeFile(leftover, bytes(500));
    const reopened = createDiskCache(directory, 2000);
    expect(await reopened.size()).toBe(2000);
    expect([...(await filesIn(directory)).keys()].sort()).toEqual(
      [2, 3].map((n) => `${name(n)}.jpeg`).sort(),
    );
    expect((await reopened.read(name(2), 'jpeg'))?.[0]).toBe(2);
  });

  test('files in the folder that are not renditions are neither counted nor removed', async () => {
    const directory = await temporaryFolder();
    await mkdir(join(directory, 'ab'), { recursive: true });
    await writeFile(join(directory, 'ab', 'notes.txt'), 'kept');
    const cache = createDiskCache(directory, 1000);
    expect(await cache.size()).toBe(0);
    expect((await filesIn(directory)).get('notes.txt')).toBe(4);
  });
});

describe.each(testDatabases)('image service on %s (§5 image options, §9 formats)', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;
  let src = '';
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    commerce.images.handler(new Request(`${origin}${path}`, { method, headers }));

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
    const listing = await commerce.catalog.listing(babyDe, {
      categoryId: commerce.catalog.categories(babyDe)[0]?.id,
      perPage: 1,
    });
    src = listing?.kind === 'ok' ? (listing.products[0]?.images[0]?.src ?? '') : '';
  });
  afterAll(() => test_?.close());

  /** A handler of its own on this commerce's database, with its own (empty) cache folder. */
  async function ownHandler(
    settings: Omit<Parameters<typeof createImageHandler>[0], 'database' | 'cacheDirectory'> = {},
  ): Promise<{ handler: ImageHandler; folder: string }> {
    const folder = await temporaryFolder();
    const handler = createImageHandler({
      database: commerce.db,
      cacheDirectory: folder,
      ...settings,
    });
    return { handler, folder };
  }
  const ask = (handler: ImageHandler, path: string) => handler(new Request(`${origin}${path}`));

  test.each([
    { format: 'webp', type: 'image/webp', sharpFormat: 'webp' },
    { format: 'png', type: 'image/png', sharpFormat: 'png' },
    { format: 'jpeg', type: 'image/jpeg', sharpFormat: 'jpeg' },
    { format: 'avif', type: 'image/avif', sharpFormat: 'heif' },
  ] as const)(
    'renders $format at the asked size, cacheable for a year with an ETag',
    async ({ format, type, sharpFormat }) => {
      const response = await get(
        commerce.images.url(src, { width: 300, height: 200, quality: 70, format }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{32}"$/);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: sharpFormat,
        width: 300,
        height: 200,
      });
    },
  );

  test('rotate 90 turns the picture; blur and brightness change it', async () => {
    const pixels = async (query: string) => {
      const response = await get(`${src.replace('.webp', '.png')}?w=64&h=64&${query}`);
      expect(response.status).toBe(200);
      return sharp(Buffer.from(await response.arrayBuffer()))
        .raw()
        .toBuffer();
    };
    const plain = await pixels('q=100');
    const mean = (buffer: Buffer) => buffer.reduce((sum, value) => sum + value, 0) / buffer.length;
    expect(await pixels('q=100&rotate=90')).not.toEqual(plain);
    expect(await pixels('q=100&blur=60')).not.toEqual(plain);
    expect(mean(await pixels('q=100&brightness=10'))).toBeLessThan(mean(plain));
    expect(mean(await pixels('q=100&brightness=50'))).toBeCloseTo(mean(plain), 0);
  });

  test('If-None-Match with the ETag answers 304 without a body; HEAD has no body', async () => {
    const url = commerce.images.url(src, { width: 120, quality: 60, format: 'webp' });
    const first = await get(url);
    const etag = first.headers.get('ETag') ?? '';
    const again = await get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(first.headers.get('Content-Length'));
    expect(await head.text()).toBe('');
  });

  test('If-None-Match: * is 304 for an image that exists, 404 for one that does not', async () => {
    const url = commerce.images.url(src, { width: 90, quality: 50, format: 'webp' });
    expect((await get(url, { 'If-None-Match': '*' })).status).toBe(304);
    const unknown = '/images/2000001-1-abcdef0123.webp?w=90&q=50';
    expect((await get(unknown, { 'If-None-Match': '*' })).status).toBe(404);
  });

  test('renditions land in the disk cache and are served from it', async () => {
    const url = commerce.images.url(src, { width: 222, quality: 55, format: 'jpeg' });
    const first = Buffer.from(await (await get(url)).arrayBuffer());
    const folders = await readdir(test_.imageCacheDir);
    const files = (
      await Promise.all(folders.map((folder) => readdir(join(test_.imageCacheDir, folder))))
    ).flat();
    expect(files.filter((file) => file.endsWith('.jpeg')).length).toBeGreaterThan(0);
    const second = Buffer.from(await (await get(url)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
  });

  test.each([
    { query: 'q=101', option: 'q', message: 'q must be at most 100' },
    { query: 'q=-1', option: 'q', message: 'q must be at least 0' },
    { query: 'blur=abc', option: 'blur', message: 'blur must be a whole number' },
    { query: 'brightness=200', option: 'brightness', message: 'brightness must be at most 100' },
    { query: 'rotate=45', option: 'rotate', message: 'rotate must be 0, 90, 180 or 270' },
    { query: 'w=0', option: 'w', message: 'w must be a whole number from 1 to 2880' },
    { query: 'h=99999', option: 'h', message: 'h must be a whole number from 1 to 2880' },
  ])('$query is a 400 naming the option ($message)', async ({ query, option, message }) => {
    const response = await get(`${src}?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { option: string; message: string }[] };
    expect(body.issues).toContainEqual(expect.objectContaining({ option, message }));
  });

  test('an unsupported format is a 400', async () => {
    expect((await get(src.replace('.webp', '.gif'))).status).toBe(400);
  });

  test.each([
    '/images/does-not-exist.webp',
    '/images/',
    '/images/a/b.webp',
    '/images/..%2F..%2Fetc%2Fpasswd.png',
    '/other/2000001-1-abcdef0123.webp',
  ])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  test('only GET and HEAD are allowed', async () => {
    const response = await get(src, {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });

  test('every product image of a page is drawn differently', async () => {
    const listing = await commerce.catalog.listing(babyDe, {
      categoryId: commerce.catalog.categories(babyDe)[1]?.id,
      perPage: 6,
    });
    const sources =
      listing?.kind === 'ok' ? listing.products.map((product) => product.images[0]?.src ?? '') : [];
    const bodies = await Promise.all(
      sources.map(async (source) =>
        Buffer.from(await (await get(`${source}?w=80`)).arrayBuffer()).toString('base64'),
      ),
    );
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(bodies.length).toBeGreaterThan(1);
  });

  test('twelve requests at once for a new rendition draw it once; later ones come from the cache', async () => {
    const { handler } = await ownHandler();
    const url = commerce.images.url(src, { width: 321, quality: 66, format: 'webp' });
    const responses = await Promise.all(Array.from({ length: 12 }, () => ask(handler, url)));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    const bodies = await Promise.all(
      responses.map(async (response) => Buffer.from(await response.arrayBuffer()).toString('hex')),
    );
    expect(new Set(bodies).size).toBe(1);
    expect((await handler.stats()).rendered).toBe(1);
    expect((await ask(handler, url)).status).toBe(200);
    expect((await handler.stats()).rendered).toBe(1);
  });

  test('with one render slot and a full waiting line a new rendition is a 503 with Retry-After; cached ones, ones in the making and unknown images still answer', async () => {
    let hold: Promise<void> | null = null;
    const { handler } = await ownHandler({
      limits: { renders: 1, queuedRenders: 1 },
      render: async (svg, options) => {
        if (hold !== null) await hold;
        return renderImage(svg, options);
      },
    });
    const url = (width: number) => commerce.images.url(src, { width, quality: 60, format: 'webp' });
    expect((await ask(handler, url(70))).status).toBe(200);
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const running = ask(handler, url(71));
    const waiting = ask(handler, url(72));
    await vi.waitFor(async () => {
      const stats = await handler.stats();
      expect([stats.running, stats.waiting]).toEqual([1, 1]);
    });

    const refused = await ask(handler, url(73));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ error: 'imageServiceBusy' });
    expect((await ask(handler, url(70))).status).toBe(200);
    expect((await ask(handler, '/images/2000001-1-abcdef0123.webp?w=73')).status).toBe(404);
    const joining = ask(handler, url(71));

    release();
    expect((await Promise.all([running, waiting, joining])).map((r) => r.status)).toEqual([
      200, 200, 200,
    ]);
    expect((await ask(handler, url(73))).status).toBe(200);
    expect(await handler.stats()).toMatchObject({
      rendered: 4,
      refused: 1,
      running: 0,
      waiting: 0,
    });
  });

  test('the service’s disk cache stays within its bound and drops the least recently used rendition', async () => {
    const variants = [101, 102, 103, 104].map((width) =>
      commerce.images.url(src, { width, quality: 70, format: 'png' }),
    );
    const { handler: measuring } = await ownHandler();
    const sizes = await Promise.all(
      variants.map(async (url) => (await (await ask(measuring, url)).arrayBuffer()).byteLength),
    );
    const bound = (sizes[0] ?? 0) + (sizes[1] ?? 0) + (sizes[2] ?? 0);
    const { handler, folder } = await ownHandler({ limits: { cacheBytes: bound } });
    // The ETag is the start of the rendition's hash, which names its file.
    const fileOf = async (url: string) =>
      ((await ask(handler, url)).headers.get('ETag') ?? '').slice(1, -1);
    const prefixes: string[] = [];
    for (const url of variants.slice(0, 3)) {
      prefixes.push(await fileOf(url));
      expect(total(await filesIn(folder))).toBeLessThanOrEqual(bound);
    }
    expect((await filesIn(folder)).size).toBe(3);
    await ask(handler, variants[0] ?? ''); // the first becomes the most recently used
    expect((await handler.stats()).rendered).toBe(3);
    prefixes.push(await fileOf(variants[3] ?? ''));
    const names = [...(await filesIn(folder)).keys()];
    const held = (prefix: string | undefined) =>
      names.some((name) => prefix !== undefined && name.startsWith(prefix));
    expect(total(await filesIn(folder))).toBeLessThanOrEqual(bound);
    expect(await handler.stats()).toMatchObject({ rendered: 4 });
    expect([held(prefixes[0]), held(prefixes[1]), held(prefixes[3])]).toEqual([true, false, true]);
    expect((await ask(handler, variants[1] ?? '')).status).toBe(200);
    expect((await handler.stats()).rendered).toBe(5);
    expect(total(await filesIn(folder))).toBeLessThanOrEqual(bound);
  });
});
