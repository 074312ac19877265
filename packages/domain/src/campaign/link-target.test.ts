import { describe, expect, test } from 'vitest';
import { linkTarget } from './link-target';
import type { CmsLink } from './types';

const stripLocaleAndCompany = (slug: string) =>
  slug
    .replace(/^[a-z]{2}-[a-z]{2}\//, '')
    .replace(/^baby\//, '')
    .replace(/^home\/?$/, '');

describe('CMS links: url and asset (spec §3 Link)', () => {
  test.each<{ link: CmsLink; href: string; external: boolean }>([
    {
      link: { linktype: 'url', url: 'https://partner.example/aktion' },
      href: 'https://partner.example/aktion',
      external: true,
    },
    {
      link: { linktype: 'url', url: 'HTTP://partner.example' },
      href: 'HTTP://partner.example',
      external: true,
    },
    {
      link: { linktype: 'url', url: '  https://partner.example/  ' },
      href: 'https://partner.example/',
      external: true,
    },
    {
      link: { linktype: 'url', url: '//cdn.example/a.pdf' },
      href: '//cdn.example/a.pdf',
      external: true,
    },
    { link: { linktype: 'url', url: '/\\evil.example/' }, href: '//evil.example/', external: true },
    { link: { linktype: 'url', url: '/kontakt/' }, href: '/kontakt/', external: false },
    { link: { linktype: 'url', url: '/kontakt' }, href: '/kontakt/', external: false },
    { link: { linktype: 'url', url: 'kontakt' }, href: '/kontakt/', external: false },
    {
      link: { linktype: 'url', url: '/suche?q=kinderwagen' },
      href: '/suche/?q=kinderwagen',
      external: false,
    },
    { link: { linktype: 'url', url: '/agb.pdf' }, href: '/agb.pdf', external: false },
    { link: { linktype: 'url', url: '#newsletter' }, href: '#newsletter', external: false },
    { link: { linktype: 'url', url: '?sort=price' }, href: '?sort=price', external: false },
    {
      link: { linktype: 'url', url: 'mailto:service@nido.example' },
      href: 'mailto:service@nido.example',
      external: true,
    },
    {
      link: { linktype: 'url', url: 'tel:+49301234567' },
      href: 'tel:+49301234567',
      external: true,
    },
    {
      link: { linktype: 'url', url: '', href: '/warenkorb/' },
      href: '/warenkorb/',
      external: false,
    },
    {
      link: { linktype: 'url', url: null, href: 'https://x.example/' },
      href: 'https://x.example/',
      external: true,
    },
    { link: { linktype: ' URL ', url: '/kontakt/' }, href: '/kontakt/', external: false },
    {
      link: { linktype: 'asset', url: 'https://a.cdn.example/f/123/katalog.pdf' },
      href: 'https://a.cdn.example/f/123/katalog.pdf',
      external: true,
    },
    {
      link: { linktype: 'asset', url: '/downloads/katalog.pdf' },
      href: '/downloads/katalog.pdf',
      external: false,
    },
  ])('$link.linktype $link.url → $href', ({ link, href, external }) => {
    expect(linkTarget(link)).toEqual({ href, target: '_self', external });
  });

  test.each<{ link: CmsLink }>([
    { link: { linktype: 'url', url: 'javascript:alert(1)' } },
    { link: { linktype: 'url', url: 'JavaScript:alert(1)' } },
    { link: { linktype: 'url', url: ' \u0000javascript:alert(1)' } },
    { link: { linktype: 'url', url: 'java\tscript:alert(1)' } },
    { link: { linktype: 'url', url: 'java\nscript:alert(1)' } },
    { link: { linktype: 'url', url: 'data:text/html,<script>alert(1)</script>' } },
    { link: { linktype: 'url', url: 'vbscript:msgbox(1)' } },
    { link: { linktype: 'url', url: 'file:///etc/passwd' } },
    { link: { linktype: 'url', url: 'blob:https://x.example/1' } },
    { link: { linktype: 'url', url: 'https:evil.example' } },
    { link: { linktype: 'url', url: 'https://' } },
    { link: { linktype: 'url', url: 'mailto:' } },
    { link: { linktype: 'url', url: '//' } },
    { link: { linktype: 'url', url: '' } },
    { link: { linktype: 'url', url: '   ' } },
    { link: { linktype: 'url' } },
    { link: { linktype: 'asset', url: 'mailto:a@b.example' } },
    { link: { linktype: 'asset', url: 'javascript:alert(1)' } },
    { link: { linktype: 'asset' } },
  ])('refuses $link.linktype "$link.url"', ({ link }) => {
    expect(linkTarget(link)).toBeNull();
  });
});

describe('CMS links: email (spec §3 Link)', () => {
  test.each([
    { email: 'service@nido.example', href: 'mailto:service@nido.example' },
    { email: '  service@nido.example ', href: 'mailto:service@nido.example' },
    { email: 'MAILTO:service@nido.example', href: 'mailto:service@nido.example' },
    { email: 'a+b@nido.example', href: 'mailto:a+b@nido.example' },
    {
      email: 'service@nido.example?subject=Frage zur Bestellung',
      href: 'mailto:service@nido.example?subject=Frage%20zur%20Bestellung',
    },
  ])('$email → $href', ({ email, href }) => {
    expect(linkTarget({ linktype: 'email', email })).toEqual({
      href,
      target: '_self',
      external: true,
    });
  });

  test.each([
    { email: '' },
    { email: 'service' },
    { email: 'service@' },
    { email: '@nido.example' },
    { email: 'ser vice@nido.example' },
    { email: 'a@b@nido.example' },
    { email: '<a@b.example>' },
    { email: 'a\u0000@b.example' },
    { email: 'a@b.example?subject=\uD800' },
    { email: null },
    { email: undefined },
  ])('refuses "$email"', ({ email }) => {
    expect(linkTarget({ linktype: 'email', email })).toBeNull();
  });
});

describe('CMS links: story (spec §3 Link)', () => {
  test.each([
    { slug: 'baby/ratgeber', anchor: undefined, href: '/baby/ratgeber/' },
    { slug: '/baby/ratgeber/', anchor: '', href: '/baby/ratgeber/' },
    { slug: 'baby//ratgeber', anchor: 'schlaf', href: '/baby/ratgeber/#schlaf' },
    { slug: 'baby/ratgeber', anchor: '#schlaf', href: '/baby/ratgeber/#schlaf' },
    { slug: 'baby/ratgeber', anchor: ' erste Hilfe ', href: '/baby/ratgeber/#erste%20Hilfe' },
    { slug: 'baby/ratgeber', anchor: '\uDC00', href: '/baby/ratgeber/' },
    { slug: '\\evil.example', anchor: null, href: '/evil.example/' },
    { slug: 'home', anchor: null, href: '/home/' },
  ])('$slug with anchor "$anchor" → $href', ({ slug, anchor, href }) => {
    expect(linkTarget({ linktype: 'story', story: { full_slug: slug }, anchor })).toEqual({
      href,
      target: '_self',
      external: false,
    });
  });

  test.each([
    { slug: 'de-de/baby/ratgeber', href: '/ratgeber/' },
    { slug: 'de-de/home', href: '/' },
    { slug: 'fr-ch/baby/conseils/', href: '/conseils/' },
  ])('applies the storefront slug rules: $slug → $href', ({ slug, href }) => {
    const link = { linktype: 'story', story: { full_slug: slug } };
    expect(linkTarget(link, { normaliseStorySlug: stripLocaleAndCompany })?.href).toBe(href);
  });

  test('a normaliser that answers nothing usable leads to the root', () => {
    const link = { linktype: 'story', story: { full_slug: 'x' } };
    const broken = (() => undefined) as unknown as (slug: string) => string;
    expect(linkTarget(link, { normaliseStorySlug: broken })?.href).toBe('/');
  });

  test.each<{ link: CmsLink }>([
    { link: { linktype: 'story' } },
    { link: { linktype: 'story', story: null } },
    { link: { linktype: 'story', story: {} } },
    { link: { linktype: 'story', story: { full_slug: '  ' } } },
    { link: { linktype: 'story', story: { full_slug: 42 as unknown as string } } },
    { link: { linktype: 'story', url: '/kontakt/' } },
  ])('a story link without a slug is not rendered ($link.story)', ({ link }) => {
    expect(linkTarget(link)).toBeNull();
  });
});

describe('CMS links: type and target (spec §3 Link)', () => {
  test.each([
    { target: '_blank', expected: '_blank' },
    { target: ' _BLANK ', expected: '_blank' },
    { target: '_self', expected: '_self' },
    { target: '_top', expected: '_self' },
    { target: 'popup', expected: '_self' },
    { target: '', expected: '_self' },
    { target: null, expected: '_self' },
  ])('target "$target" → $expected', ({ target, expected }) => {
    expect(linkTarget({ linktype: 'url', url: '/kontakt/', target })?.target).toBe(expected);
  });

  test.each<{ link: CmsLink | null | undefined }>([
    { link: { url: '/kontakt/' } },
    { link: { linktype: 'telefon', url: '/kontakt/' } },
    { link: { linktype: 42 as unknown as string, url: '/kontakt/' } },
    { link: null },
    { link: undefined },
  ])('an unknown or missing link type is not rendered ($link)', ({ link }) => {
    expect(linkTarget(link)).toBeNull();
  });
});
