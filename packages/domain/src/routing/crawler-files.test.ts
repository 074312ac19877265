import { describe, expect, test } from 'vitest';
import { crawlerDisallowedPaths, escapeXml, robotsTxt, sitemapXml } from './crawler-files';

describe('robots.txt keeps crawlers out of private routes (spec §2 route table)', () => {
  test('account, basket, checkout, login, thank-you, wishlist and the CMS preview are disallowed', () => {
    expect(crawlerDisallowedPaths([''])).toEqual([
      '/cms-vorschau/',
      '/danke/',
      '/kasse/',
      '/konto/',
      '/login/',
      '/warenkorb/',
      '/wunschliste/',
    ]);
  });

  test('a path inside a disallowed one is covered by it, not repeated', () => {
    const paths = crawlerDisallowedPaths(['']);
    expect(paths).not.toContain('/kasse/login/');
    expect(paths).not.toContain('/konto/neues-passwort/');
  });

  test('each locale prefix of the shop gets the same rules', () => {
    const paths = crawlerDisallowedPaths(['', '/fr']);
    expect(paths).toContain('/fr/warenkorb/');
    expect(paths).toContain('/fr/konto/');
    expect(paths).toContain('/konto/');
  });

  test('public routes (product, search, contact, content) stay allowed', () => {
    const paths = crawlerDisallowedPaths(['']);
    for (const path of ['/p/', '/suche/', '/kontakt/', '/']) expect(paths).not.toContain(path);
  });

  test('the file allows the shop, disallows preview queries and names the sitemap last', () => {
    const text = robotsTxt({
      localePrefixes: [''],
      sitemapUrl: 'https://de.nido.example/sitemap.xml',
    });
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Disallow: /warenkorb/');
    expect(lines).toContain('Disallow: /*?_storyblok');
    expect(text.trimEnd().endsWith('Sitemap: https://de.nido.example/sitemap.xml')).toBe(true);
  });
});

describe('sitemap.xml is well-formed (spec §2 SEO)', () => {
  test.each([
    { text: 'a&b', expected: 'a&amp;b' },
    { text: '<x y="1">', expected: '&lt;x y=&quot;1&quot;&gt;' },
    { text: "it's", expected: 'it&apos;s' },
    { text: 'bell\u0007end', expected: 'bellend' },
    { text: 'Grüße 😀', expected: 'Grüße 😀' },
  ])('escapes $text', ({ text, expected }) => {
    expect(escapeXml(text)).toBe(expected);
  });

  test('each page is a url with its loc and its alternates as xhtml:link', () => {
    const xml = sitemapXml([
      {
        loc: 'https://ch.nido.example/p/a-1/?x=1&y=2',
        alternates: [
          { hreflang: 'de-CH', href: 'https://ch.nido.example/p/a-1/?x=1&y=2' },
          { hreflang: 'fr-CH', href: 'https://ch.nido.example/fr/p/b-1/' },
        ],
      },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('<loc>https://ch.nido.example/p/a-1/?x=1&amp;y=2</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CH" href="https://ch.nido.example/fr/p/b-1/"/>',
    );
  });

  test('a page only in its own locale carries no alternates', () => {
    const xml = sitemapXml([
      {
        loc: 'https://de.nido.example/',
        alternates: [{ hreflang: 'de-DE', href: 'https://de.nido.example/' }],
      },
    ]);
    expect(xml).not.toContain('xhtml:link');
  });

  test('no pages is an empty urlset', () => {
    expect(sitemapXml([])).toMatch(/<urlset [^>]*>\n<\/urlset>\n$/);
  });
});
