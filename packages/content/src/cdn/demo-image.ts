import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Placeholder pictures for the demo content: a soft gradient with a circle, coloured from the
 * image's name, as a PNG. The demo stories refer to them as assets; they are drawn on request,
 * so the repository holds no binary files and every name always gives the same picture.
 */

/** The pictures' own size; a rendition of another size is drawn at that size (`demoImageSize`). */
export const demoImageWidth = 960;
export const demoImageHeight = 600;

/** The largest rendition drawn: §9's widest image (1440) at density 2. */
export const maxDemoImageDimension = 2880;

/**
 * The size of a rendition as Storyblok's image service reads `/m/{width}x{height}`: 0 keeps the
 * proportions (both 0: the picture's own size); nothing larger than 2880 px either way.
 */
export function demoImageSize(
  width: number,
  height: number,
): { readonly width: number; readonly height: number } {
  const limit = (value: number) => Math.max(1, Math.min(maxDemoImageDimension, Math.round(value)));
  if (width > 0 && height > 0) return { width: limit(width), height: limit(height) };
  if (width > 0) {
    const sized = limit(width);
    return { width: sized, height: limit((sized * demoImageHeight) / demoImageWidth) };
  }
  if (height > 0) {
    const sized = limit(height);
    return { width: limit((sized * demoImageWidth) / demoImageHeight), height: sized };
  }
  return { width: demoImageWidth, height: demoImageHeight };
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** Brand palettes: Nido in warm pastels, Vitalia in calm greens. */
const palettes: Readonly<Record<string, readonly Rgb[]>> = {
  nido: [
    [246, 228, 214],
    [233, 184, 160],
    [203, 221, 236],
    [239, 214, 226],
  ],
  vitalia: [
    [221, 235, 221],
    [127, 168, 139],
    [236, 228, 206],
    [190, 214, 208],
  ],
};

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return [0, 1, 2].map((channel) =>
    Math.round((from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * share),
  ) as unknown as Rgb;
}

/**
 * The PNG of a demo image: `brand` picks the palette, `name` the colours and the circle;
 * drawn at its own size (960 × 600) or the given one.
 */
export function demoImagePng(
  brand: string,
  name: string,
  { width, height } = { width: demoImageWidth, height: demoImageHeight },
): Buffer {
  const palette = palettes[brand] ?? palettes.nido ?? [];
  const hash = createHash('sha256').update(`${brand}/${name}`).digest();
  const pick = (index: number): Rgb =>
    palette[(hash[index] ?? 0) % palette.length] ?? [255, 255, 255];
  const top = pick(0);
  const bottom = pick(1);
  const circle = mix(pick(2), [255, 255, 255], 0.35);
  const centerX = width * (0.25 + ((hash[3] ?? 0) / 255) * 0.5);
  const centerY = height * (0.3 + ((hash[4] ?? 0) / 255) * 0.4);
  const radius = height * (0.18 + ((hash[5] ?? 0) / 255) * 0.14);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    const background = mix(top, bottom, height > 1 ? y / (height - 1) : 0);
    for (let x = 0; x < width; x += 1) {
      const inside = (x - centerX) ** 2 + (y - centerY) ** 2 <= radius ** 2;
      const [red, green, blue] = inside ? circle : background;
      raw[row + 1 + x * 3] = red;
      raw[row + 2 + x * 3] = green;
      raw[row + 3 + x * 3] = blue;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
