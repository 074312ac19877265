/**
 * How each brand arranges its shop pages (issue 21: "both brands look like themselves across
 * the pages"). Colours, type and radius come from the brand's CSS variables; what changes the
 * markup itself — how many cards a listing row holds (their images' `sizes` follow) and how the
 * product page sets its gallery beside the buying column — is a prop of the one component, and
 * the storefront passes it from the shop's brand through this table.
 *
 * A third brand adds its row here (and its `[data-brand]` values in the stylesheet).
 */

/** The listing grid's columns at its widest: 4 (a full shelf) or 3 (fewer, larger cards). */
type ProductListingColumns = 3 | 4;

/**
 * The product page's arrangement from the laptop on:
 * - `halves`: gallery and buying column side by side in equal halves, description and facts
 *   below in two columns.
 * - `gallery`: a wider gallery (seven of twelve columns) beside a buying column that stays in
 *   view while the shopper scrolls the pictures, then the description as one reading column
 *   with the facts in a panel beside it.
 */
type ProductDetailArrangement = 'halves' | 'gallery';

interface BrandArrangement {
  readonly listingColumns: ProductListingColumns;
  readonly productDetail: ProductDetailArrangement;
}

type ArrangedBrand = 'baby' | 'vitality';

const brandArrangements: Readonly<Record<ArrangedBrand, BrandArrangement>> = {
  /** Nido (baby goods): a full shelf of four, gallery and buying in halves. */
  baby: { listingColumns: 4, productDetail: 'halves' },
  /** Vitalia (home and well-being): three larger cards a row, its pictures given room. */
  vitality: { listingColumns: 3, productDetail: 'gallery' },
};

/** The arrangement of a shop's brand (`shop.brand`); Nido's for a brand without a row. */
function brandArrangement(brand: string | undefined): BrandArrangement {
  return brand === 'vitality' ? brandArrangements.vitality : brandArrangements.baby;
}

export {
  type ArrangedBrand,
  type BrandArrangement,
  brandArrangement,
  brandArrangements,
  type ProductDetailArrangement,
  type ProductListingColumns,
};
