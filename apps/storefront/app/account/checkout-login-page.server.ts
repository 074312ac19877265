import type { CheckoutLoginView } from '@vitrine/domain';
import { routePath } from '@vitrine/domain/routing';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { loadSpecialContent, type SpecialContentView } from '../checkout/special-content.server';
import { handleLoginPagePost } from './login-page.server';

/** The checkout login's loader data: which form comes first, and the content block. */
export interface CheckoutLoginPageData {
  /** §6 `checkoutLoginFirstView`: the form shown first ('guest' in every market). */
  readonly firstView: CheckoutLoginView;
  /** §6 `checkoutLoginGoToGuestBtn`: the login offers a jump to the guest form. */
  readonly goToGuestButton: boolean;
  /** The CMS login content block (§2 special content). */
  readonly content: SpecialContentView | null;
  readonly currentUrl: string;
  readonly localePrefix: string;
  /** The render time (ISO), for the content's campaign windows. */
  readonly now: string;
}

const privateHeaders = { 'Cache-Control': privatePageCache };

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
    content: await loadSpecialContent(context, 'login', url),
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
