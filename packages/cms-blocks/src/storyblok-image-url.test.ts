import { describe, expect, test } from 'vitest';
import { storyblokImageUrl } from './storyblok-image-url';

const asset = '/_content/assets/nido/startseite.png';
const storyblok = 'https://a.storyblok.com/f/39898/3310x2192/e4ec08624e/demo-image.jpeg';

describe("Storyblok's image service URLs (spec §5 image options, §9 sizes and qualities)", () => {
  test.each([
    {
      options: { width: 720, quality: 70, format: 'webp' as const },
      expected: `${asset}/m/720x0/filters:quality(70):format(webp)`,
    },
    { options: { width: 400.4, height: 300 }, expected: `${asset}/m/400x300` },
    { options: {}, expected: `${asset}/m/0x0` },
    { options: { width: -5, height: Number.NaN }, expected: `${asset}/m/0x0` },
    {
      options: { width: 600, blur: 10, brightness: 60, rotate: 90 as const },
      expected: `${asset}/m/600x0/filters:blur(10):brightness(20):rotate(90)`,
    },
    {
      options: { width: 600, blur: 0, brightness: 50, rotate: 0 as const },
      expected: `${asset}/m/600x0`,
    },
    {
      options: { width: 600, brightness: 0 },
      expected: `${asset}/m/600x0/filters:brightness(-100)`,
    },
  ])('$options gives $expected', ({ options, expected }) => {
    expect(storyblokImageUrl(asset, options)).toBe(expected);
  });

  test('a Storyblok asset keeps its host and its query', () => {
    expect(storyblokImageUrl(`${storyblok}?cv=1`, { width: 300 })).toBe(
      `${storyblok}/m/300x0?cv=1`,
    );
  });

  test.each([
    '/_content/assets/nido/logo.svg',
    'https://a.storyblok.com/f/1/x/anim.gif',
    `${asset}/m/720x0`,
    '',
  ])('%s is left as it is', (src) => {
    expect(storyblokImageUrl(src, { width: 300, quality: 70 })).toBe(src);
  });
});
