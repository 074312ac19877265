import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildImageUrl, type Commerce } from '../src/index';
import { babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const origin = 'http://shop.test';

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
});
