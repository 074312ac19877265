import { describe, expect, test } from 'vitest';
import {
  defaultImageFormat,
  imageBreakpoints,
  imageDensities,
  imageFormats,
  imageQualities,
  imageScreens,
  imageSizePresets,
  maxImageWidth,
} from './image-presets';

describe('image constants (spec §9)', () => {
  test('sizes: 600 at 2x, thumbnails 150 at 1x, teaser 310, product images 340 or 346', () => {
    expect(imageSizePresets.image).toEqual({ width: 600, maxDensity: 2 });
    expect(imageSizePresets.thumbnail).toEqual({ width: 150, maxDensity: 1 });
    expect(imageSizePresets.navigationTeaser.width).toBe(310);
    expect([imageSizePresets.productImage.width, imageSizePresets.productImageWide.width]).toEqual([
      340, 346,
    ]);
  });

  test('qualities: card 75, CMS 70, basket 80', () => {
    expect(imageQualities).toEqual({ card: 75, cms: 70, basket: 80 });
  });

  test('breakpoints xs 480 … xl 1200, images up to 1440', () => {
    expect(imageBreakpoints).toEqual({ xs: 480, sm: 640, md: 768, lg: 1024, xl: 1200 });
    expect(imageScreens.xxl).toBe(1440);
    expect(maxImageWidth).toBe(1440);
  });

  test('densities 1 and 2, default format webp, formats include avif', () => {
    expect(imageDensities).toEqual([1, 2]);
    expect(defaultImageFormat).toBe('webp');
    expect(imageFormats).toEqual(['webp', 'png', 'jpeg', 'avif']);
  });
});
