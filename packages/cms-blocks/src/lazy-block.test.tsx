import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { namedComponents } from './block-renderer';
import { lazyBlockView } from './lazy-block';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hallo {name}</p>;
}

describe('a block view in its own chunk (issue 14: a page loads only what it renders)', () => {
  test('renders nothing in place of the block until its code is loaded, then the whole block', async () => {
    let loads = 0;
    const view = lazyBlockView(async () => {
      loads += 1;
      return Greeting;
    });
    const View = view;
    expect(renderToString(<View name="Ada" />)).not.toContain('Hallo');
    await view.preload();
    await view.preload();
    expect(renderToString(<View name="Ada" />)).toContain('Hallo <!-- -->Ada');
    expect(loads).toBe(1);
  });
});

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
