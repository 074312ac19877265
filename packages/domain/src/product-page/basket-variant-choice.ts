import { isBuyableVariant } from '../catalog/availability';
import { type DeliveryMessage, deliveryMessage } from '../catalog/delivery-message';
import type { ProductAvailability } from '../catalog/product-availability';
import { isBundle, isPersonalised } from '../catalog/product-traits';
import { selectedVariant } from '../catalog/selected-variant';
import { hasVaryingDeliveryTimes } from '../catalog/varying-delivery-times';
import type { Product } from '../entities';
import type { Company } from '../market/types';
import { differingKeys, variantAvailability, variantLabel } from './variant-labels';

/** One variant the shopper may put into the basket from the choice. */
export interface BasketVariantOption {
  readonly variantId: number;
  readonly referenceKey: string;
  /** What tells it from the others (size, dimension, roller, motif, edition). */
  readonly label: string;
  /** Only a buyable variant can be chosen (§4: BVC 1 or 2); the others are shown, disabled. */
  readonly availability: ProductAvailability;
  /** §4 delivery message of the variant; null where it cannot be bought. */
  readonly delivery: DeliveryMessage | null;
}

/** The choice a product needs before it goes into the basket, outside its product page. */
export interface BasketVariantChoice {
  readonly productId: number;
  readonly options: readonly BasketVariantOption[];
  /** The option chosen at first: the variant the product page would select (§4), if buyable. */
  readonly preselectedVariantId: number | null;
}

/**
 * §2 wishlist add-to-cart: a product with several variants needs one chosen before it goes
 * into the basket, and only buyable variants can be chosen. Null where no such choice is the
 * way in: a product with one variant goes straight in (§4 direct add); a personalised one needs
 * its engraving, a bundle its promotion, both on the product page.
 *
 * @example
 * basketVariantChoice(romper, { company: 'baby' })?.options.map((option) => option.label);
 * // ['50/56', '62/68', '74/80', '86/92']
 */
export function basketVariantChoice(
  product: Pick<Product, 'id' | 'attributes' | 'advancedAttributes' | 'variants'>,
  { company }: { readonly company: Company },
): BasketVariantChoice | null {
  const variants = product.variants ?? [];
  if (variants.length < 2 || isPersonalised(product) || isBundle(product)) return null;
  const keys = differingKeys(variants);
  const context = { company, varyingDeliveryTimes: hasVaryingDeliveryTimes(variants) };
  const preselected = selectedVariant(variants);
  return {
    productId: product.id,
    options: variants.map((variant) => ({
      variantId: variant.id,
      referenceKey: variant.referenceKey,
      label: variantLabel(variant, keys),
      availability: variantAvailability(variant),
      delivery: isBuyableVariant(variant) ? deliveryMessage(variant.logistics, context) : null,
    })),
    preselectedVariantId:
      preselected !== null && isBuyableVariant(preselected) ? preselected.id : null,
  };
}
