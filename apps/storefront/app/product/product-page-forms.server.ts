import { productNumberFromPdp } from '@vitrine/domain/routing';
import type { RouterContextProvider } from 'react-router';
import { readPageForm } from '../cms/cms-form-post.server';
import { handlePageFormPost } from '../routing/page-form-post.server';
import { handlePickupReservationPost } from './pickup-reservation.server';
import { pickupFields, pickupIntent } from './pickup-reservation-form';
import { requireProductPage } from './product-page.server';
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
  if (form.get(pickupFields.intent) === pickupIntent) {
    return handlePickupReservationPost(request, context, form, productNumber);
  }
  return handlePageFormPost(request, context);
}
