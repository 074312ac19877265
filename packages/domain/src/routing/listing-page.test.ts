import { describe, expect, test } from 'vitest';
import { isListingPage } from './listing-page';

const cyclicWithout: Record<string, unknown> = { component: 'page' };
cyclicWithout.self = cyclicWithout;
const cyclicWith: Record<string, unknown> = { component: 'page', body: [{ component: 'listing' }] };
cyclicWith.self = cyclicWith;

function nested(depth: number): unknown {
  let node: unknown = { component: 'listing' };
  for (let level = 0; level < depth; level += 1) node = { component: 'section', body: [node] };
  return node;
}

describe('listing pages (spec §2 CMS paths)', () => {
  test.each([
    { label: 'a top-level listing', content: { component: 'listing' }, expected: true },
    {
      label: 'a listing in a nested grid',
      content: {
        component: 'page',
        body: [{ component: 'grid', columns: [{ component: 'listing' }] }],
      },
      expected: true,
    },
    { label: 'a cyclic tree with a listing', content: cyclicWith, expected: true },
    { label: 'a tree 10 000 blocks deep', content: nested(10_000), expected: true },
    { label: 'a listing teaser only', content: { component: 'listing-teaser' }, expected: false },
    { label: 'a differently cased name', content: { component: 'Listing' }, expected: false },
    {
      label: 'listing as a text value',
      content: { component: 'text', title: 'listing' },
      expected: false,
    },
    { label: 'a cyclic tree without a listing', content: cyclicWithout, expected: false },
    { label: 'null', content: null, expected: false },
    { label: 'a string', content: 'listing', expected: false },
    { label: 'an empty array', content: [], expected: false },
  ])('$label is a listing page: $expected', ({ content, expected }) => {
    expect(isListingPage(content)).toBe(expected);
  });

  test('looks for another block name when told', () => {
    expect(isListingPage({ body: [{ component: 'productListing' }] }, 'productListing')).toBe(true);
  });
});
