import { isBasketFormIntent, isShoppingFormIntent } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { readPageForm } from '../cms/cms-form-post.server';
import { pickupIntent } from '../pickup/pickup-reservation-form';
import { handleShoppingFormPost } from '../shopping/shopping-form-post.server';
import { handleBasketFormPost } from './basket-form-post.server';
import { handleBasketReservePost } from './basket-reserve.server';

/**
 * A form posted to the basket page: a line's stepper or remove, the voucher field, a line's
 * click-and-reserve, or a product card's add to cart or heart. Read once, with a page post's body limits; a form the
 * page never posts is 400.
 */
export async function handleBasketPagePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const form = await readPageForm(request);
  const intent = form.get('intent');
  if (isBasketFormIntent(intent)) return handleBasketFormPost(request, context, form);
  if (isShoppingFormIntent(intent)) return handleShoppingFormPost(request, context, form);
  if (intent === pickupIntent) return handleBasketReservePost(request, context, form);
  throw data(null, { status: 400, headers: { 'Cache-Control': privatePageCache } });
}
