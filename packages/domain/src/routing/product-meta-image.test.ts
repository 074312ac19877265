import { describe, expect, test } from 'vitest';
import { productMetaImage, productMetaImageOptions } from './product-meta-image';

describe('product meta image (spec §2)', () => {
  test('uses 600x600 at quality 100', () => {
    expect(productMetaImageOptions).toEqual({ width: 600, height: 600, quality: 100 });
  });

  test.each([
    {
      images: [{ src: ' ' }, { src: ' /images/kombi.jpg ' }, { src: '/b.jpg' }],
      expected: { src: '/images/kombi.jpg', width: 600, height: 600, quality: 100 },
    },
    { images: [{ src: '' }], expected: null },
    { images: [], expected: null },
    { images: null, expected: null },
    { images: undefined, expected: null },
  ])('takes the first image of $images', ({ images, expected }) => {
    expect(productMetaImage(images)).toEqual(expected);
  });
});
