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
    });
    expect(assetSchema.parse(slim)).toEqual(assetSchema.parse(asset));
  });

  test.each([
    { name: 'an empty asset field', value: { id: null, filename: '', fieldtype: 'asset' } },
    {
      name: 'an image field left empty',
      value: { filename: '', alt: null, title: '', focus: '', fieldtype: 'asset' },
    },
    {
      name: 'an asset whose file is blank',
      value: { filename: '  ', alt: 'x', fieldtype: 'asset' },
    },
    {
      name: 'an asset with every text',
      value: { filename: '/a.png', alt: ' ', title: 'T', focus: '1x2:3x4', fieldtype: 'asset' },
    },
    {
      name: 'an asset with texts that are not text',
      value: { filename: '/a.png', alt: null, title: 7, focus: false, fieldtype: 'asset' },
    },
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
      // The resolved slug is read before `cached_url`, the link's id before the story's uuid.
      expected: {
        id: '39356a8e',
        linktype: 'story',
        story: { full_slug: 'baby/de-de/kategorieseiten/kinderwagen' },
      },
    },
    {
      name: 'a story link without link resolution',
      link: {
        id: '39356a8e',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'baby/de-de/kategorieseiten/kinderwagen',
      },
      expected: {
        id: '39356a8e',
        linktype: 'story',
        cached_url: 'baby/de-de/kategorieseiten/kinderwagen',
      },
    },
    {
      name: 'a link field left empty',
      link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
      expected: { linktype: 'story' },
    },
    {
      name: 'a story link known only by its resolved story',
      link: {
        id: ' ',
        uuid: '',
        linktype: 'story',
        fieldtype: 'multilink',
        story: { full_slug: '', uuid: 'u-2' },
        cached_url: 'baby/de-de/faq',
      },
      expected: { linktype: 'story', cached_url: 'baby/de-de/faq', story: { uuid: 'u-2' } },
    },
    {
      name: 'a story link with a uuid but no id',
      link: {
        uuid: 'u-3',
        linktype: 'story',
        fieldtype: 'multilink',
        story: { full_slug: 'baby/de-de/faq', uuid: 'u-4' },
      },
      expected: { uuid: 'u-3', linktype: 'story', story: { full_slug: 'baby/de-de/faq' } },
    },
    {
      name: 'a URL link known only by its cached URL, with an anchor',
      link: {
        url: '',
        cached_url: 'https://example.org',
        anchor: 'top',
        linktype: 'url',
        fieldtype: 'multilink',
        story: { full_slug: 'ignored' },
      },
      expected: { cached_url: 'https://example.org', anchor: 'top', linktype: 'url' },
    },
    {
      name: 'an e-mail link known only by its URL',
      link: { email: '', url: 'a@b.de', linktype: 'email', fieldtype: 'multilink' },
      expected: { url: 'a@b.de', linktype: 'email' },
    },
    {
      name: 'a link of an unknown type (reads as no link)',
      link: { url: 'x', linktype: 'weird', fieldtype: 'multilink' },
      expected: { url: 'x', linktype: 'weird' },
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

  test('every link, whichever of its fields are set, empty or left out, reads the same', () => {
    const values = [undefined, '', ' ', 'v'] as const;
    const stories = [
      undefined,
      null,
      { full_slug: 'baby/de-de/faq', uuid: 'story-uuid' },
      { full_slug: '', uuid: 'story-uuid' },
      { full_slug: 'baby/de-de/faq' },
    ];
    let checked = 0;
    for (const linktype of ['story', 'url', 'email', 'asset']) {
      for (const story of stories) {
        for (const [id, uuid, url, cachedUrl, email] of combinations(values, 5)) {
          const link = {
            fieldtype: 'multilink',
            linktype,
            ...(id === undefined ? {} : { id: id && `id-${id}` }),
            ...(uuid === undefined ? {} : { uuid: uuid && `uuid-${uuid}` }),
            ...(url === undefined ? {} : { url: url && `https://example.org/${url}` }),
            ...(cachedUrl === undefined
              ? {}
              : { cached_url: cachedUrl && `baby/de-de/${cachedUrl}` }),
            ...(email === undefined ? {} : { email: email && `${email}@example.org` }),
            ...(story === undefined ? {} : { story }),
            anchor: 'top',
            target: '',
          };
          expect(linkSchema.parse(storyContentForBrowser(link)), JSON.stringify(link)).toEqual(
            linkSchema.parse(link),
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBe(4 * 5 * 4 ** 5);
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

/** Every list of `length` items taken from `values`, repeats allowed. */
function* combinations<T>(values: readonly T[], length: number): Generator<readonly T[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const value of values) {
    for (const rest of combinations(values, length - 1)) yield [value, ...rest];
  }
}
