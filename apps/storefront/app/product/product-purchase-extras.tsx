import type { ProductPageView } from '@vitrine/domain/product-page';
import { StockReminder } from './stock-reminder';

/**
 * What the product page offers under its buy buttons besides the basket: remind-when-available
 * for a sold-out variant (issue 15, §2).
 */
export function ProductPurchaseExtras({ product }: { readonly product: ProductPageView }) {
  const variant = product.variant;
  if (variant === null) return null;
  return variant.availability === 'soldOut' ? (
    <StockReminder key={variant.id} variantId={variant.id} />
  ) : null;
}
