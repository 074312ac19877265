import { ordersPageHref } from '@vitrine/domain';
import { Pagination } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { OrderSummaryList } from '../account/order-summary-list';
import { loadOrdersPage } from '../account/orders-page.server';
import { accountPageHeaders } from '../account/private-page';
import { noFormOnThisPage } from '../account/signed-in-customer.server';
import type { Route } from './+types/account-orders-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrdersPage(request, context);
}

/** The page posts no form: whatever is posted to it is 400 (after the guard's login for a stranger). */
export function action() {
  throw noFormOnThisPage();
}

/** The customer's own page: the loader's `private, no-store`, also on an error. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'account.ordersTitle');
}

/** §2 `/konto/bestellungen/`: the customer's orders, newest first, ten a page. */
export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData;
  return (
    <AccountDataPage
      title={t('account.ordersTitle')}
      back={{ href: page.accountHref, label: t('account.backToAccount') }}
    >
      {page.orders.length === 0 ? (
        <p>{t('account.noOrders')}</p>
      ) : (
        <OrderSummaryList orders={page.orders} />
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(target) => ordersPageHref(page.ordersPath, target)}
      />
    </AccountDataPage>
  );
}
