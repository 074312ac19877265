import type { ProductPageView } from '@vitrine/domain/product-page';
import type { PickupView } from '../pickup/pickup-reservation-form';
import { PickupReservation } from './pickup-reservation';
import { StockReminder } from './stock-reminder';

/**
 * What the product page offers under its buy buttons besides the basket (issue 15, §2):
 * remind-when-available for a sold-out variant, click-and-reserve where the shop offers it.
 */
export function ProductPurchaseExtras({
  product,
  pickup,
}: {
  readonly product: ProductPageView;
  readonly pickup: PickupView | null;
}) {
  const variant = product.variant;
  if (variant === null) return null;
  return (
    <>
      {variant.availability === 'soldOut' ? (
        <StockReminder key={`reminder-${variant.id}`} variantId={variant.id} />
      ) : null}
      {pickup !== null && pickup.variantId === variant.id ? (
        <PickupReservation key={`pickup-${variant.id}`} pickup={pickup} />
      ) : null}
    </>
  );
}
