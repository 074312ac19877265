import { describe, expect, test } from 'vitest';
import { storyBlock } from './story-block';
import { typographicContent } from './typographic-block';

const nnbsp = '\u202f';
const nbsp = '\u00a0';

/** A paragraph of rich text around the given text nodes. */
function paragraph(...content: readonly unknown[]) {
  return { type: 'doc', content: [{ type: 'paragraph', content }] };
}

describe('typographicContent: French typography of CMS texts (issue 21, typography per language)', () => {
  test.each([
    [
      'a headline',
      { component: 'headline', text: 'Quel landau choisir ?' },
      { text: `Quel landau choisir${nnbsp}?` },
    ],
    [
      'a text with a colon and guillemets',
      { component: 'text', text: '« Nido » : livraison' },
      { text: `«${nbsp}Nido${nbsp}»${nbsp}: livraison` },
    ],
    [
      'a number and its unit',
      { component: 'text', text: 'Biberon 250 ml !' },
      { text: `Biberon 250${nbsp}ml${nnbsp}!` },
    ],
    [
      'a text already set stays as it is',
      { component: 'text', text: `Déjà${nnbsp}? Oui${nbsp}: 250${nbsp}ml` },
      { text: `Déjà${nnbsp}? Oui${nbsp}: 250${nbsp}ml` },
    ],
    [
      'an address, a time and a double colon in a text',
      { component: 'text', text: 'Voir http://nido.fr/?q=a de 10:30 à 18:00, a::b' },
      { text: 'Voir http://nido.fr/?q=a de 10:30 à 18:00, a::b' },
    ],
    [
      'a banner: its text set, its link and campaign id not',
      {
        component: 'banner',
        text: 'Soldes : -20 %',
        link: { linktype: 'url', url: 'https://nido.fr/soldes/?x=1 ?', anchor: 'a :b' },
        campaignId: 'sale :1',
      },
      {
        text: `Soldes${nbsp}: -20${nbsp}%`,
        link: { linktype: 'url', url: 'https://nido.fr/soldes/?x=1 ?', anchor: 'a :b' },
        campaignId: 'sale :1',
      },
    ],
    [
      'a teaser: its resolved story’s name and description, not its slug or image file',
      {
        component: 'teaser',
        headline: 'Guide !',
        image: { filename: 'https://a.storyblok.com/f/1/a !.png', alt: 'Un landau ?' },
        story: { uuid: 'u', name: 'Bien choisir ?', fullSlug: 'fr/guide ?', description: 'Oui !' },
      },
      {
        headline: `Guide${nnbsp}!`,
        image: { filename: 'https://a.storyblok.com/f/1/a !.png', alt: `Un landau${nnbsp}?` },
        story: {
          uuid: 'u',
          name: `Bien choisir${nnbsp}?`,
          fullSlug: 'fr/guide ?',
          description: `Oui${nnbsp}!`,
        },
      },
    ],
    [
      'an unknown component keeps its name',
      { component: 'unknown', _uid: 'x', name: 'teaser ?' },
      { component: 'unknown', _uid: 'x', name: 'teaser ?' },
    ],
    [
      'rich text: its text nodes set, code and emoji names not',
      {
        component: 'richtext',
        content: paragraph(
          { type: 'text', text: 'Pourquoi ?', marks: [] },
          { type: 'text', text: 'npm run a ; b', marks: [{ type: 'code', attrs: {} }] },
          { type: 'emoji', attrs: { name: 'smile !', emoji: '😄' }, content: [] },
          { type: 'code_block', attrs: {}, content: [{ type: 'text', text: 'a ? b', marks: [] }] },
        ),
      },
      {
        content: paragraph(
          { type: 'text', text: `Pourquoi${nnbsp}?`, marks: [] },
          { type: 'text', text: 'npm run a ; b', marks: [{ type: 'code', attrs: {} }] },
          { type: 'emoji', attrs: { name: 'smile !', emoji: '😄' }, content: [] },
          { type: 'code_block', attrs: {}, content: [{ type: 'text', text: 'a ? b', marks: [] }] },
        ),
      },
    ],
  ])('%s', (_name, content, expected) => {
    expect(typographicContent(content, 'fr')).toMatchObject(expected);
    expect(typographicContent(typographicContent(content, 'fr'), 'fr')).toEqual(
      typographicContent(content, 'fr'),
    );
  });

  test.each(['de', 'nl'] as const)('%s content is returned as it is', (language) => {
    const content = { component: 'text', _uid: 't', text: 'Warum ? 250 ml' };
    expect(typographicContent(content, language)).toBe(content);
  });

  test('a parsed FAQ story: titles and answers set, ids and the input unchanged', () => {
    const block = storyBlock({
      component: 'page',
      _uid: 'page-1',
      body: [
        {
          component: 'accordion',
          _uid: 'faq',
          title: 'Questions fréquentes',
          items: [
            {
              component: 'accordion_item',
              _uid: 'q1',
              title: 'Comment choisir ?',
              content: paragraph({ type: 'text', text: 'Réponse : facile !' }),
            },
          ],
        },
      ],
    });
    const set = typographicContent(block, 'fr');
    expect(set).toMatchObject({
      component: 'page',
      _uid: 'page-1',
      body: [
        {
          component: 'accordion',
          _uid: 'faq',
          items: [
            {
              _uid: 'q1',
              title: `Comment choisir${nnbsp}?`,
              content: paragraph({ type: 'text', text: `Réponse${nbsp}: facile${nnbsp}!` }),
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(block)).toContain('Comment choisir ?');
  });
});
