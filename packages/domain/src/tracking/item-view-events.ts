import { articleNumber } from '../catalog/reference-key';
import type { Product, Variant } from '../entities/product';
import type { ProductTile } from '../listing/product-tile';
import { productNumberFromPdp } from '../routing/product-number';
import { amountFromCents } from './amount-from-cents';
import { optionalText, withoutUndefined } from './optional-text';
import { itemFromProduct, withListingTracking } from './tracking-item';
import { trafficMarker } from './traffic-marker';
import type {
  ListingProductTracking,
  SelectItemEvent,
  TrackingContext,
  ViewItemEvent,
  ViewItemListEvent,
} from './types';

export interface ViewItemInput {
  readonly product: Product;
  /** The displayed variant; the product's price range is used without one. */
  readonly variant: Variant | null;
}

/** `view_item` (§4) for a product page, valued at one unit of the displayed variant. */
export function viewItemEvent(input: ViewItemInput, context: TrackingContext): ViewItemEvent {
  const priced = itemFromProduct(input.product, input.variant);
  return {
    event: 'view_item',
    ecommerce: {
      currency: priced.currency,
      value: amountFromCents(priced.valueCents),
      items: [priced.item],
    },
    ...trafficMarker(context),
  };
}

/** A product card in a listing, search result or recommendation slider. */
export interface ListingProduct {
  readonly product: Product;
  /** The variant the card shows, when the caller knows it. */
  readonly variant?: Variant | null;
  readonly tracking?: ListingProductTracking;
}

/**
 * The variant a card shows: the one given, else the product's variant whose reference key
 * the listing tracking names, else none (the card is priced by the product's range).
 */
function shownVariant(listing: ListingProduct): Variant | null {
  if (listing.variant) return listing.variant;
  const key = listing.tracking?.referenceKey;
  return listing.product.variants.find((variant) => variant.referenceKey === key) ?? null;
}

function listingItem(listing: ListingProduct, tracking: ListingProductTracking | undefined) {
  return withListingTracking(
    itemFromProduct(listing.product, shownVariant(listing)).item,
    tracking,
  );
}

function listFields(itemListId: unknown, itemListName: unknown) {
  return withoutUndefined({
    item_list_id: optionalText(itemListId),
    item_list_name: optionalText(itemListName),
  });
}

/** `select_item` (§4) when a product card is clicked; the list comes from the card's tracking. */
export function selectItemEvent(
  listing: ListingProduct,
  context: TrackingContext,
): SelectItemEvent {
  const item = listingItem(listing, listing.tracking);
  return {
    event: 'select_item',
    ecommerce: {
      ...listFields(item.item_list_id, item.item_list_name),
      items: [item],
    },
    ...trafficMarker(context),
  };
}

export interface ViewItemListInput {
  readonly itemListId?: string | null;
  readonly itemListName?: string | null;
  readonly products: readonly ListingProduct[];
}

/**
 * `view_item_list` (§4) for a listing, search result or recommendation slider (§7). Each
 * card keeps its own list tracking; fields it lacks come from the list, and a list without
 * an id or name takes the first card's. Null for an empty list — nothing was seen.
 */
export function viewItemListEvent(
  input: ViewItemListInput,
  context: TrackingContext,
): ViewItemListEvent | null {
  if (input.products.length === 0) return null;
  const items = input.products.map((listing) =>
    listingItem(listing, {
      ...listing.tracking,
      itemListId: optionalText(listing.tracking?.itemListId) ?? input.itemListId,
      itemListName: optionalText(listing.tracking?.itemListName) ?? input.itemListName,
    }),
  );
  return {
    event: 'view_item_list',
    ecommerce: {
      ...listFields(
        optionalText(input.itemListId) ?? items[0]?.item_list_id,
        optionalText(input.itemListName) ?? items[0]?.item_list_name,
      ),
      items,
    },
    ...trafficMarker(context),
  };
}

/** What a product card's click is tracked from: the tile the listing sent, not the product. */
export type SelectedTile = Pick<ProductTile, 'id' | 'href' | 'name' | 'brand' | 'price'>;

/** The product number a tile's link ends in (§2 `/p/{slug}-{number}/`, any locale prefix). */
function tileProductNumber(href: string): string | null {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return productNumberFromPdp(path.replace(/\/+$/, '').split('/').pop());
}

/**
 * `select_item` (§4) for a product card clicked in the browser, where only its tile is: the
 * article number, name, brand and the card's shown price (one unit), with the list's
 * tracking. The tile carries no categories, so unlike a product's item it has none.
 */
export function selectTileEvent(
  tile: SelectedTile,
  tracking: ListingProductTracking | undefined,
  context: TrackingContext,
): SelectItemEvent {
  const item = withListingTracking(
    withoutUndefined({
      // The article number, as a product's item has it; the tile sends it in its link only.
      item_id: optionalText(articleNumber(tileProductNumber(tile.href))) ?? String(tile.id),
      item_name: tile.name.trim(),
      item_brand: optionalText(tile.brand),
      // A card without a usable price shows none; the item still needs one (§4), as 0.
      price: amountFromCents(tile.price?.withTax ?? 0),
      quantity: 1,
    }),
    tracking,
  );
  return {
    event: 'select_item',
    ecommerce: { ...listFields(item.item_list_id, item.item_list_name), items: [item] },
    ...trafficMarker(context),
  };
}
