import { packCategories } from '@vitrine/domain';
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { tagManagerSetting } from '../server/tracking/tag-manager-setting';
import { loadSiteLayout } from './cms/site-layout.server';
import type { FramedRefusal } from './page-frame';
import { shareEqualValues } from './shared-values.server';
import { consentFrameData } from './shell/consent-frame.server';
import { shopShellData } from './shell/shop-shell.server';

/**
 * What every page's frame shows (the root's loader data): the shop's brand (the stylesheet's
 * theme, the logo's name) and locale (the document's language, the texts), the environment
 * (QA shows error details), the layout's header and footer, the shell's addresses and the
 * visitor's counts, and the copyright year. It goes into every page's inline script, so it
 * holds only what the browser renders: not the shop's key or country, nor the locale's path
 * prefix (the layout's links carry it already). The navigation's tree goes as lists, not
 * objects (`packCategories`; the shell reads it back); equal parts go out once
 * (`shareEqualValues`: the footer's and the header's links to the same page).
 */
export async function pageFrameData(
  context: Readonly<RouterContextProvider>,
  request: Request | null = null,
) {
  const { shop, locale, environment } = context;
  // §2, §8: without a layout the page has none (the page's own loader raises the error).
  const layout = await loadSiteLayout(context);
  return shareEqualValues({
    shop: { brand: shop.brand, brandName: shop.brandName },
    locale: { iso: locale.iso, language: locale.language },
    environment,
    layout:
      layout === null
        ? null
        : { ...layout.view, categories: packCategories(layout.view.categories) },
    shell: layout === null ? null : await shopShellData(context),
    // The consent banner (issue 20); a refusal decided before the loaders has none.
    consent: request === null ? null : await consentFrameData(context, request),
    year: new Date().getFullYear(),
    // Loaded by the page once the visitor consents (issue 20); null without one.
    tagManager: tagManagerSetting(context.services.env),
  });
}

/**
 * A 404 decided before any loader runs (by the route guards' middleware). React Router runs
 * no loader when middleware throws, the root's neither (remix-run/react-router#14416), so the
 * error carries the frame's data itself and the error page looks like every other 404.
 */
export async function framedNotFound(
  context: Readonly<RouterContextProvider>,
  message: string,
  headers: Record<string, string>,
): Promise<never> {
  const refusal: FramedRefusal = { message, frame: await pageFrameData(context) };
  context.set(refusalHeaders, headers);
  throw data(refusal, { status: 404, statusText: 'Not Found', headers });
}

/** The headers a refusal decided in middleware asks its error page to carry. */
const refusalHeaders = createContext<Record<string, string> | null>(null);

/**
 * The root's middleware that gives a 404 decided in middleware its headers (its cache rule):
 * the error page rendered for it gets no loader's or error's headers of its own, as a loader's
 * refusal does (React Router passes only those to `headers`).
 */
export const framedRefusalMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(context.get(refusalHeaders) ?? {})) {
    response.headers.set(name, value);
  }
  return response;
};
