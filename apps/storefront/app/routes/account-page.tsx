import { Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { loadAccountHome } from '../account/account-home.server';
import { accountPageMeta } from '../account/account-meta';
import { SignedInPanel } from '../account/login-forms';
import { OrderSummaryList } from '../account/order-summary-list';
import { accountPageHeaders } from '../account/private-page';
import { noFormOnThisPage } from '../account/signed-in-customer.server';
import type { Route } from './+types/account-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadAccountHome(context);
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
  return accountPageMeta(matches, 'account.title');
}

/** §2 `/konto/`: the greeting, the latest orders and the ways to the account's pages. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData;
  return (
    <AccountDataPage
      title={t('account.title')}
      spacing="loose"
      details={
        <p className="text-lg">
          {page.firstName !== null
            ? t('account.greeting', { firstName: page.firstName })
            : t('account.greetingWithoutName')}
        </p>
      }
    >
      <nav aria-labelledby="account-shortcuts-heading" className="grid gap-3">
        <h2 id="account-shortcuts-heading" className="text-xl font-bold">
          {t('account.shortcutsHeading')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {page.shortcuts.map((shortcut) => (
            <li key={shortcut.name}>
              <Link
                variant="standalone"
                href={shortcut.href}
                className="block rounded-card border border-line bg-surface px-4 py-3"
              >
                {t(`account.shortcuts.${shortcut.name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="recent-orders-heading" className="grid gap-3">
        <h2 id="recent-orders-heading" className="text-xl font-bold">
          {t('account.recentOrders')}
        </h2>
        {page.recentOrders.length === 0 ? (
          <p>{t('account.noOrders')}</p>
        ) : (
          <>
            <OrderSummaryList orders={page.recentOrders} />
            <p>
              <Link variant="standalone" href={page.ordersHref}>
                {t('account.allOrders')}
              </Link>
            </p>
          </>
        )}
      </section>
      <div className="grid max-w-md gap-3 rounded-card border border-line bg-surface p-4">
        <SignedInPanel email={page.email} action={page.signOutAction} />
      </div>
    </AccountDataPage>
  );
}
