import type { Meta } from '@storybook/react-vite';
import type { ListingFacets, ListingFilters } from '@vitrine/domain/listing';
import * as React from 'react';
import { fn } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { facetsWith } from '../stories/shopping-fixtures';
import { FacetFilters } from './facet-filters';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** A choice in every kind of facet: brands, colours, a price range, sale and rating. */
export const chosenFilters: ListingFilters = {
  brand: ['Nido'],
  color: ['blue', 'grey'],
  price: { min: 10000, max: 50000 },
  sale: true,
  rating: 4,
};

/** Keeps the chosen filters as a listing page would, so the facets' counts follow each choice. */
export function Stateful({
  initial,
  onFiltersChange,
  children,
}: {
  /** The filters chosen when the story starts. */
  initial: ListingFilters;
  /** Told every change of the filters (the story's action). */
  onFiltersChange: (filters: ListingFilters) => void;
  /** Renders the filters with the facets for the current choice and a way to change it. */
  children: (facets: ListingFacets, change: (filters: ListingFilters) => void) => React.ReactNode;
}) {
  const [filters, setFilters] = React.useState(initial);
  return children(facetsWith(filters), (next) => {
    setFilters(next);
    onFiltersChange(next);
  });
}

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const facetFiltersStoryMeta = {
  args: { facets: facetsWith({}), onFiltersChange: fn(), className: 'w-[340px]' },
  argTypes: { facets: { control: false } },
  render: ({ facets: _facets, onFiltersChange, ...args }) => (
    <Stateful initial={{}} onFiltersChange={onFiltersChange}>
      {(facets, change) => <FacetFilters {...args} facets={facets} onFiltersChange={change} />}
    </Stateful>
  ),
} satisfies Partial<Meta<typeof FacetFilters>>;

/** An option's accessible name: its label and how many products it leaves. */
export const label = (text: string, count: number) =>
  interpolate(de.facets.optionCount, { label: text, count });
