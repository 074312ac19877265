import sharp from 'sharp';
import { sourceSize } from './product-image-svg';
import type { RenditionOptions } from './request-options';

/** Largest blur radius (sigma) at blur 100. */
const maxBlurSigma = 40;

/**
 * Renders an SVG source to a rendition: rotated, resized (cover when both sides are given,
 * else keeping the square's proportions), blurred, brightened, encoded.
 */
export async function renderImage(svg: string, options: RenditionOptions): Promise<Buffer> {
  const longest = Math.max(options.width ?? 0, options.height ?? 0, sourceSize);
  // Rasterise the vector at the size it is shown, not at 800 px and then scaled up.
  const density = Math.min(2400, Math.max(1, Math.ceil((72 * longest) / sourceSize)));
  let pipeline = sharp(Buffer.from(svg), { density });
  if (options.rotate !== 0) pipeline = pipeline.rotate(options.rotate);
  if (options.width !== null || options.height !== null) {
    pipeline = pipeline.resize({
      width: options.width ?? undefined,
      height: options.height ?? undefined,
      fit: 'cover',
    });
  } else {
    pipeline = pipeline.resize({ width: sourceSize, height: sourceSize, fit: 'cover' });
  }
  if (options.blur > 0) pipeline = pipeline.blur(0.3 + (options.blur / 100) * maxBlurSigma);
  if (options.brightness !== 50)
    pipeline = pipeline.modulate({ brightness: options.brightness / 50 });
  const quality = Math.max(1, options.quality);
  switch (options.format) {
    case 'png':
      return pipeline
        .png({ compressionLevel: 9, palette: options.quality < 100, quality })
        .toBuffer();
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
