/** §9: the rating has five stars. */
export const ratingStarCount = 5;

/** A rating as a product card shows it. */
export interface RatingDisplay {
  /** The average, limited to 0..5. */
  readonly average: number;
  readonly reviewCount: number;
  /** Fill of each of the five stars, 0..1, rounded to hundredths. */
  readonly stars: readonly number[];
}

/**
 * The card rating (§2): shown only when the average rating and the review count both exist,
 * here meaning a positive finite average and at least one review — an average of 0 or
 * 0 reviews is no rating. Stars fill by fraction: 3.4 gives [1, 1, 1, 0.4, 0].
 *
 * @example
 * ratingDisplay(product.averageRating, product.reviewCount)?.stars;
 */
export function ratingDisplay(averageRating: unknown, reviewCount: unknown): RatingDisplay | null {
  if (typeof averageRating !== 'number' || !Number.isFinite(averageRating)) return null;
  if (typeof reviewCount !== 'number' || !Number.isFinite(reviewCount)) return null;
  if (averageRating <= 0 || reviewCount < 1) return null;
  const average = Math.min(averageRating, ratingStarCount);
  const stars = Array.from({ length: ratingStarCount }, (_, index) => {
    const fill = Math.min(1, Math.max(0, average - index));
    return Math.round(fill * 100) / 100;
  });
  return { average, reviewCount: Math.floor(reviewCount), stars };
}
