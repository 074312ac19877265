import { z } from 'zod';
import { flag, integer, key, listOf, text } from './fields';

/** §9: a recommendation slot shows 12 products unless the editor says otherwise. */
export const defaultRecommendationSize = 12;

/** A catalog filter of the recommendation call (§7 catalog_filter: property, type, operator, value). */
export interface RecommendationFilter {
  readonly property: string;
  readonly type: string;
  readonly operator: string;
  readonly value: string;
}

/** What the product cards of the slot show (§3 Recommendation slot: show flags). */
export interface RecommendationShowFlags {
  readonly wishlist: boolean;
  readonly addToCart: boolean;
  readonly badges: boolean;
  readonly rating: boolean;
  readonly variant: boolean;
  readonly basketBadge: boolean;
}

/** A product slider filled by the recommendation engine (spec §3 Recommendation slot). */
export interface RecommendationSlotBlock {
  readonly component: 'recommendation_slot';
  readonly _uid: string;
  readonly headline: string;
  readonly recommendationId: string;
  readonly fillWithRandom: boolean;
  /** 1 to 100; default 12 (§9). */
  readonly size: number;
  /** A product the recommendations relate to; `''` for the visitor's own. */
  readonly itemId: string;
  readonly filters: readonly RecommendationFilter[];
  readonly trackingId: string;
  readonly show: RecommendationShowFlags;
}

const filterSchema: z.ZodType<RecommendationFilter, unknown> = z
  .object({
    property: z.string().trim().min(1),
    type: key,
    operator: key,
    value: z
      .union([z.string(), z.number().transform(String), z.boolean().transform(String)])
      .catch(''),
  })
  .transform((filter) => ({
    ...filter,
    type: filter.type || 'string',
    operator: filter.operator || 'eq',
  }));

export const recommendationSlotSchema: z.ZodType<RecommendationSlotBlock, unknown> = z
  .object({
    _uid: key,
    headline: text,
    recommendationId: key,
    fillWithRandom: flag(true),
    size: integer(defaultRecommendationSize, 1, 100),
    itemId: key,
    filters: listOf(filterSchema),
    trackingId: key,
    showWishlist: flag(true),
    showAddToCart: flag(true),
    showBadges: flag(true),
    showRating: flag(true),
    showVariant: flag(false),
    showBasketBadge: flag(false),
  })
  .transform((fields) => ({
    component: 'recommendation_slot' as const,
    _uid: fields._uid,
    headline: fields.headline,
    recommendationId: fields.recommendationId,
    fillWithRandom: fields.fillWithRandom,
    size: fields.size,
    itemId: fields.itemId,
    filters: fields.filters,
    trackingId: fields.trackingId,
    show: {
      wishlist: fields.showWishlist,
      addToCart: fields.showAddToCart,
      badges: fields.showBadges,
      rating: fields.showRating,
      variant: fields.showVariant,
      basketBadge: fields.showBasketBadge,
    },
  }));
