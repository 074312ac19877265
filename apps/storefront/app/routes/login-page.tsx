import { pageTitle } from '@vitrine/domain';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { LoginForm, ResetMailForm, SignedInPanel } from '../account/login-forms';
import { handleLoginPagePost, loadLoginPage } from '../account/login-page.server';
import { translator } from '../i18n/translator';
import type { PageFrameData } from '../page-frame';
import type { Route } from './+types/login-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLoginPagePost(request, context);
}

/** The page is the visitor's own: the loader's and the action's `private, no-store`. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const frame = matches[0]?.loaderData as PageFrameData | undefined;
  const t = translator(frame?.locale.language ?? 'de').t;
  return [
    { title: pageTitle(t('login.title'), frame?.shop.brandName) },
    // A login is no page for a search engine (robots.txt leaves it out too).
    { name: 'robots', content: 'noindex,follow' },
  ];
}

/** §2 `/login/`: sign in, or ask for a password-reset mail; signed in: sign out. */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="inhalt" className="mx-auto grid w-full max-w-md gap-8 px-4 py-10">
      <h1 className="font-display text-3xl font-extrabold">{t('login.title')}</h1>
      {loaderData.signedInAs !== null ? (
        <SignedInPanel email={loaderData.signedInAs} />
      ) : (
        <>
          <LoginForm result={actionData} />
          <ResetMailForm result={actionData} />
        </>
      )}
    </main>
  );
}
