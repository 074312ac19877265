import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * The demo content's pictures. The content generator draws each asset the stories name as an
 * illustrated scene of the category's products (`stories/assets/{brand}/{name}.svg`, written
 * with the stories: see `generator/demo-assets.ts`); an asset without a drawing (a story an
 * editor added by hand) gets a soft gradient with a circle in the brand's palette. Both are SVG,
 * rasterised here by sharp in the size, format and quality Storyblok's image service URL asks.
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

/** Brand palettes: Nido in warm pastels, Vitalia in calm greens. */
const palettes: Readonly<Record<string, readonly string[]>> = {
  nido: ['#f6e4d6', '#e9b8a0', '#cbddec', '#efd6e2'],
  vitalia: ['#ddebdd', '#7fa88b', '#ece4ce', '#bed6d0'],
};

/**
 * The picture of an asset without a drawing: `brand` picks the palette, `name` the colours and
 * the circle, so every name always gives the same picture.
 */
export function placeholderSvg(brand: string, name: string): string {
  const palette = palettes[brand] ?? palettes.nido ?? [];
  const hash = createHash('sha256').update(`${brand}/${name}`).digest();
  const pick = (index: number) => palette[(hash[index] ?? 0) % palette.length] ?? '#ffffff';
  const x = demoImageWidth * (0.25 + ((hash[3] ?? 0) / 255) * 0.5);
  const y = demoImageHeight * (0.3 + ((hash[4] ?? 0) / 255) * 0.4);
  const radius = demoImageHeight * (0.18 + ((hash[5] ?? 0) / 255) * 0.14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${demoImageWidth}" height="${demoImageHeight}" viewBox="0 0 ${demoImageWidth} ${demoImageHeight}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pick(0)}"/><stop offset="1" stop-color="${pick(1)}"/></linearGradient></defs>
<rect width="${demoImageWidth}" height="${demoImageHeight}" fill="url(#g)"/>
<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${radius.toFixed(0)}" fill="${pick(2)}" fill-opacity="0.65"/>
</svg>`;
}

/** The formats Storyblok's `format()` filter names, and what the files' own extension gives. */
export const demoImageFormats = ['webp', 'avif', 'png', 'jpeg'] as const;
export type DemoImageFormat = (typeof demoImageFormats)[number];

/** What Storyblok's image service URL asks of a rendition (`/m/…/filters:…`). */
export interface DemoImageRendition {
  readonly width: number;
  readonly height: number;
  readonly format: DemoImageFormat;
  /** 1–100; Storyblok's default when none is asked. */
  readonly quality: number;
  /** 0 none … 150 strongest (Storyblok's blur filter). */
  readonly blur: number;
  /** −100 … 100, 0 unchanged (Storyblok's brightness filter). */
  readonly brightness: number;
  readonly rotate: 0 | 90 | 180 | 270;
}

/** Storyblok's image service encodes at quality 80 unless a `quality()` filter says otherwise. */
export const defaultDemoImageQuality = 80;

/**
 * The filters of a Storyblok image URL (`quality(70):format(webp)`), read as Storyblok does:
 * unknown filters and values out of range change nothing; the format is the file's own
 * (`fallback`) unless `format()` names one of webp, avif, png, jpeg (jpg).
 */
export function demoImageFilters(
  filters: string,
  fallback: DemoImageFormat,
): Omit<DemoImageRendition, 'width' | 'height'> {
  const values = new Map<string, string>();
  for (const match of filters.matchAll(/([a-z_]+)\(([\w.-]*)\)/g)) {
    values.set(match[1] ?? '', match[2] ?? '');
  }
  const number = (name: string, min: number, max: number, otherwise: number) => {
    const value = Number(values.get(name));
    return values.has(name) && Number.isFinite(value) && value >= min && value <= max
      ? value
      : otherwise;
  };
  const format = (values.get('format') ?? '').replace(/^jpg$/, 'jpeg');
  const rotate = number('rotate', 0, 270, 0);
  return {
    format: (demoImageFormats as readonly string[]).includes(format)
      ? (format as DemoImageFormat)
      : fallback,
    quality: Math.round(number('quality', 1, 100, defaultDemoImageQuality)),
    blur: number('blur', 0, 150, 0),
    brightness: number('brightness', -100, 100, 0),
    rotate: rotate === 90 || rotate === 180 || rotate === 270 ? rotate : 0,
  };
}

/**
 * Rasterises a demo picture's SVG at the rendition's size (the vector drawn at that size, not
 * scaled from another), then blurs, brightens, rotates and encodes it as asked.
 */
export async function renderDemoImage(svg: string, rendition: DemoImageRendition): Promise<Buffer> {
  const scale = Math.max(rendition.width / demoImageWidth, rendition.height / demoImageHeight);
  const density = Math.min(2400, Math.max(1, 72 * scale));
  let pipeline = sharp(Buffer.from(svg), { density }).resize({
    width: rendition.width,
    height: rendition.height,
    fit: 'cover',
  });
  if (rendition.blur > 0) pipeline = pipeline.blur(0.3 + rendition.blur / 5);
  if (rendition.brightness !== 0) {
    pipeline = pipeline.modulate({ brightness: 1 + rendition.brightness / 100 });
  }
  if (rendition.rotate !== 0) pipeline = pipeline.rotate(rendition.rotate);
  const { quality } = rendition;
  switch (rendition.format) {
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: quality < 100, quality }).toBuffer();
    case 'jpeg':
      return pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
    case 'avif':
      return pipeline.avif({ quality, effort: 2 }).toBuffer();
    default:
      return pipeline.webp({ quality }).toBuffer();
  }
}
