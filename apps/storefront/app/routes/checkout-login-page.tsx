import { namedComponents, preloadBlockViews } from '@vitrine/cms-blocks';
import { routePath } from '@vitrine/domain/routing';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import {
  type CheckoutLoginPageData,
  handleCheckoutLoginPost,
  loadCheckoutLoginPage,
} from '../account/checkout-login-page.server';
import { useGoOnAfterSignIn } from '../account/go-on-after-sign-in';
import { LoginForm, ResetMailForm } from '../account/login-forms';
import { privatePageHeaders, privatePageMeta } from '../account/private-page';
import { GuestForm, RegisterForm } from '../account/sign-up-forms';
import { CheckoutFrame, checkoutLayoutHandle } from '../checkout/checkout-frame';
import { blockViewsMetaName } from '../cms/block-views-meta';
import { CmsStoryView } from '../cms/cms-story-view';
import type { Route } from './+types/checkout-login-page';

/** The checkout layout draws its own frame (§2 layouts). */
export const handle = checkoutLayoutHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutLoginPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutLoginPost(request, context);
}

export function headers(args: Route.HeadersArgs) {
  return privatePageHeaders(args);
}

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const story = loaderData?.content?.story;
  return [
    ...privatePageMeta(matches, 'checkoutLogin.title'),
    // The login content's components, for the browser to load before it hydrates.
    ...(story
      ? [{ name: blockViewsMetaName, content: [...namedComponents(story.block)].join(' ') }]
      : []),
  ];
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.content) await preloadBlockViews(namedComponents(data.content.story.block));
  return data;
}

const cardClass = 'grid content-start gap-6 rounded-card border border-line p-6';

/** The CMS login content block, when the content space has one (§2 special content). */
function LoginContentBlock({ page }: { readonly page: CheckoutLoginPageData }) {
  if (page.content === null) return null;
  return (
    <aside data-slot="checkout-login-content" className="rounded-card bg-muted p-6">
      <CmsStoryView
        story={page.content.story}
        page={{
          preview: false,
          currentUrl: page.currentUrl,
          localePrefix: page.localePrefix,
          blockData: page.content.blockData,
          campaigns: [],
          now: page.now,
        }}
      />
    </aside>
  );
}

/**
 * §2 `/kasse/login/` (checkout layout): go on as a guest, sign in or open an account, the
 * shop's first view first (§6: guest in every market), and the CMS login content. Each leads
 * on to the checkout.
 */
export default function CheckoutLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useGoOnAfterSignIn(actionData);
  const guest = (
    <div key="guest" id="gast" className={cardClass}>
      <GuestForm result={actionData} />
    </div>
  );
  const login = (
    <div key="login" className={cardClass}>
      <LoginForm result={actionData}>
        {loaderData.goToGuestButton ? (
          <a href="#gast" className="font-semibold text-primary underline">
            {t('checkoutLogin.goToGuest')}
          </a>
        ) : null}
      </LoginForm>
      <ResetMailForm result={actionData} />
    </div>
  );
  const register = (
    <div key="register" className={cardClass}>
      <RegisterForm result={actionData} />
    </div>
  );
  const forms =
    loaderData.firstView === 'guest' ? [guest, login, register] : [login, guest, register];
  return (
    <CheckoutFrame
      homeHref={`${loaderData.localePrefix}/`}
      basketHref={routePath('basket', loaderData.localePrefix)}
    >
      <main id="inhalt" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
        <h1 className="font-display text-3xl font-extrabold">{t('checkoutLogin.title')}</h1>
        <div className="grid gap-6 lg:grid-cols-3">{forms}</div>
        <LoginContentBlock page={loaderData} />
      </main>
    </CheckoutFrame>
  );
}
