/**
 * The number the header's basket shows: the units in the basket, so two of one stroller count
 * two. Lines without a usable quantity count nothing rather than making the badge lie.
 */
export function basketItemCount(basket: {
  readonly items: readonly { readonly quantity: number }[];
}): number {
  return basket.items.reduce(
    (count, item) =>
      Number.isSafeInteger(item.quantity) && item.quantity > 0 ? count + item.quantity : count,
    0,
  );
}
