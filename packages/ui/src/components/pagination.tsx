import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';
import { paginationRange } from '../lib/pagination-range';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The current page, 1-based. */
  page: number;
  /** How many pages the listing has; the next link stops at the last one. */
  pageCount: number;
  /** The address of a page, so every page is a real link (crawlable, opens in a new tab). */
  hrefFor: (page: number) => string;
  /**
   * Called when a page link is followed; the app may `preventDefault()` and navigate itself
   * (a client-side router).
   */
  onPageChange?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Neighbours of the current page shown on each side. */
  siblings?: number;
};

/**
 * Page links of a listing: previous, first, a window around the current page, last, next.
 * Every page is a real link, so listings page without JavaScript and crawlers follow them.
 */
function Pagination({
  page,
  pageCount,
  hrefFor,
  onPageChange,
  siblings = 1,
  className,
  ...props
}: PaginationProps) {
  const { t, locale } = useUiText();
  const entries = paginationRange(page, pageCount, siblings);
  if (entries.length <= 1) return null;
  const number = numberFormat(locale);
  const follow = (target: number) => (event: React.MouseEvent<HTMLAnchorElement>) =>
    onPageChange?.(target, event);
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  // On the first and last page the step link is left out for assistive technology and kept
  // as a dimmed shape, so the bar does not jump.
  // The links' and placeholders' look is the stylesheet's (`[data-slot=pagination] a`): a
  // listing's page links do not carry it each.
  const placeholderClass = 'pointer-events-none text-ink-soft';
  return (
    <nav
      data-slot="pagination"
      aria-label={t('pagination.label')}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {hasPrevious ? (
            <a data-slot="pagination-previous" href={hrefFor(page - 1)} onClick={follow(page - 1)}>
              <ChevronLeftIcon />
              <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
            </a>
          ) : (
            <span
              data-slot="pagination-previous"
              data-disabled=""
              aria-hidden="true"
              className={placeholderClass}
            >
              <ChevronLeftIcon />
              <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {entries.map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <a
                data-slot="pagination-page"
                href={hrefFor(entry)}
                onClick={follow(entry)}
                aria-current={entry === page ? 'page' : undefined}
              >
                <span className="sr-only">
                  {t('pagination.page', { page: number.format(entry) })}
                </span>
                <span aria-hidden="true">{number.format(entry)}</span>
              </a>
            </li>
          ) : (
            <li key={entry} data-slot="pagination-gap" className="px-1 text-ink-soft">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('pagination.morePages')}</span>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <a data-slot="pagination-next" href={hrefFor(page + 1)} onClick={follow(page + 1)}>
              <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
              <ChevronRightIcon />
            </a>
          ) : (
            <span
              data-slot="pagination-next"
              data-disabled=""
              aria-hidden="true"
              className={placeholderClass}
            >
              <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

export { Pagination, type PaginationProps };
