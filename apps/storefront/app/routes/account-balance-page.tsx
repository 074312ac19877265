import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { loadBalancePage, refuseBalancePagePost } from '../account/balance-page.server';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-balance-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadBalancePage(context);
}

/** The page posts no form (after the guard's login for a stranger). */
export function action({ context }: Route.ActionArgs) {
  return refuseBalancePagePost(context);
}

/** The customer's own page: the loader's `private, no-store`, also on an error. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountBalance.title');
}

/** §2 `/konto/konto/balance/`: the account balance, where the shop has one (§6 accountBalance). */
export default function AccountBalancePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData;
  return (
    <AccountDataPage
      title={t('accountBalance.title')}
      back={{ href: page.accountHref, label: t('account.backToAccount') }}
    >
      <section
        aria-labelledby="account-balance-amount"
        data-slot="account-balance"
        data-state={page.state}
        className="grid max-w-md gap-2 rounded-card border border-line bg-surface p-4"
      >
        <h2 id="account-balance-amount" className="text-xl font-bold">
          {t('accountBalance.current')}
        </h2>
        <p className="font-display text-3xl font-bold">{page.balance}</p>
        <p>{t(page.state === 'credit' ? 'accountBalance.credit' : 'accountBalance.none')}</p>
      </section>
      <p className="max-w-prose">{t('accountBalance.intro')}</p>
    </AccountDataPage>
  );
}
