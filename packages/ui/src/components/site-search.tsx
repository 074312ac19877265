import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { IconButton } from './button';
import { Input } from './form-field';
import { SearchIcon } from './icons';

type SiteSearchProps = Omit<React.ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /** The search page (§2 `/suche/`, with the locale's prefix). */
  action: string;
  /** The query parameter the search page reads. */
  name?: string;
  /** The current query, on the search page itself. */
  defaultValue?: string;
};

/**
 * The header's search field: a plain GET form to the search page, so a query is a shareable
 * address and the search works without JavaScript. The label is for screen readers; sighted
 * shoppers see the placeholder and the search icon.
 */
function SiteSearch({ action, name = 'q', defaultValue, className, ...props }: SiteSearchProps) {
  const { t } = useUiText();
  const inputId = React.useId();
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
      <Input
        id={inputId}
        type="search"
        name={name}
        defaultValue={defaultValue}
        placeholder={t('siteSearch.placeholder')}
        enterKeyHint="search"
        className="flex-1"
      />
      <IconButton type="submit" variant="primary" label={t('actions.search')}>
        <SearchIcon />
      </IconButton>
    </form>
  );
}

export { SiteSearch, type SiteSearchProps };
