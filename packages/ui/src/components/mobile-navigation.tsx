import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useRenderLink } from '../lib/link-renderer';
import { CategoryStack, type CategoryStackProps } from './category-stack';
import { HeartIcon } from './icons';

type MobileNavigationProps = CategoryStackProps & {
  /** The account page. */
  accountHref: string;
  /** The wishlist page; the link shows only when given (the country's wishlist flag). */
  wishlistHref?: string;
  /** The layout's help links (FAQ, guide, contact), after account and wishlist. */
  serviceLinks?: readonly { readonly label: string; readonly href: string }[];
  /** The country picker's trigger, from the storefront. */
  countryPicker?: React.ReactNode;
};

const serviceLinkClass =
  'flex min-h-12 items-center gap-2 rounded-control px-3 font-semibold outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus [&_svg]:size-5';

/**
 * The mobile navigation's content: the category stack, then the service links (account, wishlist,
 * the layout's help links) and the country picker. The storefront shows it in its mobileLeft
 * dialog; this component builds no dialog itself.
 */
function MobileNavigation({
  accountHref,
  wishlistHref,
  serviceLinks = [],
  countryPicker,
  onNavigate,
  className,
  ...props
}: MobileNavigationProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const follow = (href: string) => () => onNavigate?.(href);
  return (
    <div data-slot="mobile-navigation" className={cn('flex w-full flex-col gap-4', className)}>
      <nav aria-label={t('navigation.label')}>
        <CategoryStack onNavigate={onNavigate} {...props} />
      </nav>
      <nav
        data-slot="mobile-navigation-service"
        aria-label={t('siteHeader.serviceNavigation')}
        className="border-t border-line pt-3"
      >
        <ul className="flex flex-col">
          <li>
            {renderLink({
              href: accountHref,
              onClick: follow(accountHref),
              className: serviceLinkClass,
              children: t('siteHeader.account'),
            })}
          </li>
          {wishlistHref !== undefined ? (
            <li>
              {renderLink({
                href: wishlistHref,
                onClick: follow(wishlistHref),
                className: serviceLinkClass,
                children: (
                  <>
                    <HeartIcon />
                    {t('siteHeader.wishlist')}
                  </>
                ),
              })}
            </li>
          ) : null}
          {serviceLinks.map((link) => (
            <li key={`${link.href}${link.label}`}>
              {renderLink({
                href: link.href,
                onClick: follow(link.href),
                className: cn(serviceLinkClass, 'font-normal'),
                children: link.label,
              })}
            </li>
          ))}
        </ul>
      </nav>
      {countryPicker !== undefined ? (
        <div data-slot="mobile-navigation-country" className="px-3">
          {countryPicker}
        </div>
      ) : null}
    </div>
  );
}

export { MobileNavigation, type MobileNavigationProps };
