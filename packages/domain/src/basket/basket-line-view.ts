/**
 * A basket line as the basket page sends it to the browser (§2 basket product card): the
 * card's fields of the line's product and variant only. The engine's line carries the whole
 * product with every variant; the page needs one variant, the first picture and the attributes
 * the card reads (engraving rows, medical group, free shipping).
 */
import { isValidImageUrl } from '../catalog/image-validity';
import type { BasketItem } from '../entities/basket';
import { isPricePromotionKey, type PricePromotionKey } from '../price/price-promotion-key';

export interface BasketLineView {
  /** The line in the card's shape, with one variant and one picture. */
  readonly item: BasketItem;
  /** §4: `Promotion{n}` once the quantity reached a scale price, else `default`. */
  readonly pricePromotionKey: PricePromotionKey;
  /**
   * A required item of a group (the engraving service, §3 itemGroup): it follows its main
   * item's quantity, so it has no stepper of its own; removing it removes the group.
   */
  readonly followsMainItem: boolean;
}

/**
 * The line for the page. Everything a card does not show is left out: the product's other
 * variants, siblings, colour sets, categories and every picture after the first valid one.
 *
 * @example
 * basketLineView(line).item.product.variants; // [line.variant]
 */
export function basketLineView(line: BasketItem): BasketLineView {
  const { product } = line;
  const image = product.images.find((candidate) => isValidImageUrl(candidate.src));
  const key = line.customData.pricePromotionKey;
  return {
    item: {
      ...line,
      product: {
        ...product,
        images: image === undefined ? [] : [image],
        variants: [line.variant],
        siblings: [],
        colorsList: [],
        categories: [],
        collections: [],
        priceRange: null,
      },
    },
    pricePromotionKey: isPricePromotionKey(key) ? key : 'default',
    followsMainItem:
      line.itemGroup !== null && !line.itemGroup.isMainItem && line.itemGroup.isRequired,
  };
}

/**
 * What basket cleaning (§4, §9) tells the shopper: the names of the lines it deleted, each
 * once, in basket order. Empty when nothing was deleted.
 *
 * @example
 * cleanedLineNames(before, after); // ['Babyphone Luna']
 */
export function cleanedLineNames(
  before: readonly Pick<BasketItem, 'key' | 'product'>[],
  after: readonly Pick<BasketItem, 'key'>[],
): readonly string[] {
  const kept = new Set(after.map((line) => line.key));
  return [
    ...new Set(before.filter((line) => !kept.has(line.key)).map((line) => line.product.name)),
  ];
}
