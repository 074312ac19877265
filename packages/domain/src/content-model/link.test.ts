import { describe, expect, test } from 'vitest';
import { linkTarget } from '../campaign/link-target';
import { assetSchema } from './asset';
import { linkSchema } from './link';
import { storyPagePath } from './story-path';

describe('link fields (spec §3 Link: linktype asset, email, url, story)', () => {
  test.each([
    {
      name: 'a story link with a resolved story',
      input: {
        id: 'uuid-1',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'baby/de-de/alt',
        url: '',
        story: { full_slug: 'baby/de-de/ratgeber', uuid: 'uuid-1' },
        anchor: 'schlaf',
      },
      expected: {
        linktype: 'story',
        uuid: 'uuid-1',
        anchor: 'schlaf',
        target: null,
        story: { full_slug: 'baby/de-de/ratgeber' },
      },
    },
    {
      name: 'a story link without link resolution reads cached_url',
      input: { id: 'uuid-2', linktype: 'story', cached_url: 'baby/de-de/kategorieseiten/buggys' },
      expected: {
        linktype: 'story',
        uuid: 'uuid-2',
        anchor: null,
        target: null,
        story: { full_slug: 'baby/de-de/kategorieseiten/buggys' },
      },
    },
    {
      name: 'a url link with a target',
      input: { linktype: 'url', url: 'https://example.org', target: '_blank' },
      expected: {
        linktype: 'url',
        uuid: null,
        anchor: null,
        target: '_blank',
        url: 'https://example.org',
      },
    },
    {
      name: 'an asset link falling back to cached_url',
      input: { linktype: 'asset', url: '', cached_url: '/assets/anleitung.pdf' },
      expected: {
        linktype: 'asset',
        uuid: null,
        anchor: null,
        target: null,
        url: '/assets/anleitung.pdf',
      },
    },
    {
      name: 'an email link',
      input: { linktype: 'email', email: 'service@nido.example' },
      expected: {
        linktype: 'email',
        uuid: null,
        anchor: null,
        target: null,
        email: 'service@nido.example',
      },
    },
  ])('reads $name', ({ input, expected }) => {
    expect(linkSchema.parse(input)).toEqual(expected);
  });

  test.each([
    { name: 'no linktype', input: { url: '/x' } },
    { name: 'an unknown linktype', input: { linktype: 'phone', url: '/x' } },
    { name: 'a string', input: '/kontakt' },
    { name: 'null', input: null },
    { name: 'nothing', input: undefined },
  ])('reads $name as no link', ({ input }) => {
    expect(linkSchema.parse(input)).toBeNull();
  });

  test('a story link renders at the shop path of its story (§2 CMS paths)', () => {
    const link = linkSchema.parse({ linktype: 'story', cached_url: 'baby/fr-ch/les-inspirations' });
    expect(linkTarget(link, { normaliseStorySlug: storyPagePath })?.href).toBe(
      '/les-inspirations/',
    );
  });
});

describe('asset fields (spec §3 Link: asset; images)', () => {
  test.each([
    {
      input: { filename: ' /images/a.jpg ', alt: 'Ein Kinderwagen', focus: null },
      expected: { filename: '/images/a.jpg', alt: 'Ein Kinderwagen', title: '', focus: '' },
    },
    {
      input: { filename: '/b.png', alt: 3, title: 'T', focus: '1x1:2x2' },
      expected: { filename: '/b.png', alt: '', title: 'T', focus: '1x1:2x2' },
    },
  ])('reads an asset with a file: $input', ({ input, expected }) => {
    expect(assetSchema.parse(input)).toEqual(expected);
  });

  test.each([
    { input: { filename: '' } },
    { input: { id: null, filename: null } },
    { input: 'a.jpg' },
    { input: undefined },
  ])('an asset without a file is none: $input', ({ input }) => {
    expect(assetSchema.parse(input)).toBeNull();
  });
});
