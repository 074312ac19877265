import { describe, expect, test } from 'vitest';
import { imageFileExtensions, isValidImageUrl } from './image-validity';

describe('image validity by extension (spec §3)', () => {
  test.each(imageFileExtensions.flatMap((extension) => [extension, extension.toUpperCase()]))(
    'a file ending in .%s is valid',
    (extension) => {
      expect(isValidImageUrl(`https://cdn.example/i/photo.${extension}`)).toBe(true);
    },
  );

  test.each([
    { input: 'photo.jpg?w=600&h=600', expected: true },
    { input: 'photo.webp#zoom', expected: true },
    { input: '/images/a.b.c.Png', expected: true },
    { input: '  photo.avif  ', expected: true },
    { input: 'photo.gif', expected: false },
    { input: 'photo.svg', expected: false },
    { input: 'photo.jpg.exe', expected: false },
    { input: 'photo.pdf?x=.jpg', expected: false },
    { input: 'photo#.png', expected: false },
    { input: 'photojpg', expected: false },
    { input: 'folder.jpg/', expected: false },
    { input: 'folder.jpg/photo', expected: false },
    { input: '', expected: false },
    { input: null, expected: false },
    { input: undefined, expected: false },
    { input: 42, expected: false },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(isValidImageUrl(input)).toBe(expected);
  });
});
