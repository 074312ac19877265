import { type CmsImageUrlBuilder, storyblokImageUrl } from '@vitrine/cms-blocks';
import { buildImageUrl, defaultImageBasePath } from '@vitrine/commerce/image-url';

const productImages = `${defaultImageBasePath}/`;

/**
 * The shop's image URL builder for blocks (server and browser alike): product images through
 * the engine's image service (`/images/{key}.webp?w=&q=`), content assets through Storyblok's
 * image service (`{asset}/m/{width}x0/filters:…`), which the local content space answers too.
 * Every candidate of a srcset is then a file of its own width.
 *
 * @example
 * shopImageUrl('/images/2000357-1-308f8b1d56.webp', { width: 480, quality: 75, format: 'webp' });
 * // '/images/2000357-1-308f8b1d56.webp?w=480&q=75'
 */
export const shopImageUrl: CmsImageUrlBuilder = (src, options) =>
  src.startsWith(productImages) ? buildImageUrl(src, options) : storyblokImageUrl(src, options);
