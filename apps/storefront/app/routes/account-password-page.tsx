import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { PasswordForm } from '../account/password-form';
import { handlePasswordPost, loadPasswordPage } from '../account/password-page.server';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-password-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadPasswordPage(context);
}

/** The change-password form, posted without JavaScript or by its fetcher: answered with a toast. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePasswordPost(request, context);
}

/** The customer's own page: `private, no-store` from the action, the loader or an error. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountData.passwordTitle');
}

/** Issue 19 `/konto/passwort/`: change password, with the password guide and the leak check. */
export default function AccountPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountDataPage
      title={t('accountData.passwordTitle')}
      headingId="password-heading"
      back={{ href: loaderData.myDataHref, label: t('accountData.backToMyData') }}
    >
      <p>{t('accountData.passwordIntro')}</p>
      <PasswordForm posted={actionData} />
    </AccountDataPage>
  );
}
