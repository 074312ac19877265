import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useRenderLink } from '../lib/link-renderer';

/** One subcategory the row links to: its name and its listing's address. */
interface SubcategoryLink {
  readonly name: string;
  readonly href: string;
}

type SubcategoryRowProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The category's children, in the catalog's order. */
  subcategories: readonly SubcategoryLink[];
};

const pillClass =
  'inline-flex min-h-10 items-center whitespace-nowrap rounded-control border border-line bg-surface px-4 text-sm font-semibold text-ink outline-none transition-colors hover:border-primary hover:text-primary focus-visible:ring-3 focus-visible:ring-focus';

/**
 * The subcategories of a listing page as one compact row of links (issue 21: the products stay
 * above the fold, where two large tiles pushed them below it). On a phone the row scrolls
 * sideways within the page's gutter instead of wrapping into a block; from `md` it wraps. A
 * navigation landmark of its own, named for screen readers; renders nothing without children.
 */
function SubcategoryRow({ subcategories, className, ...props }: SubcategoryRowProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  if (subcategories.length === 0) return null;
  return (
    <nav
      data-slot="subcategory-row"
      aria-label={t('listing.subcategories')}
      className={cn('-mx-4 md:mx-0', className)}
      {...props}
    >
      {/* The vertical padding keeps the focus ring inside the scrolling list, which clips it. */}
      <ul className="flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] md:flex-wrap md:overflow-visible md:px-0">
        {subcategories.map((subcategory) => (
          <li key={subcategory.href} data-slot="subcategory-row-item" className="shrink-0">
            {renderLink({
              href: subcategory.href,
              className: pillClass,
              children: subcategory.name,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { type SubcategoryLink, SubcategoryRow, type SubcategoryRowProps };
