import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { NewPasswordForm } from '../account/new-password-form';
import { handleNewPasswordPost, loadNewPasswordPage } from '../account/new-password-page.server';
import { privatePageHeaders, privatePageMeta } from '../account/private-page';
import type { Route } from './+types/new-password-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewPasswordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleNewPasswordPost(request, context);
}

/** The link's token is the visitor's secret: the loader's and the action's private headers. */
export function headers(args: Route.HeadersArgs) {
  return privatePageHeaders(args);
}

/** The address carries the reset token: no search engine, and no link followed from it. */
export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return privatePageMeta(matches, 'newPassword.title', 'nofollow');
}

/** §2 `/konto/neues-passwort/?hash=`: a new password from the reset mail, without a login. */
export default function NewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="inhalt" className="mx-auto grid w-full max-w-md gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-extrabold">{t('newPassword.title')}</h1>
      <NewPasswordForm
        state={loaderData.state}
        hash={loaderData.hash}
        result={actionData}
        loginHref={loaderData.loginHref}
      />
    </main>
  );
}
