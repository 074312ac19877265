import { describe, expect, test } from 'vitest';
import { loginPathFor, returnPathMaxLength, safeReturnPath } from './return-path';

describe('safeReturnPath: only a path of this site comes back from the login (§4 auth guard)', () => {
  test.each([
    { value: '/konto/', expected: '/konto/' },
    { value: '/konto/bestellungen/?seite=2', expected: '/konto/bestellungen/?seite=2' },
    { value: '/fr/konto/', expected: '/fr/konto/' },
    { value: '/konto/../kasse/', expected: '/kasse/' },
    { value: '/p/lumi-2000123/#bewertungen', expected: '/p/lumi-2000123/' },
  ])('accepts $value', ({ value, expected }) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  test.each([
    { label: 'nothing', value: undefined },
    { label: 'empty', value: '' },
    { label: 'another site', value: 'https://evil.example/konto/' },
    { label: 'a protocol-relative address', value: '//evil.example/' },
    { label: 'a backslash read as a slash', value: '/\\evil.example/' },
    { label: 'a relative path', value: 'konto/' },
    { label: 'a script address', value: 'javascript:alert(1)' },
    { label: 'a tab inside the slashes', value: '/\t/evil.example/' },
    { label: 'a line break', value: '/konto/\n' },
    { label: 'an over-long path', value: `/${'a'.repeat(returnPathMaxLength)}` },
  ])('refuses $label', ({ value }) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor: the login of the locale, with the way back', () => {
  test.each([
    {
      prefix: '',
      pathname: '/konto/bestellungen/',
      search: '',
      expected: '/login/?zurueck=%2Fkonto%2Fbestellungen%2F',
    },
    {
      prefix: '/fr',
      pathname: '/fr/konto/',
      search: '?a=1',
      expected: '/fr/login/?zurueck=%2Ffr%2Fkonto%2F%3Fa%3D1',
    },
    { prefix: '', pathname: '//evil.example/', search: '', expected: '/login/' },
  ])('$pathname$search -> $expected', ({ prefix, pathname, search, expected }) => {
    expect(loginPathFor(prefix, pathname, search)).toBe(expected);
  });
});
