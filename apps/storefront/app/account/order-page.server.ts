import { shopContext } from '@vitrine/commerce';
import { isOrderNumber, routePath, type ShowToast } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { privatePageCache } from '../../server/http/cache-control';
import { readPageForm } from '../cms/cms-form-post.server';
import { addPageToast } from '../routing/page-guards.server';
import { complaintHref } from './complaint-page.server';
import {
  cancelConfirmationParameter,
  cancelOrderIntent,
  type OrderDetailView,
} from './order-views';
import { orderDetailView } from './order-views.server';
import { accountPageNotFound, signedInCustomer } from './signed-in-customer.server';

const privateHeaders = { 'Cache-Control': privatePageCache };

export interface OrderPageData {
  readonly order: OrderDetailView;
  /** The cancellation's confirmation step (no JavaScript: `?stornieren`), where it may be cancelled. */
  readonly confirmingCancel: boolean;
  readonly ordersHref: string;
  /** The order's page: where the cancel form posts and the confirmation's "keep" leads. */
  readonly orderHref: string;
  readonly cancelConfirmationHref: string;
  /** The order's complaint page, where a complaint can be filed about it; else null. */
  readonly complaintHref: string | null;
}

/** What the cancel form's post came to: the toast, shown by the page (no JavaScript) or the fetcher. */
export interface OrderPageResult {
  readonly ok: boolean;
  readonly toast: ShowToast;
}

/**
 * `/konto/bestellung/{orderNumber}/` (§2): one of the customer's own orders — lines, status,
 * sums, addresses, payment, and the cancellation where the shop's `cancelOrder` flag allows
 * it and the order has not shipped (§6). A malformed, unknown or another customer's number is
 * the 404 page.
 */
export async function loadOrderPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderNumber: string | undefined,
) {
  const customer = await signedInCustomer(context);
  const { services, shop, locale } = context;
  if (!isOrderNumber(orderNumber)) throw accountPageNotFound(context.path);
  const order = await services.commerce.orders.detail(
    shopContext(shop, locale),
    customer,
    orderNumber,
  );
  if (order === null) throw accountPageNotFound(context.path);
  const orderHref = routePath('accountOrder', locale.pathPrefix, { orderNumber });
  const page: OrderPageData = {
    order: orderDetailView(order, locale),
    confirmingCancel:
      order.cancellable && new URL(request.url).searchParams.has(cancelConfirmationParameter),
    ordersHref: routePath('accountOrders', locale.pathPrefix),
    orderHref,
    cancelConfirmationHref: `${orderHref}?${cancelConfirmationParameter}`,
    complaintHref: order.complainable ? complaintHref(locale.pathPrefix, orderNumber) : null,
  };
  return data(page, { headers: privateHeaders });
}

/** The answer to the cancel form; its toast joins the page's, for a browser without JavaScript. */
function answer(context: Readonly<RouterContextProvider>, result: OrderPageResult, status: number) {
  addPageToast(context, result.toast);
  return data(result, { status, headers: privateHeaders });
}

/**
 * The order page's form (`intent=cancel`), posted without JavaScript from the confirmation
 * step or by the dialog's fetcher. The order is looked up as the customer's own first: a
 * malformed, unknown or another customer's number is the 404 page, as it is for a look. A form
 * from another site is 403; anything but the cancel form is 400; an order that has shipped or a
 * shop without `cancelOrder` answers 409 and says so.
 */
export async function handleOrderPagePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderNumber: string | undefined,
) {
  const customer = await signedInCustomer(context);
  if (!isOrderNumber(orderNumber)) throw accountPageNotFound(context.path);
  const form = await readPageForm(request);
  if (form.get('intent') !== cancelOrderIntent) {
    throw data(null, { status: 400, headers: privateHeaders });
  }
  const refused = (status: number, message: string) =>
    answer(
      context,
      { ok: false, toast: { type: 'toast.show', variant: 'error', message } },
      status,
    );
  if (!isOwnPagePost(request, context.shop)) return refused(403, 'account.foreignPage');
  const { services, shop, locale } = context;
  const outcome = await services.commerce.orders.cancel(
    shopContext(shop, locale),
    customer,
    orderNumber,
  );
  if ('kind' in outcome) {
    if (outcome.kind === 'notFound') throw accountPageNotFound(context.path);
    return refused(409, 'account.cancelRefused');
  }
  return answer(
    context,
    {
      ok: true,
      toast: {
        type: 'toast.show',
        variant: 'success',
        message: 'account.cancelled',
        values: { orderNumber },
      },
    },
    200,
  );
}
