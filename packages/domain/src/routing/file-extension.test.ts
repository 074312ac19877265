import { describe, expect, test } from 'vitest';
import { hasFileExtension } from './file-extension';

describe('file extension in a path (spec §2 routing rules)', () => {
  test.each([
    { path: '/sbBridge.js', expected: true },
    { path: '/icon-de-32x32.png', expected: true },
    { path: '/scripts/econda.js', expected: true },
    { path: '/site.webmanifest', expected: true },
    { path: '/.env', expected: true },
    { path: '/Bild.JPG', expected: true },
    { path: '/kinderwagen/', expected: false },
    { path: '/kinderwagen', expected: false },
    { path: '/p/flasche-1.5-123', expected: false },
    { path: '/v2.0', expected: false },
    { path: '/a.b/c', expected: false },
    { path: '/foo.', expected: false },
    { path: '/file.extensionfartoolong', expected: false },
    { path: '', expected: false },
  ])('$path ends in a file extension: $expected', ({ path, expected }) => {
    expect(hasFileExtension(path)).toBe(expected);
  });
});
