import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { ChevronRightIcon } from './icons';

/** The trail of pages above this one, named for screen readers (a navigation landmark). */
function Breadcrumb({ className, ...props }: React.ComponentProps<'nav'>) {
  const { t } = useUiText();
  return (
    <nav
      data-slot="breadcrumb"
      aria-label={t('breadcrumb.label')}
      className={cn('text-sm', className)}
      {...props}
    />
  );
}

/**
 * The ordered list of crumbs inside the breadcrumb, home first; it wraps onto a second line on
 * narrow screens.
 */
function BreadcrumbList({ className, ...props }: React.ComponentProps<'ol'>) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn('flex flex-wrap items-center gap-1 text-ink-soft', className)}
      {...props}
    />
  );
}

/** One crumb of the trail: holds a link to a page above this one, or the current page. */
function BreadcrumbItem({ className, ...props }: React.ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    />
  );
}

type BreadcrumbLinkProps = React.ComponentProps<'a'> & {
  /** Renders the child (a router link) with the crumb's look. */
  asChild?: boolean;
};

/** A link to a page above this one (home or a parent category), quiet until hovered or focused. */
function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="breadcrumb-link"
      className={cn(
        'rounded-sm text-ink-soft underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-3 focus-visible:ring-focus',
        className,
      )}
      {...props}
    />
  );
}

/** The current page: not a link, marked as the current location. */
function BreadcrumbPage({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('font-semibold text-ink', className)}
      {...props}
    />
  );
}

/**
 * The chevron between two crumbs; hidden from screen readers, which announce the list instead. A
 * child replaces the chevron.
 */
function BreadcrumbSeparator({ className, children, ...props }: React.ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('[&_svg]:size-3.5', className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}

export {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  type BreadcrumbLinkProps,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
};
