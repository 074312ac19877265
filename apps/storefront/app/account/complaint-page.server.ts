import { shopContext } from '@vitrine/commerce';
import {
  complainableLines,
  complaintFormSchema,
  complaintItemsField,
  complaintQuantityField,
  complaintReasons,
  isOrderNumber,
  routePath,
  type ShipmentItem,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { serviceAddressOf } from '../../server/api/service-address';
import { parseFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import type { AccountFormMessage } from './account-form';
import { accountFormDone, answerAccountForm, readAccountForm } from './account-form.server';
import {
  type ComplaintFormResult,
  type ComplaintPageData,
  complaintIntents,
  isComplaintIntent,
} from './complaint-views';
import { orderDetailView } from './order-views.server';
import { typedText } from './sign-up-post.server';
import { accountPageNotFound, signedInCustomer } from './signed-in-customer.server';

const privateHeaders = { 'Cache-Control': privatePageCache };

/** The customer's own order, or the 404 page: a malformed, unknown or another's number alike. */
async function ownOrder(context: Readonly<RouterContextProvider>, orderNumber: string | undefined) {
  const customer = await signedInCustomer(context);
  if (!isOrderNumber(orderNumber)) throw accountPageNotFound(context.path);
  const { services, shop, locale } = context;
  const order = await services.commerce.orders.detail(
    shopContext(shop, locale),
    customer,
    orderNumber,
  );
  if (order === null) throw accountPageNotFound(context.path);
  return { customer, order };
}

/** What the order's parcels delivered: the items of each (none reported: the whole order). */
const delivered = (order: {
  readonly packages: readonly { readonly items: readonly ShipmentItem[] }[];
}) => order.packages.flatMap((parcel) => parcel.items);

/**
 * `/konto/bestellung/reklamation/{orderNumber}/` (issue 19): the customer's own order with the
 * lines a complaint may name, each up to what was delivered (the domain's `complainableLines`).
 * Another customer's, an unknown or a malformed number is the 404 page, never a 403.
 */
export async function loadComplaintPage(
  context: Readonly<RouterContextProvider>,
  orderNumber: string | undefined,
) {
  const { order } = await ownOrder(context, orderNumber);
  const { locale } = context;
  const view = orderDetailView(order, locale);
  const limits = new Map(
    complainableLines(order.status, order.lines, delivered(order)).map((line) => [
      line.id,
      line.maxQuantity,
    ]),
  );
  const page: ComplaintPageData = {
    orderNumber: order.orderNumber,
    status: order.status,
    placedOn: view.placedOn,
    placedOnIso: view.placedOnIso,
    lines: view.lines.flatMap((line) => {
      const maxQuantity = limits.get(line.id);
      return maxQuantity === undefined ? [] : [{ ...line, maxQuantity }];
    }),
    reasons: complaintReasons,
    orderHref: view.href,
  };
  return data(page, { headers: privateHeaders });
}

/** The form's own fields as typed: each line's quantity, the reason, the comment. */
function postedValues(form: FormData, lineIds: readonly number[]): Record<string, string> {
  const fields = [...lineIds.map(complaintQuantityField), 'reason', 'comment'];
  return Object.fromEntries(
    // A comment may be long (the schema refuses more than its limit, so it is read beyond it).
    fields.flatMap((field) =>
      form.has(field) ? [[field, typedText(form, field, field === 'comment' ? 4000 : 200)]] : [],
    ),
  );
}

/** The domain's message keys at their fields; no article chosen is said at the articles. */
function formMessages(errors: readonly { field: string; key: string; params: object }[]) {
  return errors.map(
    (error): AccountFormMessage =>
      error.field === complaintItemsField
        ? {
            field: complaintItemsField,
            key: 'accountComplaint.chooseItems',
            params: {},
            ns: 'translation',
          }
        : {
            field: error.field,
            key: error.key,
            params: error.params as AccountFormMessage['params'],
          },
  );
}

function answer(
  context: Readonly<RouterContextProvider>,
  result: ComplaintFormResult,
  status: number,
) {
  return answerAccountForm(context, result, status);
}

/**
 * The complaint form, posted without JavaScript or by the page's fetcher, in three steps:
 * `complaintReview` checks it with the domain's schema (the one the browser checks with) and
 * shows it for review; `complaintEdit` shows the form again with what was entered;
 * `complaintSend` checks it again and files it through the engine's complaint call, which
 * stores it and mails customer service (`CONTACT_MAIL_TO`) and the customer a receipt. More of
 * an article than was delivered is 400 with the message at its quantity; an order that cannot
 * be complained about is 409; a form from another site 403; another customer's order 404.
 */
export async function handleComplaintPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderNumber: string | undefined,
) {
  const { customer, order } = await ownOrder(context, orderNumber);
  const form = await readAccountForm(request, context);
  const refused = (status: number, key: string, step: ComplaintFormResult['step'] = 'editing') =>
    answer(
      context,
      {
        step,
        ok: false,
        errors: [{ field: '', key, params: {}, ns: 'translation' }],
        toast: { type: 'toast.show', variant: 'error', message: key },
      },
      status,
    );
  if (form === null) return refused(403, 'account.foreignPage');
  const intent = form.get('intent');
  if (!isComplaintIntent(intent)) throw data(null, { status: 400, headers: privateHeaders });
  const lines = complainableLines(order.status, order.lines, delivered(order));
  if (lines.length === 0) return refused(409, 'accountComplaint.notComplainable');
  const values = postedValues(
    form,
    lines.map((line) => line.id),
  );
  if (intent === complaintIntents.edit) {
    return answer(context, { step: 'editing', ok: true, errors: [], values }, 200);
  }
  const parsed = await parseFields(complaintFormSchema(lines), values);
  if (!parsed.ok) {
    return answer(
      context,
      {
        step: 'editing',
        ok: false,
        errors: formMessages(parsed.errors),
        values,
        toast: { type: 'toast.show', variant: 'error', message: 'accountData.checkFields' },
      },
      400,
    );
  }
  if (intent === complaintIntents.review) {
    return answer(context, { step: 'reviewing', ok: true, errors: [], values }, 200);
  }
  const { services, shop, locale } = context;
  const outcome = await services.commerce.orders.complain(
    shopContext(shop, locale),
    customer,
    order.orderNumber,
    parsed.data,
    { serviceAddress: serviceAddressOf(shop, services.env.CONTACT_MAIL_TO) },
  );
  if ('kind' in outcome) {
    if (outcome.kind === 'notFound') throw accountPageNotFound(context.path);
    if (outcome.kind === 'refused') return refused(409, 'accountComplaint.notComplainable');
    // The engine's own check of the same rules: the page's schema let nothing through it refuses.
    return refused(400, 'accountData.checkFields');
  }
  const done = accountFormDone('accountComplaint.sent', { orderNumber: order.orderNumber });
  return answer(context, { ...done, step: 'sent' }, 200);
}

/** The order page's link to the complaint, where one can be filed. */
export function complaintHref(pathPrefix: string, orderNumber: string): string {
  return routePath('accountOrderComplaint', pathPrefix, { orderNumber });
}
