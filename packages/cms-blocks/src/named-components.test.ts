import { describe, expect, test } from 'vitest';
import { namedComponents } from './block-renderer';

describe('the components a raw story names', () => {
  test.each([
    { content: null, components: [] },
    { content: { component: 'page', body: [] }, components: ['page'] },
    {
      content: {
        component: 'page',
        body: [
          { component: 'section', blocks: [{ component: 'listing' }, { component: 'teaser' }] },
          {
            component: 'richtext',
            content: {
              type: 'doc',
              content: [{ type: 'blok', attrs: { body: [{ component: 'newsletter_signup' }] } }],
            },
          },
        ],
      },
      components: ['page', 'section', 'listing', 'teaser', 'richtext', 'newsletter_signup'],
    },
    // Any object naming a component counts: a view preloaded too many costs one request.
    {
      content: { component: 'teaser', link: { story: { component: 'page' } } },
      components: ['teaser', 'page'],
    },
  ])('$components', ({ content, components }) => {
    expect([...namedComponents(content)].sort()).toEqual([...components].sort());
  });
});
