// The demo catalog's vocabulary for the content generator and its tests (@vitrine/commerce/demo-catalog):
// the demo content links to the catalog's categories by their stable slugs, so both read one source.

// Tests name a demo variant's GTIN (the code a search for a package opens) by its id.
export { demoGtin } from '../demo-gtin';
export { babyCatalog } from './baby-catalog';
export type { CatalogSpec, LeafSpec, Names } from './types';
export { vitalityCatalog } from './vitality-catalog';
