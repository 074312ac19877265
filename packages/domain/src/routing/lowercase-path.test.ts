import { describe, expect, test } from 'vitest';
import { hasUppercase, lowercasePath } from './lowercase-path';

describe('uppercase paths (spec §2 page resolution, step 2)', () => {
  test.each([
    { path: 'kinderwagen', expected: false },
    { path: 'Kinderwagen', expected: true },
    { path: 'Ärger', expected: true },
    { path: 'ärger', expected: false },
    { path: 'straẞe', expected: true },
    { path: 'Σ', expected: true },
    { path: 'a%2Fb', expected: false },
    { path: 'a%C3%BC', expected: false },
    { path: '123-_/', expected: false },
    { path: '', expected: false },
  ])('$path has capitals: $expected', ({ path, expected }) => {
    expect(hasUppercase(path)).toBe(expected);
  });

  test.each([
    { path: 'Mützen/Größe-2', expected: 'muetzen/groesse-2' },
    { path: 'ÄÖÜ', expected: 'aeoeue' },
    { path: 'STRAẞE', expected: 'strasse' },
    { path: 'U\u0308ber', expected: 'ueber' },
    { path: 'Foo%2Fbar', expected: 'foo%2Fbar' },
    { path: 'kinderwagen', expected: 'kinderwagen' },
    { path: '', expected: '' },
  ])('$path becomes $expected', ({ path, expected }) => {
    expect(lowercasePath(path)).toBe(expected);
  });
});
