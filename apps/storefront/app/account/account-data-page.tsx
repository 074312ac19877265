import { Link } from '@vitrine/ui';
import type * as React from 'react';

/**
 * The frame every account page shares (§2 `/konto/…`): the page's `main` (the skip link's
 * target), the way back to the page above it, the heading with what stands under it, then the
 * page's own content.
 */

interface AccountDataPageProps {
  /** The page's heading (`h1`), translated. */
  readonly title: React.ReactNode;
  /** The heading's id, where the page's form or dialog is labelled by it. */
  readonly headingId?: string;
  /** The way back to the page above (the account, my data, the orders, the order); none on `/konto/`. */
  readonly back?: { readonly href: string; readonly label: string };
  /** What stands right under the heading, grouped with it (an order's date and state, the greeting). */
  readonly details?: React.ReactNode;
  /** The room between the page's parts: `loose` for the pages of many sections (the account, an order). */
  readonly spacing?: 'default' | 'loose';
  /** The page's own content. */
  readonly children: React.ReactNode;
}

/** One account page: back link, heading, content (see {@link AccountDataPageProps}). */
export function AccountDataPage({
  title,
  headingId,
  back,
  details,
  spacing = 'default',
  children,
}: AccountDataPageProps) {
  const heading = (
    <h1 id={headingId} className="font-display text-3xl font-bold">
      {title}
    </h1>
  );
  return (
    <main
      id="inhalt"
      className={`mx-auto grid w-full max-w-5xl ${spacing === 'loose' ? 'gap-8' : 'gap-6'} px-4 py-8`}
    >
      {back !== undefined ? (
        <p>
          <Link variant="standalone" href={back.href}>
            {back.label}
          </Link>
        </p>
      ) : null}
      {details !== undefined ? (
        <div className="grid gap-2">
          {heading}
          {details}
        </div>
      ) : (
        heading
      )}
      {children}
    </main>
  );
}
