import { describe, expect, test } from 'vitest';
import { blockDataRequests } from './block-data';

const listing = {
  component: 'listing',
  _uid: 'l-1',
  categorySlug: 'Kinderwagen',
  defaultSort: 'price-asc',
  filters: 'brand,color,unbekannt',
};
const slot = {
  component: 'recommendation_slot',
  _uid: 's-1',
  recommendationId: 'home-top',
  size: '8',
  fillWithRandom: false,
  filters: [{ property: 'brand', value: 'Nido' }],
};

describe('blockDataRequests lists what a story needs from the page (issue 5 block data contract)', () => {
  test('a listing asks for its category with its own settings', () => {
    expect(blockDataRequests({ component: 'page', _uid: 'p', body: [listing] })).toEqual([
      {
        kind: 'listing',
        uid: 'l-1',
        categorySlug: 'kinderwagen',
        defaultSort: 'price-asc',
        filters: ['brand', 'color'],
      },
    ]);
  });

  test('a slot asks for its recommendations; without an item of its own it takes the page product', () => {
    const [request] = blockDataRequests(
      {
        component: 'page',
        _uid: 'p',
        body: [{ component: 'section', _uid: 'sec', blocks: [slot] }],
      },
      { itemId: '4200001' },
    );
    expect(request).toEqual({
      kind: 'recommendations',
      uid: 's-1',
      recommendationId: 'home-top',
      fillWithRandom: false,
      size: 8,
      itemId: '4200001',
      filters: [{ property: 'brand', type: 'string', operator: 'eq', value: 'Nido' }],
      trackingId: '',
    });
  });

  test('§9: a slot without a size asks for 12', () => {
    const [request] = blockDataRequests({
      component: 'page',
      _uid: 'p',
      body: [{ ...slot, size: '' }],
    });
    expect(request).toMatchObject({ size: 12, itemId: '' });
  });

  test('blocks embedded in rich text and the contact form are walked too, in document order', () => {
    const content = {
      component: 'page',
      _uid: 'p',
      body: [
        { component: 'contact_form', _uid: 'cf' },
        {
          component: 'richtext',
          _uid: 'r',
          content: { type: 'doc', content: [{ type: 'blok', attrs: { body: [slot] } }] },
        },
      ],
    };
    expect(blockDataRequests(content).map((request) => request.kind)).toEqual([
      'contactForm',
      'recommendations',
    ]);
  });

  test('the newsletter sign-up asks where it posts and what its post came to', () => {
    const content = {
      component: 'page',
      _uid: 'p',
      body: [{ component: 'newsletter_signup', _uid: 'nl', source: 'home' }],
    };
    expect(blockDataRequests(content)).toEqual([{ kind: 'newsletterSignup', uid: 'nl' }]);
  });

  test('blocks without a _uid and content that is no block ask for nothing', () => {
    expect(
      blockDataRequests({ component: 'page', _uid: 'p', body: [{ ...listing, _uid: '' }] }),
    ).toEqual([]);
    expect(blockDataRequests(null)).toEqual([]);
    expect(blockDataRequests({ component: 'nope' })).toEqual([]);
  });
});
