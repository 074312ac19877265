import { describe, expect, test } from 'vitest';
import { sitemapPagePath } from './sitemap-page';

describe('which published stories the sitemap lists (spec §2 SEO, issue 15)', () => {
  test.each([
    { slug: 'baby/de-de/home', content: { component: 'page', robots: '' }, expected: '' },
    {
      slug: 'baby/de-de/kategorieseiten/buggys',
      content: { component: 'page', robots: '' },
      expected: 'buggys',
    },
    {
      slug: 'baby/fr-ch/ratgeber/sommeil',
      content: { component: 'page' },
      expected: 'ratgeber/sommeil',
    },
    {
      slug: 'baby/de-de/agb',
      content: { component: 'page', robots: 'noindex,follow' },
      expected: null,
    },
    { slug: 'baby/de-de/agb', content: { component: 'page', robots: 'NOINDEX' }, expected: null },
    { slug: 'baby/de-de/layout', content: { component: 'layout' }, expected: null },
    {
      slug: 'baby/de-de/system/not-found',
      content: { component: 'content_block' },
      expected: null,
    },
    { slug: 'baby/de-de/broken', content: null, expected: null },
    { slug: 'baby/de-de/broken', content: 'page', expected: null },
  ])('$slug ($content.component) gives $expected', ({ slug, content, expected }) => {
    expect(sitemapPagePath({ full_slug: slug, content })).toBe(expected);
  });
});
