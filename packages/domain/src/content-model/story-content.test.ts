import { describe, expect, test } from 'vitest';
import { assetSchema } from './asset';
import { parseBlock } from './blocks';
import { linkSchema } from './link';
import { storyContentForBrowser } from './story-content';

const asset = {
  id: 257639436,
  alt: 'Kinderwagen',
  name: 'kategorie-kinderwagen',
  focus: '',
  title: '',
  filename: '/_content/assets/nido/kategorie-kinderwagen.png',
  copyright: '',
  fieldtype: 'asset',
  is_external_url: false,
  meta_data: { size: '960x600' },
};

describe('story content for the browser (issue 13: slim page data)', () => {
  test('an asset keeps what the content model reads and reads the same', () => {
    const slim = storyContentForBrowser(asset);
    expect(slim).toEqual({
      filename: '/_content/assets/nido/kategorie-kinderwagen.png',
      alt: 'Kinderwagen',
      title: '',
      focus: '',
    });
    expect(assetSchema.parse(slim)).toEqual(assetSchema.parse(asset));
  });

  test.each([
    { name: 'an empty asset field', value: { id: null, filename: '', fieldtype: 'asset' } },
    { name: 'a link', value: { id: 'u', linktype: 'story', fieldtype: 'multilink' } },
    { name: 'text', value: 'Hallo' },
    { name: 'nothing', value: null },
  ])('$name reads the same', ({ value }) => {
    expect(assetSchema.parse(storyContentForBrowser(value))).toEqual(assetSchema.parse(value));
  });

  test.each([
    {
      name: 'a story link resolved with resolve_links',
      link: {
        id: '39356a8e',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'baby/de-de/kategorieseiten/kinderwagen',
        story: {
          name: 'Kinderwagen',
          id: 159801998,
          uuid: '39356a8e',
          slug: 'kinderwagen',
          full_slug: 'baby/de-de/kategorieseiten/kinderwagen',
          url: 'baby/de-de/kategorieseiten/kinderwagen',
          _stopResolving: true,
        },
      },
      expected: {
        id: '39356a8e',
        url: '',
        linktype: 'story',
        cached_url: 'baby/de-de/kategorieseiten/kinderwagen',
        story: { full_slug: 'baby/de-de/kategorieseiten/kinderwagen', uuid: '39356a8e' },
      },
    },
    {
      name: 'a URL link in a new tab',
      link: {
        url: 'https://example.org',
        linktype: 'url',
        fieldtype: 'multilink',
        target: '_blank',
      },
      expected: { url: 'https://example.org', linktype: 'url', target: '_blank' },
    },
    {
      name: 'an e-mail link with an anchor-less story',
      link: { email: 'a@b.de', linktype: 'email', fieldtype: 'multilink', story: null },
      expected: { email: 'a@b.de', linktype: 'email' },
    },
  ])('$name keeps what the link rule reads and reads the same', ({ link, expected }) => {
    const slim = storyContentForBrowser(link);
    expect(slim).toEqual(expected);
    expect(linkSchema.parse(slim)).toEqual(linkSchema.parse(link));
  });

  test('a whole page reads the same blocks, in fewer bytes, and the input stays', () => {
    const page = {
      component: 'page',
      _uid: 'p',
      body: [
        { component: 'hero', _uid: 'h', headline: 'Willkommen', image: asset },
        {
          component: 'grid',
          _uid: 'g',
          columns: '2',
          blocks: [
            { component: 'teaser', _uid: 't1', image: asset, story: 'uuid-1' },
            {
              component: 'teaser',
              _uid: 't2',
              story: {
                uuid: 'uuid-2',
                name: 'Sicher schlafen',
                full_slug: 'baby/de-de/ratgeber/sicher-schlafen',
                content: { component: 'page', description: 'Tipps', body: [{ component: 'text' }] },
              },
            },
          ],
        },
      ],
    };
    const before = structuredClone(page);
    const slim = storyContentForBrowser(page);
    expect(parseBlock(slim)).toEqual(parseBlock(page));
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(page).length * 0.7);
    expect(page).toEqual(before);
  });
});
