import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { BasketIcon, HeartIcon, InfoIcon, SearchIcon } from './icons';

const emptyStateVariants = cva(
  'flex size-16 items-center justify-center rounded-full [&_svg]:size-8',
  {
    variants: {
      kind: {
        basket: 'bg-primary-soft text-primary',
        wishlist: 'bg-primary-soft text-primary',
        search: 'bg-muted text-ink-soft',
        generic: 'bg-muted text-ink-soft',
      },
    },
    defaultVariants: { kind: 'generic' },
  },
);

const icons = { basket: BasketIcon, wishlist: HeartIcon, search: SearchIcon, generic: InfoIcon };

type EmptyStateProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** What is empty, as a heading: "Your basket is empty", "No results for …". */
    title: string;
    /** A sentence under the title that says what the shopper can do next. */
    description?: string;
    /** What to do next, e.g. a "continue shopping" button. */
    action?: React.ReactNode;
    /** Heading level of the title in the page outline. */
    headingLevel?: 2 | 3;
  };

/** A place with nothing in it yet: an empty basket, wishlist or search result. */
function EmptyState({
  kind,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Icon = icons[kind ?? 'generic'];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      data-slot="empty-state"
      data-kind={kind ?? 'generic'}
      className={cn(
        'mx-auto grid max-w-md justify-items-center gap-3 px-4 py-12 text-center',
        className,
      )}
      {...props}
    >
      <span data-slot="empty-state-icon" className={emptyStateVariants({ kind })}>
        <Icon />
      </span>
      <Heading className="font-display text-xl font-bold text-balance">{title}</Heading>
      {description ? <p className="text-base text-ink-soft">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}

export { EmptyState, type EmptyStateProps, emptyStateVariants };
