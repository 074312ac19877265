import { Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { accountPageMeta } from '../account/account-meta';
import { AddressBook } from '../account/address-book';
import { handleAddressBookPost, loadAddressBookPage } from '../account/address-book-page.server';
import { privatePageHeaders } from '../account/private-page';
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
  return args.errorHeaders ?? privatePageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountData.addressBookTitle');
}

/** Issue 19 `/konto/adressbuch/`: add, edit, delete, default billing and shipping. */
export default function AccountAddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="inhalt" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <p>
        <Link variant="standalone" href={loaderData.myDataHref}>
          {t('accountData.backToMyData')}
        </Link>
      </p>
      <h1 className="font-display text-3xl font-bold">{t('accountData.addressBookTitle')}</h1>
      <AddressBook page={loaderData} posted={actionData} />
    </main>
  );
}
