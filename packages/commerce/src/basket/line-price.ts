import type { BasketItemPrice, Price, Product, Variant } from '@vitrine/domain';
import { promotionReduction } from '@vitrine/domain/checkout';
import { scaleThresholds, scaleUnitPrice } from '@vitrine/domain/price';

export interface LinePrice extends BasketItemPrice {
  /** What the line's promotion takes off, in cents with tax. */
  readonly promotionAmount: number;
}

// A price with another amount with tax: the amount without tax keeps the price's VAT share.
function priced(base: Price, withTax: number): Price {
  const withoutTax =
    base.withTax === 0 ? withTax : Math.round((withTax * base.withoutTax) / base.withTax);
  return {
    ...base,
    withTax,
    withoutTax,
    tax: { vat: { amount: withTax - withoutTax, rate: base.tax.vat.rate } },
  };
}

/**
 * A basket line's prices (spec §3 basket item price unit, total, reference): the unit price at
 * the reached scale (§3 scale pricing), the total after the product's promotion (§3 promotion,
 * `buy_x_get_y`).
 */
export function linePrice(product: Product, variant: Variant, quantity: number): LinePrice {
  const base = variant.price;
  const unitWithTax = scaleUnitPrice(scaleThresholds(variant.scalePrices), quantity, base.withTax);
  const unit = priced(base, unitWithTax);
  const promotion = product.promotion;
  const promotionAmount = promotion
    ? promotionReduction({
        effectType: promotion.effect.type,
        additionalData: promotion.effect.additionalData ?? null,
        isValid: promotion.isValid,
        quantity,
        unitPrice: unitWithTax,
      })
    : 0;
  return {
    unit,
    total: priced(base, unitWithTax * quantity - promotionAmount),
    reference: base.reference,
    promotionAmount,
  };
}
