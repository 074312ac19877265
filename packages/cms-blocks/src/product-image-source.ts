import type { ProductImage } from '@vitrine/domain';
import type { ImageSource } from '@vitrine/ui';
import { useBlockRender } from './render-context';

/** Product images through the page's image URL builder, as the ui's product card wants them. */
export function useProductImageSource(): (image: ProductImage) => ImageSource {
  const { imageUrl } = useBlockRender();
  return (image) => (options) =>
    imageUrl(image.src, { width: options.width, quality: options.quality, format: options.format });
}
