import { describe, expect, test } from 'vitest';
import { linkTarget } from '../campaign/link-target';
import { assetSchema } from './asset';
import { parseBlock } from './blocks';
import { linkSchema } from './link';
import { publishedStoryContent, storyContentForBrowser } from './story-content';
import { storyPagePath } from './story-path';

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

const linkOptions = { normaliseStorySlug: storyPagePath };

const storyLink = (fullSlug: string, extra: Record<string, unknown> = {}) => ({
  id: '39356a8e-9ead-40be-af63-db6bf54ff64b',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: fullSlug,
  story: { name: 'Kinderwagen', uuid: '39356a8e-9ead-40be-af63-db6bf54ff64b', full_slug: fullSlug },
  ...extra,
});

describe('a published page sends what its blocks render (issue 13: slim page data, §3 Link)', () => {
  test.each([
    {
      name: 'a story link: the shop path it leads to',
      link: storyLink('baby/de-de/kategorieseiten/kinderwagen'),
      expected: { linktype: 'url', url: '/kinderwagen/' },
    },
    {
      name: 'the home story with an anchor',
      link: storyLink('baby/de-de/home', { anchor: 'neu' }),
      expected: { linktype: 'url', url: '/#neu' },
    },
    {
      name: 'a URL in a new tab',
      link: {
        url: 'https://example.org',
        linktype: 'url',
        fieldtype: 'multilink',
        target: '_blank',
      },
      expected: { linktype: 'url', url: 'https://example.org', target: '_blank' },
    },
    {
      name: 'an e-mail address',
      link: { email: 'hallo@nido.de', linktype: 'email', fieldtype: 'multilink' },
      expected: { linktype: 'url', url: 'mailto:hallo@nido.de' },
    },
    {
      // Still a set link field: a teaser with it does not take its story's link.
      name: 'a link field left empty: its type only',
      link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
      expected: { linktype: 'story' },
    },
    {
      name: 'a link to an unsafe address: leads nowhere, as before',
      link: { url: 'javascript:alert(1)', linktype: 'url', fieldtype: 'multilink' },
      expected: { linktype: 'url', url: 'javascript:alert(1)' },
    },
  ])('$name', ({ link, expected }) => {
    const slim = publishedStoryContent(link, linkOptions);
    expect(slim).toEqual(expected);
    expect(linkTarget(linkSchema.parse(slim), linkOptions)).toEqual(
      linkTarget(linkSchema.parse(link), linkOptions),
    );
  });

  test('every link, whichever of its fields are set, leads where it led', () => {
    const values = [undefined, '', ' ', 'v'] as const;
    const stories = [
      undefined,
      null,
      { full_slug: 'baby/de-de/faq', uuid: 's' },
      { full_slug: '' },
    ];
    let checked = 0;
    for (const linktype of ['story', 'url', 'email', 'asset']) {
      for (const story of stories) {
        for (const [url, cachedUrl, email, anchor, target] of combinations(values, 5)) {
          const link = {
            fieldtype: 'multilink',
            linktype,
            id: 'u',
            ...(url === undefined ? {} : { url: url && `https://example.org/${url}` }),
            ...(cachedUrl === undefined
              ? {}
              : { cached_url: cachedUrl && `baby/de-de/${cachedUrl}` }),
            ...(email === undefined ? {} : { email: email && `${email}@example.org` }),
            ...(anchor === undefined ? {} : { anchor }),
            ...(target === undefined ? {} : { target: target && '_blank' }),
            ...(story === undefined ? {} : { story }),
          };
          const before = linkSchema.parse(link);
          const after = linkSchema.parse(publishedStoryContent(link, linkOptions));
          expect(after === null, JSON.stringify(link)).toBe(before === null);
          expect(linkTarget(after, linkOptions), JSON.stringify(link)).toEqual(
            linkTarget(before, linkOptions),
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBe(4 * 4 * 4 ** 5);
  });

  test('editor ids only where a block reads its own; blank and server-only fields left out', () => {
    const page = {
      component: 'page',
      _uid: 'p',
      _editable: '<!--#storyblok#{}-->',
      title: 'Startseite',
      description: 'Alles für Babys',
      robots: '',
      body: [
        { component: 'hero', _uid: 'h', headline: 'Willkommen', text: '', subline: ' ' },
        { component: 'accordion', _uid: 'a', title: 'FAQ', items: [] },
        {
          component: 'recommendation_slot',
          _uid: 'r',
          recommendationId: 'bestseller',
          fillWithRandom: true,
          filters: [],
          trackingId: 'home',
        },
        { component: 'newsletter_signup', _uid: 'n', headline: null },
      ],
    };
    expect(publishedStoryContent(page, linkOptions)).toEqual({
      component: 'page',
      body: [
        // A blank text is left out; a blank that is not empty stays (`' '` is not `''`).
        { component: 'hero', headline: 'Willkommen', subline: ' ' },
        // Its items' group is named by it.
        { component: 'accordion', _uid: 'a', title: 'FAQ', items: [] },
        // Its data is keyed by it; what it asks the provider for stays on the server.
        {
          component: 'recommendation_slot',
          _uid: 'r',
          recommendationId: 'bestseller',
          trackingId: 'home',
        },
        // Its form posts it.
        { component: 'newsletter_signup', _uid: 'n' },
      ],
    });
  });

  test.each([
    {
      name: 'overridden in every field: not sent',
      teaser: { headline: 'Eigene', text: 'Eigener Text', link: storyLink('baby/de-de/ratgeber') },
      expected: undefined,
    },
    {
      name: 'without a headline: the story names it',
      teaser: { text: 'Eigener Text', link: storyLink('baby/de-de/ratgeber') },
      expected: { uuid: 'uuid-2', name: 'Sicher schlafen', content: {} },
    },
    {
      name: 'without its own fields: all the teaser reads of it',
      teaser: { headline: '', text: '' },
      expected: {
        uuid: 'uuid-2',
        name: 'Sicher schlafen',
        full_slug: 'baby/de-de/ratgeber/sicher-schlafen',
        content: { description: 'Tipps' },
      },
    },
  ])("a teaser's resolved story, $name", ({ teaser, expected }) => {
    const story = {
      uuid: 'uuid-2',
      name: 'Sicher schlafen',
      full_slug: 'baby/de-de/ratgeber/sicher-schlafen',
      content: { component: 'page', description: 'Tipps', body: [{ component: 'text' }] },
    };
    const raw = { component: 'teaser', _uid: 't', ...teaser, story };
    const slim = publishedStoryContent(raw, linkOptions) as { story?: unknown };
    expect(slim.story).toEqual(expected);
    const view = (content: unknown) => {
      const parsed = parseBlock(content);
      if (!parsed.success || parsed.block.component !== 'teaser') throw new Error('no teaser');
      const { headline, text, link, story: related } = parsed.block;
      const address =
        linkTarget(link, linkOptions) ??
        linkTarget(
          related?.fullSlug ? { linktype: 'story', story: { full_slug: related.fullSlug } } : null,
          linkOptions,
        );
      return { headline: headline || related?.name, text: text || related?.description, address };
    };
    // What the teaser shows (its own field, else the story's) is the same.
    expect(view(slim)).toEqual(view(raw));
  });

  test('the input is not changed', () => {
    const page = {
      component: 'page',
      _uid: 'p',
      body: [{ component: 'hero', _uid: 'h', text: '' }],
    };
    const before = structuredClone(page);
    publishedStoryContent(page, linkOptions);
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
