import { Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { accountPageMeta } from '../account/account-meta';
import { PasswordForm } from '../account/password-form';
import { handlePasswordPost, loadPasswordPage } from '../account/password-page.server';
import { privatePageHeaders } from '../account/private-page';
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
  return args.errorHeaders ?? privatePageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountData.passwordTitle');
}

/** Issue 19 `/konto/passwort/`: change password, with the password guide and the leak check. */
export default function AccountPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="inhalt" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <p>
        <Link variant="standalone" href={loaderData.myDataHref}>
          {t('accountData.backToMyData')}
        </Link>
      </p>
      <h1 id="password-heading" className="font-display text-3xl font-bold">
        {t('accountData.passwordTitle')}
      </h1>
      <p>{t('accountData.passwordIntro')}</p>
      <PasswordForm posted={actionData} />
    </main>
  );
}
