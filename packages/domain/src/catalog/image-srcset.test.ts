import { describe, expect, test } from 'vitest';
import { imageQualities, imageSizePresets } from './image-presets';
import { densityImage, type ImageUrlBuilder, responsiveImage } from './image-srcset';

const buildUrl: ImageUrlBuilder = (src, { width, quality, format }) =>
  `${src}?w=${width}&q=${quality}&f=${format}`;
const src = 'https://cdn.example/p.jpg';

describe('density srcset (spec §9: 600 at 2x, thumbnails 150 at 1x, densities 1 and 2)', () => {
  test('an image of 600 at 2x gets 1x and 2x candidates in webp', () => {
    expect(
      densityImage(src, { ...imageSizePresets.image, quality: imageQualities.card }, buildUrl),
    ).toEqual({
      src: `${src}?w=600&q=75&f=webp`,
      srcset: `${src}?w=600&q=75&f=webp 1x, ${src}?w=1200&q=75&f=webp 2x`,
    });
  });

  test('a thumbnail of 150 at 1x gets one candidate', () => {
    expect(
      densityImage(
        src,
        { ...imageSizePresets.thumbnail, quality: imageQualities.basket, format: 'avif' },
        buildUrl,
      ),
    ).toEqual({ src: `${src}?w=150&q=80&f=avif`, srcset: `${src}?w=150&q=80&f=avif 1x` });
  });

  test('density defaults to 2 and a fractional width is rounded', () => {
    expect(densityImage(src, { width: 309.6, quality: 70 }, buildUrl)?.srcset).toBe(
      `${src}?w=310&q=70&f=webp 1x, ${src}?w=620&q=70&f=webp 2x`,
    );
  });

  test('a width above 1440 is capped', () => {
    expect(densityImage(src, { width: 1e9, quality: 75, maxDensity: 1 }, buildUrl)?.src).toBe(
      `${src}?w=1440&q=75&f=webp`,
    );
  });

  test.each([
    { input: 'an invalid image', image: 'p.gif', width: 600, quality: 75 },
    { input: 'an empty source', image: '', width: 600, quality: 75 },
    { input: 'width 0', image: src, width: 0, quality: 75 },
    { input: 'a negative width', image: src, width: -5, quality: 75 },
    { input: 'width NaN', image: src, width: Number.NaN, quality: 75 },
    { input: 'quality 101', image: src, width: 600, quality: 101 },
    { input: 'quality 7.5', image: src, width: 600, quality: 7.5 },
  ])('null for $input', ({ image, width, quality }) => {
    expect(densityImage(image, { width, quality }, buildUrl)).toBeNull();
  });
});

describe('responsive srcset and sizes (spec §9: breakpoints, images up to 1440)', () => {
  test('screens apply up to their width, default above; candidates at 1x and 2x', () => {
    const image = responsiveImage(
      src,
      { sm: '100vw', lg: '50vw', default: 400 },
      { quality: 70 },
      buildUrl,
    );
    expect(image?.sizes).toBe('(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px');
    expect(image?.srcset).toBe(
      [400, 512, 640, 800, 1024, 1280].map((w) => `${src}?w=${w}&q=70&f=webp ${w}w`).join(', '),
    );
    expect(image?.src).toBe(`${src}?w=400&q=70&f=webp`);
  });

  test('a viewport share as default is sized for 1440', () => {
    const image = responsiveImage(
      src,
      { default: '50vw' },
      { quality: 75, maxDensity: 1 },
      buildUrl,
    );
    expect(image).toEqual({
      src: `${src}?w=720&q=75&f=webp`,
      srcset: `${src}?w=720&q=75&f=webp 720w`,
      sizes: '50vw',
    });
  });

  test('without default the widest screen also applies above it', () => {
    const image = responsiveImage(
      src,
      { xs: '100vw', md: '340px' },
      { quality: 75, format: 'png', maxDensity: 1 },
      buildUrl,
    );
    expect(image?.sizes).toBe('(max-width: 480px) 100vw, 340px');
    expect(image?.srcset).toBe(`${src}?w=340&q=75&f=png 340w, ${src}?w=480&q=75&f=png 480w`);
  });

  test('no slot is wider than 1440', () => {
    const image = responsiveImage(src, { default: '5000px' }, { quality: 75 }, buildUrl);
    expect(image?.srcset).toBe(`${src}?w=1440&q=75&f=webp 1440w, ${src}?w=2880&q=75&f=webp 2880w`);
  });

  test('unusable sizes are left out', () => {
    const image = responsiveImage(
      src,
      { xs: '150vw' as `${number}vw`, sm: 'wide' as `${number}px`, md: 0, lg: 346.4 },
      { quality: 75, maxDensity: 1 },
      buildUrl,
    );
    expect(image?.sizes).toBe('346.4px');
    expect(image?.srcset).toBe(`${src}?w=347&q=75&f=webp 347w`);
  });

  test.each([
    { input: 'no sizes', image: src, sizes: {}, quality: 75 },
    { input: 'only unusable sizes', image: src, sizes: { md: -1 }, quality: 75 },
    { input: 'an invalid image', image: 'p.svg', sizes: { default: 400 }, quality: 75 },
    { input: 'a bad quality', image: src, sizes: { default: 400 }, quality: -1 },
  ])('null for $input', ({ image, sizes, quality }) => {
    expect(responsiveImage(image, sizes, { quality }, buildUrl)).toBeNull();
  });
});
