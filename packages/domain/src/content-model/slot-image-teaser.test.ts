import { describe, expect, test } from 'vitest';
import { imageSchema } from './image';
import { listingSchema } from './listing';
import { recommendationSlotSchema } from './recommendation-slot';
import { storyContentForBrowser } from './story-content';
import { teaserSchema } from './teaser';

describe('recommendation slot (spec §3 Recommendation slot, §9 size 12 per slot)', () => {
  test('defaults: size 12, filled with random products, cards with wishlist, add to cart, badges and rating', () => {
    expect(recommendationSlotSchema.parse({ recommendationId: 'bestseller' })).toEqual({
      component: 'recommendation_slot',
      _uid: '',
      headline: '',
      recommendationId: 'bestseller',
      fillWithRandom: true,
      size: 12,
      itemId: '',
      filters: [],
      trackingId: '',
      show: {
        wishlist: true,
        addToCart: true,
        badges: true,
        rating: true,
        variant: false,
        basketBadge: false,
      },
    });
  });

  test.each([
    { size: '24', expected: 24 },
    { size: 0, expected: 12 },
    { size: '101', expected: 12 },
    { size: 'viele', expected: 12 },
  ])('size $size reads as $expected', ({ size, expected }) => {
    expect(recommendationSlotSchema.parse({ size }).size).toBe(expected);
  });

  test('filters need a property; type and operator default to string and eq; values become text', () => {
    const slot = recommendationSlotSchema.parse({
      filters: [
        { property: 'marke', value: 'Nido' },
        { property: 'preis', type: 'number', operator: 'lt', value: 100 },
        { property: 'sale', type: 'boolean', operator: 'eq', value: true },
        { property: '', value: 'x' },
        { value: 'ohne' },
        'marke=Nido',
      ],
      showBasketBadge: 'true',
      showRating: false,
    });
    expect(slot.filters).toEqual([
      { property: 'marke', type: 'string', operator: 'eq', value: 'Nido' },
      { property: 'preis', type: 'number', operator: 'lt', value: '100' },
      { property: 'sale', type: 'boolean', operator: 'eq', value: 'true' },
    ]);
    expect(slot.show).toMatchObject({ basketBadge: true, rating: false });
  });
});

describe('image block (spec §5 image options: blur, quality, brightness 0–100; rotate 0, 90, 180, 270; format webp, png, jpeg)', () => {
  test.each([
    {
      input: { quality: '70', blur: 5, brightness: '100', rotate: '90', format: 'PNG' },
      expected: { quality: 70, blur: 5, brightness: 100, rotate: 90, format: 'png' },
    },
    { input: { quality: '150', blur: -1, rotate: 45, format: 'gif' }, expected: {} },
    { input: { quality: '', brightness: 'hell', rotate: null }, expected: {} },
    { input: {}, expected: {} },
  ])('options $input read as $expected', ({ input, expected }) => {
    expect(imageSchema.parse(input).options).toEqual(expected);
  });

  test('alt text falls back to the asset alt text', () => {
    expect(imageSchema.parse({ asset: { filename: '/a.jpg', alt: 'Wickelkommode' } }).alt).toBe(
      'Wickelkommode',
    );
    expect(imageSchema.parse({ asset: { filename: '/a.jpg', alt: 'A' }, alt: 'B' }).alt).toBe('B');
    expect(imageSchema.parse({}).alt).toBe('');
  });
});

describe('listing block (spec §2 a page with a listing block is a listing page; §9 default sort relevancy)', () => {
  test.each([
    {
      input: { categorySlug: ' Kombikinderwagen ' },
      expected: { categorySlug: 'kombikinderwagen', defaultSort: 'relevance', filters: [] },
    },
    {
      input: { defaultSort: 'PRICE-DESC', filters: ['brand', 'Brand', 'colour', 'sale'] },
      expected: { categorySlug: '', defaultSort: 'price-desc', filters: ['brand', 'sale'] },
    },
    {
      input: { defaultSort: 'cheapest', filters: 7 },
      expected: { defaultSort: 'relevance', filters: [] },
    },
  ])('reads $input', ({ input, expected }) => {
    expect(listingSchema.parse(input)).toMatchObject(expected);
  });
});

describe('teaser block (spec §3 Content story: rels — a related story resolved with resolve_relations)', () => {
  test.each([
    { story: 'uuid-1', expected: { uuid: 'uuid-1', name: '', fullSlug: null, description: '' } },
    { story: '  ', expected: null },
    {
      story: {
        uuid: 'uuid-2',
        name: 'Sicher schlafen',
        full_slug: 'baby/de-de/ratgeber/sicher-schlafen',
        content: { description: 'Tipps' },
      },
      expected: {
        uuid: 'uuid-2',
        name: 'Sicher schlafen',
        fullSlug: 'baby/de-de/ratgeber/sicher-schlafen',
        description: 'Tipps',
      },
    },
    {
      story: { uuid: 'uuid-3', content: 'kaputt' },
      expected: { uuid: 'uuid-3', name: '', fullSlug: null, description: '' },
    },
    { story: { name: 'ohne uuid' }, expected: null },
    { story: 12, expected: null },
  ])('reads the related story $story', ({ story, expected }) => {
    expect(teaserSchema.parse({ story }).story).toEqual(expected);
    // What a page sends the browser reads the same (issue 13: slim page data).
    const summary = storyContentForBrowser({ component: 'teaser', story });
    expect(teaserSchema.parse(summary).story).toEqual(expected);
  });

  test('a page keeps of each related story only what its teaser reads (issue 13)', () => {
    const related = {
      uuid: 'uuid-2',
      name: 'Sicher schlafen',
      full_slug: 'baby/de-de/ratgeber/sicher-schlafen',
      created_at: '2026-01-01T00:00:00Z',
      content: { component: 'page', description: 'Tipps', body: [{ component: 'text' }] },
    };
    const page = {
      component: 'page',
      body: [
        {
          component: 'section',
          blocks: [{ component: 'grid', blocks: [{ component: 'teaser', story: related }] }],
        },
        { component: 'teaser', story: 'uuid-9' },
        { component: 'other', story: related },
      ],
    };
    const before = structuredClone(page);
    expect(storyContentForBrowser(page)).toEqual({
      component: 'page',
      body: [
        {
          component: 'section',
          blocks: [
            {
              component: 'grid',
              blocks: [
                {
                  component: 'teaser',
                  story: {
                    uuid: 'uuid-2',
                    name: 'Sicher schlafen',
                    full_slug: 'baby/de-de/ratgeber/sicher-schlafen',
                    content: { description: 'Tipps' },
                  },
                },
              ],
            },
          ],
        },
        { component: 'teaser', story: 'uuid-9' },
        { component: 'other', story: related },
      ],
    });
    expect(page).toEqual(before);
  });
});
