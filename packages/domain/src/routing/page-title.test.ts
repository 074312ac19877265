import { describe, expect, test } from 'vitest';
import { pageTitle } from './page-title';

describe('page title template (spec §2)', () => {
  test.each([
    { title: 'Kinderwagen', siteName: 'Nido', expected: 'Kinderwagen | Nido' },
    { title: ' Kinderwagen ', siteName: ' Nido ', expected: 'Kinderwagen | Nido' },
    { title: '', siteName: 'Nido', expected: 'Nido' },
    { title: '   ', siteName: 'Nido', expected: 'Nido' },
    { title: null, siteName: 'Nido', expected: 'Nido' },
    { title: 'Kinderwagen', siteName: '', expected: 'Kinderwagen' },
    { title: 'Kinderwagen', siteName: undefined, expected: 'Kinderwagen' },
    { title: '', siteName: '', expected: '' },
  ])('$title on $siteName reads $expected', ({ title, siteName, expected }) => {
    expect(pageTitle(title, siteName)).toBe(expected);
  });
});
