import type { Basket, BasketItem, BasketItemCustomData, Price, Product } from '@vitrine/domain';
import {
  availableQuantity,
  type SetPromotionRule,
  setPromotionReductions,
} from '@vitrine/domain/checkout';
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

/** A set promotion the basket completes (§2 bundle promotion add), named for the shopper. */
export interface BasketSetPromotion {
  readonly id: string;
  /** The promotion's name in the shop's language. */
  readonly name: string;
  /** How many complete sets the basket holds. */
  readonly sets: number;
  /** What the sets take off, cents with tax (already out of the lines' totals). */
  readonly amount: number;
}

/** The basket of spec §3 with its totals per currency (one entry in a one-currency shop). */
export interface BasketView extends Basket {
  readonly totals: readonly BasketTotal[];
  /** The set promotions the basket completes; their reductions are in the lines' totals. */
  readonly setPromotions: readonly BasketSetPromotion[];
}

/** A basket line with what the view computed for it (for checkout and orders). */
export interface PricedBasketItem extends BasketItem {
  readonly promotionAmount: number;
  /** What set promotions take off this line (cents with tax, out of its total already). */
  readonly setReduction: number;
  /** The set promotions that reduce this line, with what each takes off it. */
  readonly setPromotions: readonly {
    readonly id: string;
    readonly name: string;
    readonly amount: number;
  }[];
}

/** The basket as checkout reads it: lines with their promotion amounts. */
export interface PricedBasket extends Omit<BasketView, 'items'> {
  readonly items: readonly PricedBasketItem[];
}

// A line's total with `amount` less with tax; the amount without tax keeps the line's VAT share.
function reducedTotal(total: Price, amount: number): Price {
  const withTax = total.withTax - amount;
  const withoutTax =
    total.withTax === 0 ? withTax : Math.round((withTax * total.withoutTax) / total.withTax);
  return {
    ...total,
    withTax,
    withoutTax,
    tax: { vat: { amount: withTax - withoutTax, rate: total.tax.vat.rate } },
  };
}

/**
 * The set promotions the lines complete (domain `setPromotionReductions`: the rule lives
 * there), each reduced line's total lowered by what the sets take off it. Lines in another
 * currency than the shop's take no part.
 */
function withSetReductions(
  items: readonly PricedBasketItem[],
  rules: readonly SetPromotionRule[],
  currency: ShopContext['currency'],
): { items: PricedBasketItem[]; setPromotions: BasketSetPromotion[] } {
  if (rules.length === 0) return { items: [...items], setPromotions: [] };
  const applied = setPromotionReductions(
    rules,
    items
      .filter((item) => item.price.total.currencyCode === currency)
      .map((item) => ({
        key: item.key,
        productId: item.product.id,
        quantity: item.quantity,
        unitPrice: item.price.unit.withTax,
        total: item.price.total.withTax,
      })),
  );
  const reduced = items.map((item) => {
    const parts = applied.flatMap((promotion) =>
      promotion.lines
        .filter((line) => line.key === item.key && line.amount > 0)
        .map((line) => ({ id: promotion.id, name: promotion.name, amount: line.amount })),
    );
    if (parts.length === 0) return item;
    const setReduction = parts.reduce((sum, part) => sum + part.amount, 0);
    return {
      ...item,
      price: { ...item.price, total: reducedTotal(item.price.total, setReduction) },
      setReduction,
      setPromotions: parts,
    };
  });
  return {
    items: reduced,
    setPromotions: applied.map(({ id, name, sets, amount }) => ({ id, name, sets, amount })),
  };
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
  setRules: readonly SetPromotionRule[] = [],
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
        setReduction: 0,
        setPromotions: [],
      },
    ];
  });
  const withSets = withSetReductions(items, setRules, context.currency);
  const { totals } = basketTotals(withSets.items);
  const own = totals.find((total) => total.currencyCode === context.currency);
  return {
    key,
    items: withSets.items,
    setPromotions: withSets.setPromotions,
    cost: {
      currencyCode: context.currency,
      withTax: own?.withTax ?? 0,
      withoutTax: own?.withoutTax ?? 0,
    },
    totals,
  };
}
