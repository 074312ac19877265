import { describe, expect, test } from 'vitest';
import { type RedirectResult, redirectFromRule } from './redirect-rule';

describe('rule-based redirects (spec §2 routing rules)', () => {
  test.each([
    {
      rule: { target: '/neu/', statusCode: 301 },
      current: '/alt/',
      expected: { kind: 'redirect', to: '/neu/', status: 301, external: false },
    },
    {
      rule: { target: ' /neu/ ', statusCode: 307 },
      current: '/alt/',
      expected: { kind: 'redirect', to: '/neu/', status: 307, external: false },
    },
    {
      rule: { target: 'https://magazin.example/', statusCode: 308 },
      current: '/alt/',
      expected: { kind: 'redirect', to: 'https://magazin.example/', status: 308, external: true },
    },
    {
      rule: { target: 'HTTP://magazin.example/', statusCode: 302 },
      current: '/alt/',
      expected: { kind: 'redirect', to: 'HTTP://magazin.example/', status: 302, external: true },
    },
    {
      rule: { target: '//magazin.example/', statusCode: 303 },
      current: '/alt/',
      expected: { kind: 'redirect', to: '//magazin.example/', status: 303, external: true },
    },
    {
      rule: { target: '/\\magazin.example/', statusCode: 301 },
      current: '/alt/',
      expected: { kind: 'redirect', to: '/\\magazin.example/', status: 301, external: true },
    },
    {
      rule: { target: '/neu/', statusCode: 200 },
      current: '/alt/',
      expected: { kind: 'redirect', to: '/neu/', status: 302, external: false },
    },
    {
      rule: { target: '/neu/', statusCode: Number.NaN },
      current: '/alt/',
      expected: { kind: 'redirect', to: '/neu/', status: 302, external: false },
    },
    {
      rule: { target: '/alt/', statusCode: 301 },
      current: '/alt/?a=1',
      expected: { kind: 'redirect', to: '/alt/', status: 301, external: false },
    },
  ])('follows $rule from $current', ({ rule, current, expected }) => {
    expect(redirectFromRule(rule, current)).toEqual(expected);
  });

  test.each([
    { label: 'no rule', rule: null, current: '/alt/' },
    { label: 'an undefined rule', rule: undefined, current: '/alt/' },
    { label: 'an empty target', rule: { target: '  ', statusCode: 301 }, current: '/alt/' },
    {
      label: 'a script target',
      rule: { target: 'javascript:alert(1)', statusCode: 301 },
      current: '/',
    },
    {
      label: 'a mail target',
      rule: { target: 'mailto:a@b.example', statusCode: 301 },
      current: '/',
    },
    { label: 'a relative target', rule: { target: 'neu/', statusCode: 301 }, current: '/alt/' },
    { label: 'an empty answer object', rule: {}, current: '/alt/' },
    { label: 'a target that is no text', rule: { target: null, statusCode: 301 }, current: '/' },
    { label: 'a numeric target', rule: { target: 404, statusCode: 301 }, current: '/' },
    { label: 'the current path', rule: { target: '/alt/', statusCode: 301 }, current: '/alt/' },
    {
      label: 'the current path, encoded differently',
      rule: { target: '/m%C3%BCtzen/', statusCode: 301 },
      current: '/mützen/',
    },
  ])('ignores $label', ({ rule, current }) => {
    // The lookup answers JSON, so the rule is whatever the body held.
    expect(redirectFromRule(rule as RedirectResult | null | undefined, current)).toBeNull();
  });
});
