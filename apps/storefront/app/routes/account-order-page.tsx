import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { CancelOrder } from '../account/cancel-order';
import {
  ComplaintLink,
  OrderAddress,
  OrderLines,
  OrderParcels,
  OrderTotals,
} from '../account/order-detail';
import { handleOrderPagePost, loadOrderPage } from '../account/order-page.server';
import { OrderStatusLabel } from '../account/order-status-label';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-order-page';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderPage(request, context, params.orderNumber);
}

/** The cancel form, posted without JavaScript or by the dialog's fetcher: the page answers with a toast. */
export function action({ request, context, params }: Route.ActionArgs) {
  return handleOrderPagePost(request, context, params.orderNumber);
}

/** The customer's own page: `private, no-store` from the action, the loader or the 404. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches, params }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'account.orderTitle', { orderNumber: params.orderNumber });
}

/**
 * §2 `/konto/bestellung/{orderNumber}/`: one of the customer's orders — its state, what was
 * bought, its parcels with their tracking, the sums, the addresses, the payment — and its
 * cancellation where allowed.
 */
export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, ...page } = loaderData;
  return (
    <AccountDataPage
      title={t('account.orderTitle', { orderNumber: order.orderNumber })}
      back={{ href: page.ordersHref, label: t('account.backToOrders') }}
      spacing="loose"
      details={
        <>
          <p className="text-ink-soft">
            {t('account.placedOn')} <time dateTime={order.placedOnIso}>{order.placedOn}</time>
          </p>
          <p className="flex items-center gap-2">
            <span>{t('account.status')}:</span>
            <OrderStatusLabel status={order.status} />
          </p>
        </>
      }
    >
      <CancelOrder
        orderNumber={order.orderNumber}
        cancellable={order.cancellable}
        orderHref={page.orderHref}
        confirmationHref={page.cancelConfirmationHref}
        confirming={page.confirmingCancel}
      />
      <ComplaintLink href={page.complaintHref} />
      <OrderParcels parcels={order.parcels} />
      <OrderLines lines={order.lines} />
      <div className="grid gap-8 md:grid-cols-2">
        <OrderTotals totals={order.totals} />
        <section aria-labelledby="order-addresses-heading" className="grid content-start gap-3">
          <h2 id="order-addresses-heading" className="text-xl font-bold">
            {t('account.addressesAndPayment')}
          </h2>
          <div className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2">
            <OrderAddress heading={t('account.billingAddress')} address={order.billingAddress} />
            <OrderAddress heading={t('account.shippingAddress')} address={order.shippingAddress} />
            <div className="grid gap-2 sm:col-span-2">
              <h3 className="font-bold">{t('account.paymentMethod')}</h3>
              <p>{t(`checkout.payment.${order.paymentMethod}`)}</p>
              {order.paymentState === 'none' ? null : (
                <p data-slot="order-payment-state" data-state={order.paymentState}>
                  {t(`checkout.paymentState.${order.paymentState}`)}
                </p>
              )}
            </div>
          </div>
        </section>
      </div>
    </AccountDataPage>
  );
}
