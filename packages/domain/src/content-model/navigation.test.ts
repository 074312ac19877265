import { describe, expect, test } from 'vitest';
import { type CategoryNode, packCategories, unpackCategories } from './navigation';

const leaf = (navText: string, navLink: string) => ({ navText, navLink, children: [] });

const tree: CategoryNode[] = [
  {
    name: 'Kinderwagen',
    link: '/kinderwagen/',
    subCategories: [
      {
        navText: 'Kinderwagen & Buggys',
        navLink: '/kinderwagen-und-buggys/',
        children: [leaf('Kombikinderwagen', '/kombikinderwagen/'), leaf('Buggys', '/buggys/')],
      },
      leaf('Zubehör', '/kinderwagen-zubehoer/'),
    ],
  },
  { name: 'Geschenke', link: '/geschenke/', subCategories: [] },
];

describe('the category navigation as a page sends it (spec §3 category node, issue 13)', () => {
  test.each([
    { name: 'no categories', categories: [], packed: [] },
    {
      name: 'a root without sub-categories',
      categories: [{ name: 'Geschenke', link: '/geschenke/', subCategories: [] }],
      packed: [['Geschenke', '/geschenke/']],
    },
    {
      name: 'three levels, a leaf without children at each',
      categories: tree,
      packed: [
        [
          'Kinderwagen',
          '/kinderwagen/',
          [
            [
              'Kinderwagen & Buggys',
              '/kinderwagen-und-buggys/',
              [
                ['Kombikinderwagen', '/kombikinderwagen/'],
                ['Buggys', '/buggys/'],
              ],
            ],
            ['Zubehör', '/kinderwagen-zubehoer/'],
          ],
        ],
        ['Geschenke', '/geschenke/'],
      ],
    },
  ])(
    '$name: each node its text, link and children, and it reads back the same',
    ({ categories, packed }) => {
      expect(packCategories(categories)).toEqual(packed);
      expect(unpackCategories(packCategories(categories))).toEqual(categories);
    },
  );

  test('it survives JSON, as loader data, and is a fraction of the tree', () => {
    const sent = JSON.parse(JSON.stringify(packCategories(tree)));
    expect(unpackCategories(sent)).toEqual(tree);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(tree).length * 0.6);
  });
});
