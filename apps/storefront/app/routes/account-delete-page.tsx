import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { DeleteAccountForm } from '../account/delete-account-form';
import {
  handleDeleteAccountPost,
  loadDeleteAccountPage,
} from '../account/delete-account-page.server';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-delete-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadDeleteAccountPage(context);
}

/** The delete-account form, posted without JavaScript or after the dialog's confirm. */
export function action({ request, context }: Route.ActionArgs) {
  return handleDeleteAccountPost(request, context);
}

/** The customer's own page: `private, no-store` from the action, the loader or an error. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountDelete.title');
}

/** §2 `/konto/account-loeschen/`: what deleting the account means, and the form that does it. */
export default function AccountDeletePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountDataPage
      title={t('accountDelete.title')}
      headingId="delete-account-heading"
      back={{ href: loaderData.myDataHref, label: t('accountData.backToMyData') }}
    >
      <div className="grid max-w-prose gap-2">
        <p>{t('dialogs.deleteAccount.text', { ns: 'ui' })}</p>
        <p>{t('accountDelete.intro')}</p>
      </div>
      <DeleteAccountForm posted={actionData} />
    </AccountDataPage>
  );
}
