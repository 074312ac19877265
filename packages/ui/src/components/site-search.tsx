import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { IconButton } from './button';
import { Input } from './form-field';
import { SearchIcon } from './icons';

type SiteSearchProps = Omit<React.ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /** The search page (`/suche/`, with the locale's prefix). */
  action: string;
  /** The query parameter the search page reads. */
  name?: string;
  /** The current query, on the search page itself. */
  defaultValue?: string;
  /**
   * What the storefront adds to the field once scripts run (a type-ahead's combobox role and
   * ARIA state, its ref and handlers). With it or `children`, the field sits in a positioned
   * box of its own, so the popup can hang below it and the field is never moved.
   */
  inputProps?: Omit<React.ComponentProps<'input'>, 'id' | 'name' | 'type' | 'defaultValue'>;
  /** A popup below the field (the type-ahead's suggestion list). */
  children?: React.ReactNode;
};

/**
 * The header's search field: a plain GET form to the search page, so a query is a shareable
 * address and the search works without JavaScript. The label is for screen readers; sighted
 * shoppers see the placeholder and the search icon.
 */
function SiteSearch({
  action,
  name = 'q',
  defaultValue,
  inputProps,
  children,
  className,
  ...props
}: SiteSearchProps) {
  const { t } = useUiText();
  const inputId = React.useId();
  const input = (
    <Input
      {...inputProps}
      id={inputId}
      type="search"
      name={name}
      defaultValue={defaultValue}
      placeholder={t('siteSearch.placeholder')}
      enterKeyHint="search"
      className={cn(inputProps || children ? 'w-full' : 'flex-1', inputProps?.className)}
    />
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role reads as a search landmark everywhere; the newer <search> element is not yet known to every screen reader
    <form
      data-slot="site-search"
      role="search"
      method="get"
      action={action}
      className={cn('flex items-center gap-1', className)}
      {...props}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('siteSearch.label')}
      </label>
      {inputProps || children ? (
        <div data-slot="site-search-field" className="relative flex-1">
          {input}
          {children}
        </div>
      ) : (
        input
      )}
      <IconButton type="submit" variant="primary" label={t('actions.search')}>
        <SearchIcon />
      </IconButton>
    </form>
  );
}

export { SiteSearch, type SiteSearchProps };
