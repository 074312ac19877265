import { articleNumber } from '../catalog/reference-key';
import type { BasketItem } from '../entities/basket';
import type { OrderItem } from '../entities/order';
import type { Price, Product, Variant } from '../entities/product';
import type { Currency } from '../market/types';
import { amountFromCents } from './amount-from-cents';
import { optionalText, withoutUndefined } from './optional-text';
import { trackedQuantity } from './tracked-quantity';
import type { ListingProductTracking, TrackingItem } from './types';

/** Used only when neither a variant nor a price range says otherwise (§9: default EUR). */
const fallbackCurrency: Currency = 'EUR';

/** An item with what events need to total it: its currency and line value in cents. */
export interface PricedItem {
  readonly item: TrackingItem;
  readonly currency: Currency;
  readonly valueCents: number;
}

/** `item_category` … `item_category5` from the product's first category path, root first. */
function categoryFields(product: Product): Partial<TrackingItem> {
  const names = (product.categories[0] ?? []).flatMap((category) => {
    const name = optionalText(category.categoryName);
    return name === undefined ? [] : [name];
  });
  const [first, second, third, fourth, fifth] = names;
  return {
    item_category: first,
    item_category2: second,
    item_category3: third,
    item_category4: fourth,
    item_category5: fifth,
  };
}

function finiteCents(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Reductions per unit included in a price (sale, campaign, voucher), in cents. */
function reductionCents(price: Price): number {
  return price.appliedReductions.reduce(
    (sum, reduction) => sum + Math.max(0, finiteCents(reduction.amount.absoluteWithTax)),
    0,
  );
}

type ItemFields = Pick<TrackingItem, 'item_id' | 'item_name'> & Partial<TrackingItem>;

function identity(product: Product, variant: Variant | null): ItemFields {
  const variantKey = optionalText(variant?.referenceKey);
  return {
    item_id:
      optionalText(articleNumber(variantKey ?? '')) ??
      optionalText(articleNumber(product.referenceKey)) ??
      String(product.id),
    item_name: product.name.trim(),
    item_brand: optionalText(product.brand),
    item_variant: variantKey,
    ...categoryFields(product),
  };
}

function priced(
  fields: ItemFields,
  currency: Currency,
  unitCents: number,
  discountCents: number,
  quantity: number,
): PricedItem {
  const unit = finiteCents(unitCents);
  return {
    item: withoutUndefined({
      ...fields,
      price: amountFromCents(unit),
      quantity,
      discount: discountCents > 0 ? amountFromCents(discountCents) : undefined,
    }),
    currency,
    valueCents: unit * quantity,
  };
}

/**
 * An item for a product, priced by the given variant or, without one, by the lowest price
 * of the product's range. The item id is the article number, shared by all variants, so
 * list views (product level) and basket events (variant level) report the same item; the
 * variant's reference key goes to `item_variant`.
 */
export function itemFromProduct(
  product: Product,
  variant: Variant | null,
  quantity = 1,
): PricedItem {
  const price = variant?.price ?? product.priceRange?.min ?? null;
  return priced(
    { ...identity(product, variant), promotion_id: optionalText(product.promotion?.id) },
    price?.currencyCode ?? fallbackCurrency,
    price?.withTax ?? 0,
    price === null ? 0 : reductionCents(price),
    trackedQuantity(quantity),
  );
}

/** An item for a basket line, at its unit price; `quantity` defaults to the line's. */
export function itemFromBasketItem(line: BasketItem, quantity = line.quantity): PricedItem {
  const unit = line.price.unit;
  return priced(
    {
      ...identity(line.product, line.variant),
      promotion_id: optionalText(
        line.promotion?.id ?? line.promotionId ?? line.customData.cPromo?.promotionId,
      ),
      ff_campaign: optionalText(line.customData.ffData?.ffCampaign),
    },
    unit.currencyCode,
    unit.withTax,
    reductionCents(unit),
    trackedQuantity(quantity),
  );
}

/**
 * An item for an ordered line. `itemDiscount` is read as the reduction of the whole line and
 * spread over its units; the price is the variant's unit price less that share, so the items
 * add up to what was charged.
 */
export function itemFromOrderItem(line: OrderItem): PricedItem {
  const quantity = trackedQuantity(line.quantity);
  const unitCents = finiteCents(line.variant.price.withTax);
  const lineDiscount = Math.max(0, finiteCents(line.itemDiscount));
  const unitDiscount = quantity > 0 ? Math.min(unitCents, Math.round(lineDiscount / quantity)) : 0;
  return priced(
    {
      ...identity(line.product, line.variant),
      coupon: optionalText(line.itemCoupon),
      promotion_id: optionalText(line.itemPromotionId),
      ff_campaign: optionalText(line.customData.ffData?.ffCampaign),
    },
    line.variant.price.currencyCode,
    unitCents - unitDiscount,
    unitDiscount,
    quantity,
  );
}

/**
 * Adds a product card's list tracking (§3) to an item: list id and name, `ffPosition` as
 * `index` (kept as the search engine counts, so it joins its reports) and `ffCampaign`.
 * Missing or malformed fields are left out.
 */
export function withListingTracking(
  item: TrackingItem,
  tracking: ListingProductTracking | undefined,
): TrackingItem {
  const position = tracking?.ffPosition;
  return withoutUndefined({
    ...item,
    item_list_id: optionalText(tracking?.itemListId),
    item_list_name: optionalText(tracking?.itemListName),
    index:
      typeof position === 'number' && Number.isSafeInteger(position) && position >= 0
        ? position
        : undefined,
    ff_campaign: optionalText(tracking?.ffCampaign) ?? item.ff_campaign,
  });
}
