import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { CategoryStack, type CategoryStackProps } from './category-stack';

type SideNavigationProps = CategoryStackProps & {
  /** Shown under the categories, e.g. a navigation teaser (310 px wide). */
  footer?: React.ReactNode;
};

/**
 * The desktop side navigation's content: the category
 * stack, opened on the root category the shopper chose in the header. The storefront puts it
 * in its left-side dialog; this component builds no dialog itself.
 */
function SideNavigation({ footer, className, ...props }: SideNavigationProps) {
  const { t } = useUiText();
  return (
    <nav
      data-slot="side-navigation"
      aria-label={t('navigation.label')}
      className={cn('flex w-full max-w-sm flex-col gap-4', className)}
    >
      <CategoryStack {...props} />
      {footer !== undefined ? <div data-slot="side-navigation-footer">{footer}</div> : null}
    </nav>
  );
}

export { SideNavigation, type SideNavigationProps };
