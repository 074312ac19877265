import type { ProductImage } from '../entities/product';

/** Image options of the product's social-media image (§2: 600x600, quality 100). */
export const productMetaImageOptions = { width: 600, height: 600, quality: 100 } as const;

export interface ProductMetaImage {
  readonly src: string;
  readonly width: 600;
  readonly height: 600;
  readonly quality: 100;
}

/** The product's first image with the meta image options, or null when it has none. */
export function productMetaImage(
  images: readonly ProductImage[] | null | undefined,
): ProductMetaImage | null {
  const src = images?.find((image) => image.src.trim() !== '')?.src.trim();
  return src ? { src, ...productMetaImageOptions } : null;
}
