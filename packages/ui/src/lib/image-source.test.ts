import { describe, expect, test } from 'vitest';
import { type ImageSourceOptions, imageCandidates } from './image-source';

const source = (options: ImageSourceOptions) =>
  `/img/p.png?w=${options.width}&q=${options.quality}&fm=${options.format}&dpr=${options.density}`;

describe('image candidates', () => {
  test('a fixed width gets 1x and 2x candidates (§9 densities 1 and 2)', () => {
    expect(imageCandidates(source, { width: 340, quality: 75 })).toEqual({
      src: '/img/p.png?w=340&q=75&fm=webp&dpr=1',
      srcSet: '/img/p.png?w=340&q=75&fm=webp&dpr=1 1x, /img/p.png?w=680&q=75&fm=webp&dpr=2 2x',
      sizes: undefined,
    });
  });

  test('thumbnails at 1x only get one candidate', () => {
    expect(imageCandidates(source, { width: 150, quality: 80, maxDensity: 1 })?.srcSet).toBe(
      '/img/p.png?w=150&q=80&fm=webp&dpr=1 1x',
    );
  });

  test('a slot that changes with the screen gets width descriptors and sizes', () => {
    const image = imageCandidates(source, {
      width: 600,
      quality: 70,
      format: 'jpeg',
      sizes: { md: '100vw', default: 600 },
    });
    expect(image?.sizes).toBe('(max-width: 768px) 100vw, 600px');
    expect(image?.srcSet).toBe(
      [600, 768, 1200, 1536].map((w) => `/img/p.png?w=${w}&q=70&fm=jpeg&dpr=1 ${w}w`).join(', '),
    );
  });

  test.each([{ quality: 101 }, { quality: -1 }, { quality: 7.5 }])(
    'an unusable quality $quality gives no candidates',
    ({ quality }) => {
      expect(imageCandidates(source, { width: 340, quality })).toBeNull();
    },
  );
});
