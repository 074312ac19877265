import { describe, expect, test } from 'vitest';
import { storyBlock } from './story-block';

describe('storyBlock: a story read on the server as its block views render it (issue 14)', () => {
  test.each([
    {
      name: 'a known component with its fields read and defaulted',
      content: { component: 'headline', text: 'Willkommen', level: '7' },
      block: { component: 'headline', _uid: '', level: 2, text: 'Willkommen' },
    },
    {
      name: 'an unknown root component as the preview notice’s block, its _uid kept',
      content: { component: 'carousel_3d', _uid: 'u1' },
      block: { component: 'unknown', _uid: 'u1', name: 'carousel_3d' },
    },
    { name: 'content without a component as nothing', content: { text: 'x' }, block: null },
    { name: 'no object at all as nothing', content: 'page', block: null },
    { name: 'null as nothing', content: null, block: null },
  ])('$name', ({ content, block }) => {
    expect(storyBlock(content)).toEqual(block);
  });
});
