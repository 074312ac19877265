import type { CategoryNode } from '@vitrine/domain/content-model';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useRenderLink } from '../lib/link-renderer';
import { numberFormat } from '../lib/number-format';
import { useHydrated } from '../lib/use-hydrated';
import { IconButton } from './button';
import { AccountIcon, BasketIcon, HeartIcon, MenuIcon } from './icons';

/** A help link of the header (FAQ, guide, contact), from the CMS layout. */
interface SiteHeaderLink {
  readonly label: string;
  readonly href: string;
}

type SiteHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The brand's name (Nido, Vitalia): names the home link. */
  brandName: string;
  /** The one-line notice above the header, as the CMS's site layout sets it. */
  notice?: React.ReactNode;
  /** The site layout's help links, beside the notice from `lg` on. */
  serviceLinks?: readonly SiteHeaderLink[];
  /** The brand's logo, drawn by the storefront. */
  logo: React.ReactNode;
  /** Where the logo leads: the shop's home page. */
  homeHref: string;
  /** The root categories: the header navigation and the featured links together. */
  categories: readonly CategoryNode[];
  /**
   * Opens the navigation: with a category on desktop (the side navigation on that category),
   * without one from the mobile menu button. The storefront opens its dialog.
   */
  onOpenNavigation: (category: CategoryNode | null) => void;
  /**
   * Where the menu button leads before scripts run (an anchor of the page's plain category
   * list): until hydration it is a link there, so the menu works without JavaScript.
   */
  menuHref?: string;
  /** The account page, behind the person icon. */
  accountHref: string;
  /** The wishlist page; the link shows only when given (where the country has a wishlist). */
  wishlistHref?: string;
  /** How many products are on the wishlist, as a badge on its icon; no badge at 0. */
  wishlistCount?: number;
  /** The basket page, behind the basket icon. */
  basketHref: string;
  /** How many articles are in the basket, as a badge on its icon; no badge at 0. */
  basketCount?: number;
  /** The search form, from the storefront. */
  search?: React.ReactNode;
  /** The country picker's trigger, from the storefront. */
  countryPicker?: React.ReactNode;
};

// Spread in, as a `data-` attribute is no known property of the link's props object.
const menuSlot = { 'data-slot': 'site-header-menu' };

const categoryClass =
  'inline-flex h-12 cursor-pointer items-center rounded-control px-3 font-semibold outline-none hover:bg-muted hover:text-primary focus-visible:ring-3 focus-visible:ring-focus';

const iconLinkClass =
  'relative inline-flex size-11 items-center justify-center rounded-control text-ink outline-none transition-colors hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus [&_svg]:size-6';

function CountBadge({ count }: { count: number | undefined }) {
  const { locale } = useUiText();
  if (count === undefined || count <= 0) return null;
  return (
    <span
      data-slot="site-header-count"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-on-primary"
    >
      {numberFormat(locale).format(count)}
    </span>
  );
}

/**
 * The shop's header: the layout's notice and help links, menu button (mobile), logo, search,
 * country picker, account, wishlist and basket with counts, and on desktop the root
 * categories. A category with sub-categories opens the desktop side navigation through
 * `onOpenNavigation`; one without is a plain link. Before hydration (and
 * without JavaScript) the categories are links to their pages and the menu button is a link
 * to `menuHref`. Every link goes through the app's link renderer (`useRenderLink`).
 */
function SiteHeader({
  brandName,
  notice,
  serviceLinks = [],
  logo,
  homeHref,
  categories,
  onOpenNavigation,
  menuHref,
  accountHref,
  wishlistHref,
  wishlistCount,
  basketHref,
  basketCount,
  search,
  countryPicker,
  className,
  ...props
}: SiteHeaderProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const hydrated = useHydrated();
  const countLabel = (key: 'siteHeader.basketCount' | 'siteHeader.wishlistCount', count = 0) =>
    t(key, { count });
  const hasTopBar = Boolean(notice) || serviceLinks.length > 0;
  return (
    <header
      data-slot="site-header"
      className={cn('border-b border-line bg-surface text-ink', className)}
      {...props}
    >
      {hasTopBar ? (
        <div data-slot="site-header-top" className="bg-primary text-sm text-on-primary">
          <div className="mx-auto flex max-w-[1440px] items-center justify-center gap-6 px-4 py-2 lg:justify-between">
            {notice ? (
              <p data-slot="site-header-notice" className="text-center">
                {notice}
              </p>
            ) : null}
            {serviceLinks.length > 0 ? (
              <nav
                data-slot="site-header-help"
                aria-label={t('siteHeader.helpNavigation')}
                className="hidden lg:ml-auto lg:block"
              >
                <ul className="flex gap-4">
                  {serviceLinks.map((link) => (
                    <li key={`${link.href}${link.label}`}>
                      {renderLink({
                        href: link.href,
                        className:
                          'rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-focus',
                        children: link.label,
                      })}
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-2 px-4 py-2 lg:gap-4">
        {!hydrated && menuHref !== undefined ? (
          renderLink({
            href: menuHref,
            ...menuSlot,
            'aria-label': t('siteHeader.openMenu'),
            title: t('siteHeader.openMenu'),
            className: cn(iconLinkClass, 'lg:hidden'),
            children: <MenuIcon />,
          })
        ) : (
          <IconButton
            data-slot="site-header-menu"
            label={t('siteHeader.openMenu')}
            aria-haspopup="dialog"
            onClick={() => onOpenNavigation(null)}
            className="lg:hidden [&_svg]:size-6"
          >
            <MenuIcon />
          </IconButton>
        )}
        <div data-slot="site-header-logo" className="mr-auto flex items-center">
          {renderLink({
            href: homeHref,
            'aria-label': t('siteHeader.home', { brand: brandName }),
            className:
              'inline-flex rounded-sm outline-none focus-visible:ring-3 focus-visible:ring-focus',
            children: logo,
          })}
        </div>
        {search !== undefined ? (
          <div
            data-slot="site-header-search"
            className="order-last basis-full lg:order-none lg:basis-auto lg:flex-1"
          >
            {search}
          </div>
        ) : null}
        <nav aria-label={t('siteHeader.shopNavigation')} data-slot="site-header-service">
          <ul className="flex items-center gap-1">
            {countryPicker !== undefined ? (
              <li className="hidden lg:block">{countryPicker}</li>
            ) : null}
            <li>
              {renderLink({
                href: accountHref,
                'aria-label': t('siteHeader.account'),
                title: t('siteHeader.account'),
                className: iconLinkClass,
                children: <AccountIcon />,
              })}
            </li>
            {wishlistHref !== undefined ? (
              <li>
                {renderLink({
                  href: wishlistHref,
                  'aria-label': countLabel('siteHeader.wishlistCount', wishlistCount),
                  title: t('siteHeader.wishlist'),
                  className: iconLinkClass,
                  children: (
                    <>
                      <HeartIcon />
                      <CountBadge count={wishlistCount} />
                    </>
                  ),
                })}
              </li>
            ) : null}
            <li>
              {renderLink({
                href: basketHref,
                'aria-label': countLabel('siteHeader.basketCount', basketCount),
                title: t('siteHeader.basket'),
                className: iconLinkClass,
                children: (
                  <>
                    <BasketIcon />
                    <CountBadge count={basketCount} />
                  </>
                ),
              })}
            </li>
          </ul>
        </nav>
      </div>
      <nav
        data-slot="site-header-categories"
        aria-label={t('siteHeader.mainNavigation')}
        className="hidden border-t border-line lg:block"
      >
        <ul className="mx-auto flex max-w-[1440px] gap-1 px-4">
          {categories.map((category) => (
            <li key={category.link}>
              {hydrated && category.subCategories.length > 0 ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpenNavigation(category)}
                  className={categoryClass}
                >
                  {category.name}
                </button>
              ) : (
                renderLink({
                  href: category.link,
                  className: categoryClass,
                  children: category.name,
                })
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

export { SiteHeader, type SiteHeaderLink, type SiteHeaderProps };
