import { useTranslation } from 'react-i18next';
import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from 'react-router';
import { useGoOnAfterSignIn } from '../account/go-on-after-sign-in';
import { LoginForm, ResetMailForm } from '../account/login-forms';
import {
  handleLoginPagePost,
  type LoginFormResult,
  loadLoginPage,
} from '../account/login-page.server';
import { privatePageHeaders, privatePageMeta } from '../account/private-page';
import { GuestForm, RegisterForm } from '../account/sign-up-forms';
import type { Route } from './+types/login-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLoginPagePost(request, context);
}

/**
 * After a sign-in its script sent, the page itself goes on (the §4 auth event first): the
 * loader, which sends a signed-in customer on at once, is not asked again.
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const posted = actionResult as LoginFormResult | undefined;
  return posted?.signedIn === undefined && defaultShouldRevalidate;
}

/** The page is the visitor's own: the loader's and the action's `private, no-store`. */
export function headers(args: Route.HeadersArgs) {
  return privatePageHeaders(args);
}

/** A login is no page for a search engine (robots.txt leaves it out too). */
export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return privatePageMeta(matches, 'login.title');
}

const cardClass = 'grid content-start gap-6 rounded-card border border-line p-6';

/**
 * §2 `/login/`: sign in (or ask for a password-reset mail), open an account, or go on as a
 * guest. Every sign-in leads back to the page the visitor wanted; a signed-in customer is
 * sent on by the loader.
 */
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useGoOnAfterSignIn(actionData);
  return (
    <main id="inhalt" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <h1 className="font-display text-3xl font-extrabold">{t('login.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={cardClass}>
          <LoginForm result={actionData} />
          <ResetMailForm result={actionData} />
        </div>
        <div className={cardClass}>
          <RegisterForm result={actionData} />
        </div>
        <div className={cardClass}>
          <GuestForm result={actionData} />
        </div>
      </div>
    </main>
  );
}
