import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { PersonalDataForm } from '../account/personal-data-form';
import { handlePersonalDataPost, loadPersonalDataPage } from '../account/personal-data-page.server';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-personal-data-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadPersonalDataPage(context);
}

/** The personal-data form, posted without JavaScript or by its fetcher: answered with a toast. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePersonalDataPost(request, context);
}

/** The customer's own page: `private, no-store` from the action, the loader or an error. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountData.personalDataTitle');
}

/** Issue 19 `/konto/persoenliche-daten/`: salutation, names (§5) and phone. */
export default function AccountPersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountDataPage
      title={t('accountData.personalDataTitle')}
      headingId="personal-data-heading"
      back={{ href: loaderData.myDataHref, label: t('accountData.backToMyData') }}
    >
      <p>{t('accountData.signInAddress', { email: loaderData.email })}</p>
      <PersonalDataForm stored={loaderData.values} posted={actionData} />
    </AccountDataPage>
  );
}
