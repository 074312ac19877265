import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type PageAlternate,
  type PageRequest,
  resolveFallbackResult,
  resolveLayoutResult,
  resolvePageRequest,
  resolvePageResult,
  resolveRedirectLookup,
} from './page-resolution';

const notFound = { kind: 'notFound', status: 404, message: 'Not found' };

describe('page resolution from the path (spec §2 page resolution, steps 1–2)', () => {
  test.each<{ request: PageRequest }>([
    { request: { slug: ['fabula-ng', 'preview'] } },
    { request: { slug: 'fabula-ng' } },
    { request: { slug: 'Fabula-NG/x' } },
    { request: { slug: 'bild.png' } },
    { request: { slug: ['scripts', 'econda.js'] } },
    { request: { slug: 'Bild.PNG' } },
  ])('$request is 404 Not found', ({ request }) => {
    expect(resolvePageRequest(request)).toEqual(notFound);
  });

  test.each<{ request: PageRequest; to: string }>([
    { request: { slug: ['Ratgeber', 'Schlaf'], search: '?a=1' }, to: '/ratgeber/schlaf/?a=1' },
    { request: { slug: 'Mützen', localePrefix: '/fr' }, to: '/fr/muetzen/' },
    { request: { slug: 'Mützen', localePrefix: '/fr/' }, to: '/fr/muetzen/' },
    { request: { slug: 'M%C3%BCtzen' }, to: '/muetzen/' },
    { request: { slug: 'STRAẞE/Größe', search: '' }, to: '/strasse/groesse/' },
    { request: { slug: 'Für Kinder' }, to: '/fuer%20kinder/' },
    { request: { slug: 'Guide', prefix: 'documentation' }, to: '/documentation/guide/' },
  ])('$request redirects to the lowercase path $to', ({ request, to }) => {
    expect(resolvePageRequest(request)).toEqual({ kind: 'redirect', to, status: 301 });
  });

  test.each<{ request: PageRequest; path: string; slug: string }>([
    { request: { slug: ['ratgeber', 'schlaf'] }, path: 'ratgeber/schlaf', slug: 'ratgeber/schlaf' },
    { request: { slug: '/ratgeber//schlaf/' }, path: 'ratgeber/schlaf', slug: 'ratgeber/schlaf' },
    { request: { slug: 'm%C3%BCtzen' }, path: 'mützen', slug: 'mützen' },
    { request: { slug: 'mützen' }, path: 'mützen', slug: 'mützen' },
    { request: { slug: 'a%2Fb' }, path: 'a%2Fb', slug: 'a%2Fb' },
    { request: { slug: '𝐀bc' }, path: '𝐀bc', slug: '𝐀bc' },
    { request: { slug: 'flasche-1.5' }, path: 'flasche-1.5', slug: 'flasche-1.5' },
    {
      request: { slug: 'faq', prefix: 'documentation' },
      path: 'documentation/faq',
      slug: 'documentation/faq',
    },
    { request: { slug: [] }, path: '', slug: '_' },
    { request: { slug: '' }, path: '', slug: '_' },
    { request: { slug: null }, path: '', slug: '_' },
    { request: { slug: undefined, prefix: null }, path: '', slug: '_' },
  ])('$request is fetched as $slug', ({ request, path, slug }) => {
    expect(resolvePageRequest(request)).toEqual({ kind: 'fetch', path, slug });
  });

  test('a lowercase redirect never redirects again', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 4 }), (segments) => {
        const first = resolvePageRequest({ slug: segments });
        if (first.kind !== 'redirect') return;
        expect(resolvePageRequest({ slug: first.to }).kind).not.toBe('redirect');
      }),
    );
  });
});

describe('page resolution from the page call (spec §2 page resolution, steps 3–4)', () => {
  const page = { name: 'Ratgeber' };
  const base = { path: 'ratgeber', localeIso: 'de-CH', preview: false, search: '?a=1' };

  test.each([
    { label: 'no answer', result: null },
    { label: 'a missing page', result: { page: null } },
    { label: 'an undefined page', result: { page: undefined } },
    { label: 'an error with page data', result: { page, error: new Error('500') } },
  ])('$label leads to the redirect lookup', ({ result }) => {
    expect(resolvePageResult({ ...base, result })).toEqual({
      kind: 'lookupRedirect',
      path: '/ratgeber/',
    });
  });

  test.each([
    { path: '', localePrefix: '', expected: '/' },
    { path: 'mützen', localePrefix: '/fr', expected: '/fr/m%C3%BCtzen/' },
  ])(
    'the lookup path of $path under $localePrefix is $expected',
    ({ path, localePrefix, expected }) => {
      expect(resolvePageResult({ ...base, path, localePrefix, result: null })).toEqual({
        kind: 'lookupRedirect',
        path: expected,
      });
    },
  );

  test.each([
    { label: 'no alternates', alternates: undefined, preview: false },
    {
      label: 'only other locales',
      alternates: [{ hreflang: 'fr-CH', href: '/fr/guide/' }],
      preview: false,
    },
    {
      label: 'its own path as an absolute alternate',
      alternates: [{ hreflang: 'de-ch', href: 'https://ch.nido.example/ratgeber/?x=1' }],
      preview: false,
    },
    {
      label: 'its own path without slash',
      alternates: [{ hreflang: 'de-CH', href: '/ratgeber' }],
      preview: false,
    },
    { label: 'an empty alternate', alternates: [{ hreflang: 'de-CH', href: ' ' }], preview: false },

    {
      label: 'another path in the preview',
      alternates: [{ hreflang: 'de-CH', href: '/guide/' }],
      preview: true,
    },
  ])('renders with $label', ({ alternates, preview }) => {
    expect(resolvePageResult({ ...base, preview, result: { page, alternates } })).toEqual({
      kind: 'render',
      page,
      alternates: alternates ?? [],
    });
  });

  test.each([
    { href: '/guide/', localePrefix: '', expected: '/guide/?a=1' },
    { href: 'https://ch.nido.example/guide', localePrefix: '', expected: '/guide/?a=1' },
    { href: '//ch.nido.example/guide/#top', localePrefix: '', expected: '/guide/?a=1' },
    { href: '/fr/guide-sommeil/', localePrefix: '/fr', expected: '/fr/guide-sommeil/?a=1' },
    { href: '/', localePrefix: '', expected: '/?a=1' },
  ])('replaces with the alternate $href', ({ href, localePrefix, expected }) => {
    expect(
      resolvePageResult({
        ...base,
        localePrefix,
        result: { page, alternates: [{ hreflang: 'DE-ch', href }] },
      }),
    ).toEqual({ kind: 'replace', to: expected });
  });

  test('alternates missing their fields are dropped, not followed', () => {
    const fine = { hreflang: 'fr-CH', href: '/fr/guide/' };
    // As JSON from the page call may hold them.
    const alternates = [
      { hreflang: 'de-CH' },
      { href: '/guide/' },
      { hreflang: null, href: '/guide/' },
      { hreflang: 'de-CH', href: 7 },
      null,
      fine,
    ] as unknown as PageAlternate[];
    expect(resolvePageResult({ ...base, result: { page, alternates } })).toEqual({
      kind: 'render',
      page,
      alternates: [fine],
    });
  });

  test('an encoded alternate of the same path renders', () => {
    const result = { page, alternates: [{ hreflang: 'de-CH', href: '/m%C3%BCtzen/' }] };
    expect(resolvePageResult({ ...base, path: 'mützen', result }).kind).toBe('render');
  });
});

describe('redirect lookup and fallback (spec §2 page resolution, step 3)', () => {
  test.each([
    {
      redirect: { target: '/neu/', statusCode: 301 },
      expected: { kind: 'redirect', to: '/neu/', status: 301, external: false },
    },
    {
      redirect: { target: 'https://alt.example/', statusCode: 302 },
      expected: { kind: 'redirect', to: 'https://alt.example/', status: 302, external: true },
    },
  ])('follows the lookup target $redirect', ({ redirect, expected }) => {
    expect(resolveRedirectLookup(redirect, '/ratgeber/')).toEqual(expected);
  });

  test.each([
    {
      label: 'no target',
      redirect: null,
      path: '/ratgeber/',
      message: 'Page not found: /ratgeber/',
    },
    {
      label: 'an undefined answer',
      redirect: undefined,
      path: '/m%C3%BC/',
      message: 'Page not found: /mü/',
    },
    {
      label: 'a target back to itself',
      redirect: { target: '/ratgeber/', statusCode: 301 },
      path: '/ratgeber/',
      message: 'Page not found: /ratgeber/',
    },
  ])('fetches the fallback with $label', ({ redirect, path, message }) => {
    expect(resolveRedirectLookup(redirect, path)).toEqual({
      kind: 'fetchFallback',
      error: { statusCode: 404, message },
    });
  });

  test.each([
    {
      result: { page: { name: '404' } },
      expected: { kind: 'renderFallback', page: { name: '404' }, status: 404 },
    },
    { result: { page: null }, expected: { kind: 'errorPage', status: 404 } },
    {
      result: { page: { name: '404' }, error: 'timeout' },
      expected: { kind: 'errorPage', status: 404 },
    },
    { result: null, expected: { kind: 'errorPage', status: 404 } },
  ])('shows the fallback $result as $expected.kind', ({ result, expected }) => {
    expect(resolveFallbackResult(result)).toEqual(expected);
  });
});

describe('layout loading (spec §2 page resolution)', () => {
  test.each([
    { layout: null, expected: { kind: 'clearLayout', status: 500 } },
    { layout: undefined, expected: { kind: 'clearLayout', status: 500 } },
    { layout: { header: [] }, expected: { kind: 'applyLayout', layout: { header: [] } } },
  ])('a layout of $layout gives $expected.kind', ({ layout, expected }) => {
    expect(resolveLayoutResult(layout)).toEqual(expected);
  });
});
