import type { Basket, BasketItem, BasketItemCustomData, Product } from '@vitrine/domain';
import { availableQuantity } from '@vitrine/domain/checkout';
import {
  type BasketTotal,
  basketTotals,
  pricePromotionKey,
  scaleThresholds,
} from '@vitrine/domain/price';
import type { ShopContext } from '../shop-context';
import { linePrice } from './line-price';

/** One stored basket line. */
export interface BasketItemRow {
  readonly key: string;
  readonly variant_id: number;
  readonly product_id: number;
  readonly quantity: number;
  readonly merge_key: string;
  readonly item_group_id: string | null;
  readonly item_group_main: boolean | null;
  readonly item_group_required: boolean | null;
  readonly custom_data: BasketItemCustomData;
  readonly display_data: Readonly<Record<string, unknown>>;
}

/** The basket of spec §3 with its totals per currency (one entry in a one-currency shop). */
export interface BasketView extends Basket {
  readonly totals: readonly BasketTotal[];
}

/** A basket line with what the view computed for it (for checkout and orders). */
export interface PricedBasketItem extends BasketItem {
  readonly promotionAmount: number;
}

/** The basket as checkout reads it: lines with their promotion amounts. */
export interface PricedBasket extends Omit<BasketView, 'items'> {
  readonly items: readonly PricedBasketItem[];
}

// A basket answer does not need the siblings' variants; they would multiply its size.
const withoutSiblings = (product: Product): Product => ({ ...product, siblings: [] });

/**
 * The stored lines as spec §3 basket items, priced now in the shop's currency: the scale
 * price and its promotion key (§4 `Promotion{n}`) follow the current quantity, the promotion
 * (§3 `buy_x_get_y`) the current date. Lines whose product the shop no longer sells are left
 * out of the view (they stay stored; basket cleaning, §4, is the client's).
 */
export function basketView(
  context: ShopContext,
  key: string,
  rows: readonly BasketItemRow[],
  products: readonly Product[],
): PricedBasket {
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = rows.flatMap((row): PricedBasketItem[] => {
    const product = byId.get(row.product_id);
    const variant = product?.variants.find((candidate) => candidate.id === row.variant_id);
    if (product === undefined || variant === undefined) return [];
    const price = linePrice(product, variant, row.quantity);
    const promotionKey = pricePromotionKey(scaleThresholds(variant.scalePrices), row.quantity);
    const { pricePromotionKey: _stored, ...customData } = row.custom_data;
    return [
      {
        key: row.key,
        quantity: row.quantity,
        availableQuantity: availableQuantity(variant),
        variant,
        product: withoutSiblings(product),
        price: { unit: price.unit, total: price.total, reference: price.reference },
        itemGroup:
          row.item_group_id === null
            ? null
            : {
                id: row.item_group_id,
                isMainItem: row.item_group_main === true,
                isRequired: row.item_group_required === true,
              },
        customData:
          promotionKey === 'default'
            ? customData
            : { ...customData, pricePromotionKey: promotionKey },
        displayData: row.display_data,
        promotionId: product.promotion?.id ?? null,
        promotion: product.promotion
          ? {
              id: product.promotion.id,
              isValid: product.promotion.isValid,
              effect: product.promotion.effect,
            }
          : null,
        promotionAmount: price.promotionAmount,
      },
    ];
  });
  const { totals } = basketTotals(items);
  const own = totals.find((total) => total.currencyCode === context.currency);
  return {
    key,
    items,
    cost: {
      currencyCode: context.currency,
      withTax: own?.withTax ?? 0,
      withoutTax: own?.withoutTax ?? 0,
    },
    totals,
  };
}
