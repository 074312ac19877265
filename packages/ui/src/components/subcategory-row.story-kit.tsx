import type { Meta } from '@storybook/react-vite';
import type { SubcategoryRow } from './subcategory-row';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** Category names are catalogue data. */
export const strollers = [
  { name: 'Kombikinderwagen', href: '#kombikinderwagen' },
  { name: 'Buggys', href: '#buggys' },
  { name: 'Zwillingskinderwagen', href: '#zwillingskinderwagen' },
  { name: 'Geschwisterwagen', href: '#geschwisterwagen' },
  { name: 'Jogger & Sportwagen', href: '#jogger' },
  { name: 'Kinderwagen-Zubehör', href: '#zubehoer' },
];

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const subcategoryRowStoryMeta = {
  args: { subcategories: strollers.slice(0, 2) },
} satisfies Partial<Meta<typeof SubcategoryRow>>;
