import { describe, expect, test } from 'vitest';
import { normalisePathname } from './trailing-slash';

describe('trailing slash and plus sign (spec §2 routing rules)', () => {
  test.each([
    { pathname: '/konto', expected: '/konto/' },
    { pathname: '/konto/', expected: '/konto/' },
    { pathname: '/', expected: '/' },
    { pathname: '', expected: '/' },
    { pathname: 'konto', expected: '/konto/' },
    { pathname: '/sbBridge.js', expected: '/sbBridge.js' },
    { pathname: '/kinderwagen+buggys', expected: '/kinderwagen%20buggys/' },
    { pathname: '/a+b/', expected: '/a%20b/' },
    { pathname: '/bild+1.png', expected: '/bild%201.png' },
    { pathname: '/p/flasche-1.5-123', expected: '/p/flasche-1.5-123/' },
    { pathname: '//evil.example/foo', expected: '/evil.example/foo/' },
    { pathname: '/\\evil.example/foo', expected: '/evil.example/foo/' },
    { pathname: '///', expected: '/' },
    { pathname: '/\t/evil.example/x', expected: '/evil.example/x/' },
    { pathname: '/a//b', expected: '/a//b/' },
  ])('normalises $pathname to $expected', ({ pathname, expected }) => {
    expect(normalisePathname(pathname)).toBe(expected);
  });

  test('a normalised path stays as it is', () => {
    for (const pathname of ['/konto', '/a+b', '', '/x.js', '//evil.example/x']) {
      const once = normalisePathname(pathname);
      expect(normalisePathname(once)).toBe(once);
    }
  });
});
