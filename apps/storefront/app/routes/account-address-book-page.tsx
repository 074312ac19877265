import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { AddressBook } from '../account/address-book';
import { handleAddressBookPost, loadAddressBookPage } from '../account/address-book-page.server';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-address-book-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressBookPage(request, context);
}

/** The address book's forms, posted without JavaScript or by fetchers: answered with a toast. */
export function action({ request, context }: Route.ActionArgs) {
  return handleAddressBookPost(request, context);
}

/** The customer's own page: `private, no-store` from the action, the loader or the 404. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountData.addressBookTitle');
}

/** Issue 19 `/konto/adressbuch/`: add, edit, delete, default billing and shipping. */
export default function AccountAddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountDataPage
      title={t('accountData.addressBookTitle')}
      back={{ href: loaderData.myDataHref, label: t('accountData.backToMyData') }}
    >
      <AddressBook page={loaderData} posted={actionData} />
    </AccountDataPage>
  );
}
