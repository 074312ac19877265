import { setPromotionFormFields, setPromotionIntent } from '@vitrine/domain/product-page';
import { productNumberFromPdp } from '@vitrine/domain/routing';
import type { RouterContextProvider } from 'react-router';
import { readPageForm } from '../cms/cms-form-post.server';
import { handlePickupReservationPost } from '../pickup/pickup-reservation.server';
import { pickupFields, pickupIntent } from '../pickup/pickup-reservation-form';
import { handlePageFormPost } from '../routing/page-form-post.server';
import { variantIdOf } from '../shopping/variant-id-field';
import { requireProductPage } from './product-page.server';
import { handleSetPromotionPost } from './set-promotion.server';
import { handleStockReminderPost } from './stock-reminder.server';
import { stockReminderFields, stockReminderIntent } from './stock-reminder-form';

/**
 * A form posted to a product page: the page's own (remind-when-available, click-and-reserve) here, anything else
 * (add to cart, wishlist heart) as every page takes it. Only a page that exists takes a form.
 */
export async function handleProductPageFormPost({
  request,
  pdp,
  context,
}: {
  readonly request: Request;
  readonly pdp: string | undefined;
  readonly context: Readonly<RouterContextProvider>;
}) {
  await requireProductPage({ request, pdp, context });
  const productNumber = productNumberFromPdp(pdp) ?? '';
  // Read from a copy: a form that is not the page's own goes on whole to the shared handling.
  const form = await readPageForm(request.clone());
  if (form.get(stockReminderFields.intent) === stockReminderIntent) {
    return handleStockReminderPost(request, context, form, productNumber);
  }
  if (form.get(setPromotionFormFields.intent) === setPromotionIntent) {
    return handleSetPromotionPost(request, context, form, productNumber);
  }
  if (form.get(pickupFields.intent) === pickupIntent) {
    const variantId = variantIdOf(form.get(pickupFields.variantId));
    return handlePickupReservationPost(
      request,
      context,
      form,
      variantId === null
        ? null
        : {
            key: String(variantId),
            // The variant must be one of this page's product.
            resolve: async (shop) => {
              const product = await context.services.commerce.catalog.productByNumber(
                shop,
                productNumber,
              );
              return product?.variants.some((variant) => variant.id === variantId)
                ? { variantId }
                : null;
            },
          },
    );
  }
  return handlePageFormPost(request, context);
}
