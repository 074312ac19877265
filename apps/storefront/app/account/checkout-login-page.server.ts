import type { BlockDataMap } from '@vitrine/cms-blocks';
import { type CheckoutLoginView, publishedStoryContent, storyPagePath } from '@vitrine/domain';
import { routePath } from '@vitrine/domain/routing';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { contentLocaleOf } from '../../server/content/content-locale';
import { privatePageCache } from '../../server/http/cache-control';
import { resolveBlockData } from '../cms/block-data.server';
import type { PageStory } from '../cms/cms-page.server';
import { loadSiteLayout } from '../cms/site-layout.server';
import { handleLoginPagePost } from './login-page.server';

/** The CMS login content block (§2 special content), rendered as a CMS page renders a story. */
export interface LoginContent {
  readonly story: PageStory;
  readonly blockData: BlockDataMap;
}

/** The checkout login's loader data: which form comes first, and the content block. */
export interface CheckoutLoginPageData {
  /** §6 `checkoutLoginFirstView`: the form shown first ('guest' in every market). */
  readonly firstView: CheckoutLoginView;
  /** §6 `checkoutLoginGoToGuestBtn`: the login offers a jump to the guest form. */
  readonly goToGuestButton: boolean;
  readonly content: LoginContent | null;
  readonly currentUrl: string;
  readonly localePrefix: string;
  /** The render time (ISO), for the content's campaign windows. */
  readonly now: string;
}

const privateHeaders = { 'Cache-Control': privatePageCache };
const linkOptions = { normaliseStorySlug: storyPagePath };

/** The content space's login block of the locale, if it has one. */
async function loginContent(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<LoginContent | null> {
  const { shop, locale, services } = context;
  const [story, layout] = await Promise.all([
    services.content.published.specialContent('login', contentLocaleOf(shop, locale)),
    loadSiteLayout(context),
  ]);
  if (story === null || layout === null) return null;
  return {
    story: { content: publishedStoryContent(story.content, linkOptions) },
    blockData: await resolveBlockData({
      content: story.content,
      url,
      context,
      layout: layout.content.layout,
      formAction: url.pathname,
    }),
  };
}

/** Where every form of the checkout login leads on to: the checkout (§2 `/kasse/`). */
function checkoutPath(context: Readonly<RouterContextProvider>): string {
  return routePath('checkout', context.locale.pathPrefix);
}

/**
 * The checkout login (§2 `/kasse/login/`, §6): guest, login and register, in the order the
 * shop's flags give, with the CMS login content. A signed-in customer has nothing to do here
 * and goes on to the checkout. Personal, so never cached.
 */
export async function loadCheckoutLoginPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const visitor = await context.visitor();
  if (visitor.kind === 'registered') {
    throw redirect(checkoutPath(context), { status: 302, headers: privateHeaders });
  }
  const url = new URL(request.url);
  const { flags } = context.shop;
  const page: CheckoutLoginPageData = {
    firstView: flags.checkoutLoginFirstView,
    goToGuestButton: flags.checkoutLoginGoToGuestBtn,
    content: await loginContent(context, url),
    currentUrl: `${url.pathname}${url.search}`,
    localePrefix: context.locale.pathPrefix,
    now: new Date().toISOString(),
  };
  return data(page, { headers: privateHeaders });
}

/** A form of the checkout login: as on the login page, but every sign-in goes on to `/kasse/`. */
export function handleCheckoutLoginPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  return handleLoginPagePost(request, context, { next: () => checkoutPath(context) });
}
