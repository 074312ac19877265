import { Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { loadMyDataPage } from '../account/my-data-page.server';
import { accountPageHeaders } from '../account/private-page';
import { noFormOnThisPage } from '../account/signed-in-customer.server';
import { AddressLines } from '../checkout/checkout-review';
import type { Route } from './+types/account-my-data-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadMyDataPage(context);
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
  return accountPageMeta(matches, 'accountData.myDataTitle');
}

const cardClass = 'grid content-start gap-3 rounded-card border border-line bg-surface p-4';

/** Issue 19 `/konto/meine-daten/`: the person, the default addresses, and where to change them. */
export default function AccountMyDataPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { person, links } = loaderData;
  const ui = { ns: 'ui' } as const;
  const salutation =
    person.salutation === 'f'
      ? t('fields.genderFemale', ui)
      : person.salutation === 'm'
        ? t('fields.genderMale', ui)
        : person.salutation === 'd'
          ? t('fields.genderDiverse', ui)
          : null;
  return (
    <AccountDataPage
      title={t('accountData.myDataTitle')}
      back={{ href: links.account, label: t('account.backToAccount') }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="my-data-person" className={cardClass}>
          <h2 id="my-data-person" className="text-xl font-bold">
            {t('accountData.personalDataTitle')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {salutation !== null ? (
              <>
                <dt className="font-semibold">{t('fields.gender', ui)}</dt>
                <dd>{salutation}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{t('accountData.name')}</dt>
            <dd>{person.name}</dd>
            <dt className="font-semibold">{t('fields.email', ui)}</dt>
            <dd className="break-all">{person.email}</dd>
            {person.phone !== null ? (
              <>
                <dt className="font-semibold">{t('accountData.phone')}</dt>
                <dd>{person.phone}</dd>
              </>
            ) : null}
          </dl>
          <p>
            <Link variant="standalone" href={links.personalData}>
              {t('accountData.changePersonalData')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="my-data-addresses" className={cardClass}>
          <h2 id="my-data-addresses" className="text-xl font-bold">
            {t('accountData.addressBookTitle')}
          </h2>
          {loaderData.addressCount === 0 ? <p>{t('accountData.noAddresses')}</p> : null}
          {loaderData.defaultBilling !== null ? (
            <div className="grid gap-1">
              <h3 className="font-bold">{t('accountData.isDefaultBilling')}</h3>
              <AddressLines address={loaderData.defaultBilling} />
            </div>
          ) : null}
          {loaderData.defaultShipping !== null ? (
            <div className="grid gap-1">
              <h3 className="font-bold">{t('accountData.isDefaultShipping')}</h3>
              <AddressLines address={loaderData.defaultShipping} />
            </div>
          ) : null}
          <p>
            <Link variant="standalone" href={links.addressBook}>
              {t('accountData.manageAddresses')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="my-data-password" className={cardClass}>
          <h2 id="my-data-password" className="text-xl font-bold">
            {t('accountData.passwordTitle')}
          </h2>
          <p>
            <Link variant="standalone" href={links.password}>
              {t('accountData.changePassword')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="my-data-delete" className={cardClass}>
          <h2 id="my-data-delete" className="text-xl font-bold">
            {t('accountDelete.title')}
          </h2>
          <p>{t('accountDelete.myDataText')}</p>
          <p>
            <Link variant="standalone" href={links.deleteAccount}>
              {t('accountDelete.toPage')}
            </Link>
          </p>
        </section>
      </div>
    </AccountDataPage>
  );
}
