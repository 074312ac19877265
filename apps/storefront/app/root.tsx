// First: the browser's CSP set-up runs before any other module (issue 12 item 8).
import './browser-csp';
import { type Language, pageTitle } from '@vitrine/domain';
import {
  DialogStackProvider,
  type ErrorDetails,
  ErrorPage,
  LinkRendererProvider,
  UiTextProvider,
  uiNamespace,
} from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheetHref from './app.css?url';
import { useHydrationMark } from './hydration-mark';
import { loadLanguageTexts, translator } from './i18n/translator';
import { frameOfRefusal, type PageFrameData, refusalMessage } from './page-frame';
import { framedRefusalMiddleware, pageFrameData } from './page-frame.server';
import { ClientSettingsMeta } from './recovery/client-settings';
import { renderShopLink } from './routing/shop-link';
import { ConsentPrePaint } from './shell/consent-pre-paint';
import { ShopShell } from './shell/shop-shell';
import { shopShellMiddleware } from './shell/shop-shell.server';
import { SiteIconLinks } from './site-icons';
import { useAnalytics } from './tracking/use-analytics';
import { useTagManagerStart } from './tracking/use-tag-manager';
import { ZodWithoutEval } from './zod-without-eval';

// A page whose frame shows a session's basket and wishlist counts is the visitor's own (the
// outer one: that rule wins over a refusal's own cache header).
export const middleware: Route.MiddlewareFunction[] = [
  shopShellMiddleware,
  framedRefusalMiddleware,
];

export function loader({ context, request }: Route.LoaderArgs) {
  return pageFrameData(context, request);
}

/**
 * A client navigation into another language (a shop's language switch) loads that language's
 * texts before the page shows in it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const frame = await serverLoader();
  await loadLanguageTexts(frame.locale.language);
  return frame;
}

/**
 * The stylesheet with a React `precedence`: React then writes it first in the head, before the
 * page's module preloads. As a plain link it came after some forty of them, and on a slow
 * mobile connection it shared the bandwidth with them, so the first paint waited for the
 * JavaScript (§ speed: first paint needs the CSS only).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheetHref, precedence: 'default' },
];

/** The error page answers with the headers of the loader that failed (cache rules, §2). */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? {};
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = usePageFrame();
  useTagManagerStart(data?.tagManager ?? null, data?.consent ?? null);
  useAnalytics(data?.consent ?? null);
  useHydrationMark();
  const frameless = useMatches().some((match) => hasNoSiteFrame(match.handle));
  return (
    <html
      lang={data?.locale.iso ?? 'de-DE'}
      data-brand={data?.shop.brand ?? 'baby'}
      // The consent head script may mark it before hydration (data-consent).
      suppressHydrationWarning
    >
      <head>
        <ZodWithoutEval />
        {data?.consent ? <ConsentPrePaint version={data.consent.definition.version} /> : null}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ClientSettingsMeta />
        <link rel="icon" type="image/svg+xml" href={`/favicon-${data?.shop.brand ?? 'baby'}.svg`} />
        <SiteIconLinks locale={data?.locale.iso ?? 'de-DE'} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        <ShopTexts language={data?.locale.language ?? 'de'} locale={data?.locale.iso ?? 'de-DE'}>
          {/* One dialog stack for the page: the shell's navigation and the blocks' dialogs. */}
          <DialogStackProvider>
            {data?.layout && data.shell && !frameless ? (
              <ShopShell
                layout={data.layout}
                shell={data.shell}
                consent={data.consent}
                brandName={data.shop.brandName}
                year={data.year}
              >
                {children}
              </ShopShell>
            ) : (
              children
            )}
          </DialogStackProvider>
        </ShopTexts>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Pages whose route `handle` is `{ siteFrame: false }` (the local preview) have no shop frame. */
function hasNoSiteFrame(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'siteFrame' in handle &&
    handle.siteFrame === false
  );
}

/**
 * The storefront's i18next (its own texts, the design system's `ui` and the blocks' `cms`) and
 * its one link renderer, given once to every component below.
 */
function ShopTexts({
  language,
  locale,
  children,
}: {
  language: Language;
  locale: string;
  children: React.ReactNode;
}) {
  return (
    <UiTextProvider i18n={translator(language)} locale={locale}>
      <LinkRendererProvider renderLink={renderShopLink}>{children}</LinkRendererProvider>
    </UiTextProvider>
  );
}

/**
 * The frame's data: the root's, or on a 404 the route guards decided (no loader ran), the one
 * the refusal carries.
 */
function usePageFrame(): PageFrameData | undefined {
  const loaded = useRouteLoaderData<typeof loader>('root');
  const error = useRouteError();
  return loaded ?? frameOfRefusal(error);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = usePageFrame();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <>
      <title>
        {pageTitle(
          // The headline without its full stop, as a title reads.
          t(notFound ? 'errorPage.notFoundHeadline' : 'errorPage.headline', {
            ns: uiNamespace,
          }).replace(/\.$/, ''),
          data?.shop.brandName,
        )}
      </title>
      <ErrorPage
        id="inhalt"
        status={status}
        homeHref={data?.shell?.paths.home ?? '/'}
        // A missing page points to the search (issue 21); a broken one does not lean on it.
        searchAction={notFound ? data?.shell?.paths.search : undefined}
        // §2: status, message, stack and data are shown on the QA environment only.
        details={data?.environment === 'qa' ? errorDetails(error) : undefined}
        showDetails={data?.environment === 'qa'}
      />
    </>
  );
}

/** What the QA environment shows of an error (§2: status code, status message, stack, data). */
function errorDetails(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    return {
      statusCode: error.status,
      statusMessage: error.statusText,
      data: refusalMessage(error.data),
    };
  }
  if (error instanceof Error) return { statusMessage: error.message, stack: error.stack };
  return { data: String(error) };
}
