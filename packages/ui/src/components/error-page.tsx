import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Input } from './form-field';

interface ErrorDetails {
  readonly statusCode?: number;
  readonly statusMessage?: string;
  readonly stack?: string;
  readonly data?: unknown;
}

type ErrorPageProps = Omit<React.ComponentProps<'main'>, 'children'> & {
  /** The HTTP status; 404 reads "this page does not exist", anything else the generic text. */
  status?: number;
  /** Where "back to home" leads ('/'). */
  homeHref?: string;
  /**
   * The search page (`/suche/`, with the locale's prefix). Given, the page offers a search
   * field: a plain GET form, so it works without JavaScript. The shop gives it on a 404.
   */
  searchAction?: string;
  /** The headline when the shop's content names one (the CMS fallback page); else the catalogue's. */
  headline?: string;
  /**
   * The editor's content for the page (the CMS fallback page's text and links), shown in place
   * of the catalogue's message, suggestion and home link.
   */
  children?: React.ReactNode;
  /**
   * Technical details, shown only when `showDetails` is set — the QA environment. The
   * app decides; production never passes it.
   */
  details?: ErrorDetails;
  /**
   * Shows `details` under the message; the app sets it in the QA environment only, never in
   * production.
   */
  showDetails?: boolean;
};

const dataText = (data: unknown): string => {
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data, null, 2) ?? String(data);
  } catch {
    return String(data);
  }
};

/**
 * The shop's error page: headline, message, suggestion and a link home (text keys oops,
 * headline, message, suggestion, backToHome); on QA also status code, status message,
 * stack and data.
 */
function ErrorPage({
  status,
  homeHref = '/',
  searchAction,
  headline,
  children,
  details,
  showDetails = false,
  className,
  ...props
}: ErrorPageProps) {
  const { t } = useUiText();
  const notFound = status === 404;
  const rows: Array<[string, string]> = details
    ? [
        [
          t('errorPage.statusCode'),
          details.statusCode === undefined ? '' : String(details.statusCode),
        ],
        [t('errorPage.statusMessage'), details.statusMessage ?? ''],
        [t('errorPage.stack'), details.stack ?? ''],
        [t('errorPage.data'), details.data === undefined ? '' : dataText(details.data)],
      ]
    : [];
  return (
    <main
      data-slot="error-page"
      data-status={status}
      className={cn(
        'mx-auto grid max-w-2xl justify-items-center gap-4 px-4 py-16 text-center',
        className,
      )}
      {...props}
    >
      <p data-slot="error-page-oops" className="font-display text-lg font-bold text-primary">
        {t('errorPage.oops')}
      </p>
      <h1 className="font-display text-3xl font-extrabold text-balance">
        {headline || t(notFound ? 'errorPage.notFoundHeadline' : 'errorPage.headline')}
      </h1>
      {children !== undefined ? (
        <div data-slot="error-page-content" className="grid justify-items-center gap-3">
          {children}
        </div>
      ) : (
        <>
          <p className="text-base text-ink">
            {t(notFound ? 'errorPage.notFoundMessage' : 'errorPage.message')}
          </p>
          <p className="text-base text-ink-soft">{t('errorPage.suggestion')}</p>
          <Button asChild className="mt-2">
            <a href={homeHref}>{t('errorPage.backToHome')}</a>
          </Button>
        </>
      )}
      {searchAction !== undefined ? <ErrorPageSearch action={searchAction} /> : null}
      {showDetails && details ? (
        <details data-slot="error-page-details" className="mt-6 w-full text-start" open>
          <summary className="cursor-pointer rounded-sm font-semibold outline-none focus-visible:ring-3 focus-visible:ring-focus">
            {t('errorPage.details')}
          </summary>
          <dl className="mt-3 grid gap-3 rounded-card bg-muted p-4 text-sm">
            {rows
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label} className="grid gap-1">
                  <dt className="font-semibold">{label}</dt>
                  <dd>
                    <pre className="overflow-x-auto font-mono text-xs whitespace-pre-wrap break-words">
                      {value}
                    </pre>
                  </dd>
                </div>
              ))}
          </dl>
        </details>
      ) : null}
    </main>
  );
}

/** The error page's search: a visible label, a field and a button; a GET form to the search page. */
function ErrorPageSearch({ action }: { action: string }) {
  const { t } = useUiText();
  const inputId = React.useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role reads as a search landmark everywhere, as the header's does
    <form
      data-slot="error-page-search"
      role="search"
      aria-labelledby={`${inputId}-label`}
      method="get"
      action={action}
      className="mt-6 grid w-full max-w-md gap-2 text-start"
    >
      <label id={`${inputId}-label`} htmlFor={inputId} className="font-semibold">
        {t('errorPage.searchLabel')}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="search"
          name="q"
          required
          placeholder={t('siteSearch.placeholder')}
          enterKeyHint="search"
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </div>
    </form>
  );
}

export { type ErrorDetails, ErrorPage, type ErrorPageProps };
