import { describe, expect, test } from 'vitest';
import { blockNames, isBlockName, storyContentTypes } from './block-names';
import { parseBlock, parseBlockList } from './blocks';

const storyLink = { id: 'u-1', linktype: 'story', cached_url: 'baby/de-de/ratgeber' };

/** One good input per component and what must come out of it. */
const goodInputs: Record<
  string,
  { input: Record<string, unknown>; expected: Record<string, unknown> }
> = {
  page: {
    input: {
      _uid: 'p',
      title: 'Startseite',
      robots: 'noindex,follow',
      body: [{ component: 'text', text: 'Hallo' }],
    },
    expected: {
      title: 'Startseite',
      robots: 'noindex,follow',
      body: [{ component: 'text', _uid: '', text: 'Hallo' }],
    },
  },
  section: {
    input: { title: 'Neu', background: 'accent' },
    expected: { title: 'Neu', background: 'accent', blocks: [] },
  },
  grid: { input: { columns: '3' }, expected: { columns: 3, blocks: [] } },
  hero: {
    input: {
      headline: 'Willkommen',
      image: { filename: '/hero.jpg' },
      ctas: [{ component: 'button', label: 'Los', link: storyLink }],
    },
    expected: {
      headline: 'Willkommen',
      image: { filename: '/hero.jpg', alt: '', title: '', focus: '' },
    },
  },
  teaser: {
    input: { headline: 'Schlaf', story: 'uuid-9' },
    expected: {
      headline: 'Schlaf',
      story: { uuid: 'uuid-9', name: '', fullSlug: null, description: '' },
    },
  },
  image: {
    input: { asset: { filename: '/a.webp', alt: 'Alt' }, quality: '70' },
    expected: { alt: 'Alt', options: { quality: 70 } },
  },
  richtext: {
    input: { content: { type: 'doc', content: [] } },
    expected: { content: { type: 'doc', content: [] } },
  },
  link: { input: { label: 'Ratgeber', link: storyLink }, expected: { label: 'Ratgeber' } },
  button: {
    input: { label: 'Jetzt kaufen', variant: 'outline' },
    expected: { variant: 'outline', link: null },
  },
  headline: { input: { text: 'FAQ', level: 1 }, expected: { text: 'FAQ', level: 1 } },
  text: { input: { text: 'Zeile 1\nZeile 2' }, expected: { text: 'Zeile 1\nZeile 2' } },
  accordion: {
    input: {
      title: 'Fragen',
      items: [
        { component: 'accordion_item', title: 'Wie?' },
        { component: 'text', text: 'x' },
      ],
    },
    expected: {
      title: 'Fragen',
      items: [
        {
          component: 'accordion_item',
          _uid: '',
          title: 'Wie?',
          content: { type: 'doc', content: [] },
        },
      ],
    },
  },
  accordion_item: { input: { title: 'Wann?', content: 'So.' }, expected: { title: 'Wann?' } },
  banner: {
    input: { text: 'Gratisversand', background: 'sale', campaignId: 'sommer' },
    expected: { background: 'sale', campaignId: 'sommer' },
  },
  campaign_banner: {
    input: { campaignId: 'sommer', label: 'Bedingungen' },
    expected: { campaignId: 'sommer', label: 'Bedingungen' },
  },
  recommendation_slot: {
    input: { recommendationId: 'top', size: '8' },
    expected: { recommendationId: 'top', size: 8 },
  },
  listing: {
    input: { categorySlug: 'Buggys', defaultSort: 'price-asc', filters: 'brand, price' },
    expected: { categorySlug: 'buggys', defaultSort: 'price-asc', filters: ['brand', 'price'] },
  },
  newsletter_signup: {
    input: { headline: 'Newsletter', source: 'home' },
    expected: { source: 'home' },
  },
  contact_form: {
    input: { headline: 'Schreiben Sie uns' },
    expected: { headline: 'Schreiben Sie uns' },
  },
  documentation_layout: {
    input: {
      title: 'Anleitungen',
      navigation: [{ component: 'documentation_navigation', title: 'Themen' }],
      body: [],
    },
    expected: {
      title: 'Anleitungen',
      navigation: [{ component: 'documentation_navigation', _uid: '', title: 'Themen', links: [] }],
    },
  },
  documentation_navigation: {
    input: { title: 'Themen', links: [{ component: 'link', label: 'A' }] },
    expected: { title: 'Themen' },
  },
  content_block: {
    input: { purpose: 'noResults', title: 'Nichts gefunden' },
    expected: { purpose: 'noResults', body: [] },
  },
  layout: {
    input: { headerNotice: 'Gratisversand ab 50 €' },
    expected: { headerNotice: 'Gratisversand ab 50 €', consent: null, metaDefaults: null },
  },
  navigation_link: {
    input: { label: 'Kinderwagen', link: storyLink },
    expected: { label: 'Kinderwagen', children: [] },
  },
  campaign: {
    input: { _uid: 'c1', dateFrom: '2025-06-01', triggers: [{ type: 'sale', value: true }] },
    expected: { id: 'c1', dateFrom: '2025-06-01', dateTo: null },
  },
  footer_column: {
    input: { title: 'Service', links: [{ component: 'link', label: 'Versand' }] },
    expected: { title: 'Service' },
  },
  contact_subject: {
    input: { key: 'order', label: 'Bestellung', requiresOrderNumber: 'true' },
    expected: { key: 'order', requiresOrderNumber: true },
  },
  consent: {
    input: {
      title: 'Cookies',
      version: 3,
      categories: [{ group: 'essential', required: true, services: [{ name: 'storage' }] }],
    },
    expected: { title: 'Cookies' },
  },
  meta_defaults: {
    input: { siteName: 'Nido', description: 'Babyausstattung' },
    expected: { siteName: 'Nido', ogImage: null },
  },
  country_entry: {
    input: {
      localeKey: 'DE-CH',
      iconKey: 'flag-ch',
      labelKey: 'country.ch',
      shopLink: 'https://ch.nido.example/',
    },
    expected: { localeKey: 'de-ch', shopLink: 'https://ch.nido.example' },
  },
  shipping_costs: { input: { frachtkosten: '19,99' }, expected: { frachtkosten: 1999 } },
  config_item: {
    input: { key: 'productAttributes', values: 'farbe, masse' },
    expected: { key: 'productAttributes', values: ['farbe', 'masse'] },
  },
};

describe('the content model parses every block of its closed list (spec §3 Content story)', () => {
  test('every block name has a good-input case here', () => {
    expect(Object.keys(goodInputs).sort()).toEqual([...blockNames].sort());
  });

  test.each(blockNames.map((name) => ({ name })))('parses a good $name block', ({ name }) => {
    const good = goodInputs[name];
    const result = parseBlock({ component: name, ...good?.input });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.block.component).toBe(name);
      expect(result.block).toMatchObject(good?.expected ?? {});
    }
  });

  test.each(blockNames.map((name) => ({ name })))(
    'parses a $name block with no fields at all into defaults, never a throw',
    ({ name }) => {
      const result = parseBlock({ component: name });
      expect(result).toMatchObject({ success: true, block: { component: name, _uid: '' } });
    },
  );

  test.each(blockNames.map((name) => ({ name })))(
    'parses a $name block whose fields all have the wrong type into defaults',
    ({ name }) => {
      const wrong = Object.fromEntries(
        Object.keys(goodInputs[name]?.input ?? {}).map((field) => [field, { wrong: [1, 2] }]),
      );
      const result = parseBlock({ component: name, _uid: 42, ...wrong });
      expect(result).toMatchObject({ success: true, block: { component: name, _uid: '' } });
    },
  );

  test.each([
    { name: 'null', input: null },
    { name: 'a string', input: 'hero' },
    { name: 'a list', input: [{ component: 'hero' }] },
    { name: 'an object without component', input: { headline: 'x' } },
    { name: 'a blank component', input: { component: '  ' } },
    { name: 'a numeric component', input: { component: 3 } },
  ])('$name is no block (typed issue notABlock)', ({ input }) => {
    expect(parseBlock(input)).toEqual({ success: false, issue: { code: 'notABlock' } });
  });

  test.each([
    { source: 's'.repeat(60), sent: 's'.repeat(60) },
    { source: 's'.repeat(61), sent: 's'.repeat(60) },
    { source: '', sent: 'cms' },
  ])(
    'a newsletter block’s source of $source.length characters is sent as $sent.length (the sign-up takes 60, issue 18)',
    ({ source, sent }) => {
      expect(parseBlock({ component: 'newsletter_signup', _uid: 'n', source })).toMatchObject({
        success: true,
        block: { source: sent },
      });
    },
  );

  test('an unknown component is a typed issue with its name and uid', () => {
    expect(parseBlock({ component: 'carousel', _uid: 'k' })).toEqual({
      success: false,
      issue: { code: 'unknownComponent', component: 'carousel', _uid: 'k' },
    });
    expect(parseBlock({ component: 'Hero' })).toMatchObject({ issue: { _uid: '' } });
  });

  test('a block list keeps unknown components for the preview notice and drops non-blocks', () => {
    expect(
      parseBlockList([
        { component: 'text', text: 'a' },
        { component: 'carousel', _uid: 'k' },
        7,
        null,
      ]),
    ).toEqual([
      { component: 'text', _uid: '', text: 'a' },
      { component: 'unknown', _uid: 'k', name: 'carousel' },
    ]);
    expect(parseBlockList({ component: 'text' })).toEqual([]);
  });

  test('nested containers parse their children recursively', () => {
    const result = parseBlock({
      component: 'page',
      body: [
        {
          component: 'section',
          blocks: [
            {
              component: 'grid',
              columns: 9,
              blocks: [{ component: 'listing', categorySlug: 'buggys' }],
            },
          ],
        },
      ],
    });
    expect(result).toMatchObject({
      success: true,
      block: {
        body: [
          {
            component: 'section',
            blocks: [
              {
                component: 'grid',
                columns: 2,
                blocks: [
                  { component: 'listing', categorySlug: 'buggys', defaultSort: 'relevance' },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  test('isBlockName accepts exactly the closed list, and story roots are blocks', () => {
    expect(blockNames.every(isBlockName)).toBe(true);
    expect(isBlockName('carousel')).toBe(false);
    expect(isBlockName(undefined)).toBe(false);
    expect(storyContentTypes.every(isBlockName)).toBe(true);
  });
});
