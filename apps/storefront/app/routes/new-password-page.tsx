import { pageTitle } from '@vitrine/domain';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { NewPasswordForm } from '../account/new-password-form';
import { handleNewPasswordPost, loadNewPasswordPage } from '../account/new-password-page.server';
import { translator } from '../i18n/translator';
import type { PageFrameData } from '../page-frame';
import type { Route } from './+types/new-password-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewPasswordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleNewPasswordPost(request, context);
}

/** The link's token is the visitor's secret: the loader's and the action's private headers. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const frame = matches[0]?.loaderData as PageFrameData | undefined;
  const t = translator(frame?.locale.language ?? 'de').t;
  return [
    { title: pageTitle(t('newPassword.title'), frame?.shop.brandName) },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
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
