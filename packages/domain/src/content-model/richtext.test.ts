import { describe, expect, test } from 'vitest';
import { isEmptyRichtext, parseRichtext, richtextNodeTypes } from './richtext';

const text = (value: string) => ({ type: 'text', text: value });

describe('rich text (spec §3 Content story: doc, heading, paragraph, blockquote, lists, code block, image, emoji, table parts, embedded components)', () => {
  test.each(richtextNodeTypes.map((type) => ({ type })))('keeps a $type node', ({ type }) => {
    const doc = parseRichtext({ type: 'doc', content: [{ type, attrs: { level: 2 } }] });
    expect(doc.content).toEqual([{ type, attrs: { level: 2 }, content: [] }]);
  });

  test('reads text with its marks and drops unknown marks', () => {
    const doc = parseRichtext({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Versand',
              marks: [
                { type: 'bold' },
                { type: 'link', attrs: { href: '/versandkosten/', linktype: 'url', extra: {} } },
                { type: 'blink' },
                'bold',
              ],
            },
          ],
        },
      ],
    });
    expect(doc.content[0]).toEqual({
      type: 'paragraph',
      attrs: {},
      content: [
        {
          type: 'text',
          text: 'Versand',
          marks: [
            { type: 'bold', attrs: {} },
            { type: 'link', attrs: { href: '/versandkosten/', linktype: 'url' } },
          ],
        },
      ],
    });
  });

  test('reads embedded components (blok) as blocks of the content model', () => {
    const doc = parseRichtext({
      type: 'doc',
      content: [
        {
          type: 'blok',
          attrs: { id: 'x', body: [{ component: 'headline', _uid: 'h', text: 'Tipp', level: 3 }] },
        },
        { type: 'blok' },
      ],
    });
    expect(doc.content).toEqual([
      { type: 'blok', blocks: [{ component: 'headline', _uid: 'h', text: 'Tipp', level: 3 }] },
      { type: 'blok', blocks: [] },
    ]);
  });

  test.each([
    { name: 'a node of an unknown type', node: { type: 'marquee', content: [text('x')] } },
    { name: 'a text node without text', node: { type: 'text', text: '' } },
    { name: 'a text node with a number', node: { type: 'text', text: 5 } },
    { name: 'a node without a type', node: { content: [] } },
    { name: 'a string', node: 'Hallo' },
  ])('drops $name', ({ node }) => {
    expect(parseRichtext({ type: 'doc', content: [node] }).content).toEqual([]);
  });

  test('cuts off nesting deeper than any editor builds', () => {
    let node: Record<string, unknown> = text('tief');
    for (let level = 0; level < 40; level += 1) node = { type: 'blockquote', content: [node] };
    let depth = 0;
    let current = parseRichtext({ type: 'doc', content: [node] }).content[0];
    while (current && 'content' in current && current.content.length > 0) {
      depth += 1;
      current = current.content[0];
    }
    expect(depth).toBeLessThanOrEqual(33);
  });

  test('reads plain text as paragraphs, one per blank-line block', () => {
    expect(parseRichtext('Erster Absatz.\n\n  Zweiter Absatz.  \n\n').content).toEqual([
      {
        type: 'paragraph',
        attrs: {},
        content: [{ type: 'text', text: 'Erster Absatz.', marks: [] }],
      },
      {
        type: 'paragraph',
        attrs: {},
        content: [{ type: 'text', text: 'Zweiter Absatz.', marks: [] }],
      },
    ]);
  });

  test.each([
    { input: null },
    { input: 12 },
    { input: { type: 'paragraph', content: [] } },
    { input: { type: 'doc', content: 'nope' } },
  ])('reads $input as an empty document', ({ input }) => {
    const doc = parseRichtext(input);
    expect(doc).toEqual({ type: 'doc', content: [] });
    expect(isEmptyRichtext(doc)).toBe(true);
  });
});
