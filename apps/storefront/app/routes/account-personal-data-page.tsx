import { Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { accountPageMeta } from '../account/account-meta';
import { PersonalDataForm } from '../account/personal-data-form';
import { handlePersonalDataPost, loadPersonalDataPage } from '../account/personal-data-page.server';
import { privatePageHeaders } from '../account/private-page';
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
  return args.errorHeaders ?? privatePageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountData.personalDataTitle');
}

/** Issue 19 `/konto/persoenliche-daten/`: salutation, names (§5) and phone. */
export default function AccountPersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="inhalt" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <p>
        <Link variant="standalone" href={loaderData.myDataHref}>
          {t('accountData.backToMyData')}
        </Link>
      </p>
      <h1 id="personal-data-heading" className="font-display text-3xl font-bold">
        {t('accountData.personalDataTitle')}
      </h1>
      <p>{t('accountData.signInAddress', { email: loaderData.email })}</p>
      <PersonalDataForm stored={loaderData.values} posted={actionData} />
    </main>
  );
}
