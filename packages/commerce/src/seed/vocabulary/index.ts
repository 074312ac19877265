// The demo catalog's vocabulary for the content generator and its tests (@vitrine/commerce/demo-catalog):
// the demo content links to the catalog's categories by their stable slugs, so both read one source.
export { babyCatalog } from './baby-catalog';
export type { CatalogSpec, Names } from './types';
export { vitalityCatalog } from './vitality-catalog';
