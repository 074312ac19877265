import type { Product, Variant } from '../entities/product';
import { itemFromProduct } from './tracking-item';
import { trafficMarker } from './traffic-marker';
import type { PictureSwipeEvent, TrackingContext } from './types';

export interface PictureSwipeInput {
  readonly product: Product;
  readonly variant?: Variant | null;
  /** Zero-based index of the picture swiped to, as the swiper reports it. */
  readonly imageIndex: number;
}

/**
 * Picture swipe (§4): which product's gallery was swiped and to which picture. An index
 * that is not a whole number of at least 0 is reported as 0.
 */
export function pictureSwipeEvent(
  input: PictureSwipeInput,
  context: TrackingContext,
): PictureSwipeEvent {
  const { item } = itemFromProduct(input.product, input.variant ?? null);
  return {
    event: 'picture_swipe',
    item_id: item.item_id,
    item_name: item.item_name,
    image_index: swipedIndex(input.imageIndex),
    ...trafficMarker(context),
  };
}

function swipedIndex(index: number): number {
  return Number.isSafeInteger(index) && index >= 0 ? index : 0;
}

/**
 * The same picture swipe at another picture: a page whose browser has the event built for
 * its product (the product page's loader sends it, not the product) reports each swipe.
 *
 * @example
 * pictureSwipeAt(pictureSwipeEvent({ product, imageIndex: 0 }, context), 2).image_index; // 2
 */
export function pictureSwipeAt(event: PictureSwipeEvent, imageIndex: number): PictureSwipeEvent {
  return { ...event, image_index: swipedIndex(imageIndex) };
}
