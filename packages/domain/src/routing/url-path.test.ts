import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodePath, encodePath, samePath, sameSitePath } from './url-path';

describe('pathname encoding (spec §2 routes)', () => {
  test.each([
    { path: '/m%C3%BCtzen/', expected: '/mützen/' },
    { path: '/m%c3%bctzen/', expected: '/mützen/' },
    { path: '/a%2Fb/', expected: '/a%2Fb/' },
    { path: '/a%3Fb/', expected: '/a%3Fb/' },
    { path: '/%E0%A4%A/', expected: '/%E0%A4%A/' },
    { path: '/plain/', expected: '/plain/' },
    { path: '', expected: '' },
  ])('decodes $path for reading', ({ path, expected }) => {
    expect(decodePath(path)).toBe(expected);
  });

  test.each([
    { path: '/mützen/für kinder/', expected: '/m%C3%BCtzen/f%C3%BCr%20kinder/' },
    { path: '/a%2Fb/', expected: '/a%2Fb/' },
    { path: '/100%/', expected: '/100%25/' },
    { path: '/a?b#c/', expected: '/a%3Fb%23c/' },
    { path: '/\uD800/', expected: '/%EF%BF%BD/' },
    { path: '/kinderwagen/', expected: '/kinderwagen/' },
  ])('encodes $path for a Location header', ({ path, expected }) => {
    expect(encodePath(path)).toBe(expected);
  });

  test.each([
    { left: '/m%C3%BCtzen/', right: '/mützen/', expected: true },
    { left: '/a/', right: '/b/', expected: false },
    { left: '/a/', right: '/a', expected: false },
  ])('compares $left and $right by what they address', ({ left, right, expected }) => {
    expect(samePath(left, right)).toBe(expected);
  });

  test('decoding undoes encoding for any well-formed path text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((text) => !/[?#]/.test(text)),
        (text) => {
          expect(decodePath(encodePath(text))).toBe(text);
        },
      ),
    );
  });
});

describe('redirect paths stay on the site (spec §2 routing rules)', () => {
  test.each([
    { path: '//evil.example/x/', expected: '/evil.example/x/' },
    { path: '/\\evil.example/x/', expected: '/evil.example/x/' },
    { path: '\\/evil.example/', expected: '/evil.example/' },
    { path: '/\t/evil.example/', expected: '/evil.example/' },
    { path: '/\n\r/evil.example/', expected: '/evil.example/' },
    { path: '/kinderwagen//buggys/', expected: '/kinderwagen//buggys/' },
    { path: '/%2F%2Fevil.example/', expected: '/%2F%2Fevil.example/' },
    { path: '/', expected: '/' },
    { path: 'kinderwagen/', expected: 'kinderwagen/' },
    { path: '', expected: '' },
  ])('$path becomes $expected', ({ path, expected }) => {
    expect(sameSitePath(path)).toBe(expected);
  });
});
