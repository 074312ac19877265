import type { CmsImageUrlOptions } from './render-context';

/** The asset files Storyblok's image service resizes (an SVG or GIF is sent as it is). */
const resizable = /\.(?:png|jpe?g|webp|avif|tiff?)$/i;

/**
 * An asset of the content space through Storyblok's image service, which the local content
 * space answers the same way: `{asset}/m/{width}x{height}/filters:quality(70):format(webp)`.
 * A missing width or height is 0, which keeps the picture's proportions. The editor's §5
 * options become filters: blur, rotate, and brightness from 0–100 (50 unchanged) to
 * Storyblok's −100–100. Files the service does not resize, and URLs already sized, stay as
 * they are.
 *
 * @example
 * storyblokImageUrl('/_content/assets/nido/startseite.png', { width: 720, quality: 70, format: 'webp' });
 * // '/_content/assets/nido/startseite.png/m/720x0/filters:quality(70):format(webp)'
 */
export function storyblokImageUrl(src: string, options: CmsImageUrlOptions): string {
  const [path = '', ...query] = src.split('?');
  if (!resizable.test(path) || path.includes('/m/')) return src;
  const dimension = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
  const { quality, format, blur, brightness, rotate } = options;
  const filters = [
    quality === undefined ? null : `quality(${quality})`,
    format === undefined ? null : `format(${format})`,
    blur === undefined || blur === 0 ? null : `blur(${blur})`,
    brightness === undefined || brightness === 50 ? null : `brightness(${(brightness - 50) * 2})`,
    rotate === undefined || rotate === 0 ? null : `rotate(${rotate})`,
  ].filter((filter) => filter !== null);
  const sized = `${path}/m/${dimension(options.width)}x${dimension(options.height)}`;
  const filtered = filters.length === 0 ? sized : `${sized}/filters:${filters.join(':')}`;
  return query.length === 0 ? filtered : `${filtered}?${query.join('?')}`;
}
