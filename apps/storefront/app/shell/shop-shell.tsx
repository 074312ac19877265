import {
  type CategoryNode,
  type CategorySubNode,
  type PackedCategory,
  unpackCategories,
} from '@vitrine/domain';
import {
  Footer,
  Link,
  MobileNavigationDialog,
  SideNavigationDialog,
  SiteHeader,
  useDialogStack,
} from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SiteLayoutView } from '../cms/site-layout.server';
import { HeaderSearch } from '../search/header-search';
import { type ConsentBannerHandle, ShopConsentBanner } from './consent-banner';
import type { ConsentFrameData } from './consent-frame.server';
import { consentSettingsHref } from './consent-paths';
import { CountryChoice, CountryList } from './country-choice';
import { footerLinks } from './footer-links';
import type { ShopShellData } from './shop-shell.server';

export interface ShopShellProps {
  /** The layout as the frame sends it: the navigation packed (`packCategories`). */
  readonly layout: Omit<SiteLayoutView, 'categories'> & {
    readonly categories: readonly PackedCategory[];
  };
  readonly shell: ShopShellData;
  /** The consent banner's data (issue 20); null when the shop's layout has no consent block. */
  readonly consent: ConsentFrameData | null;
  readonly brandName: string;
  /** The copyright year, from the server so both renders agree. */
  readonly year: number;
  readonly children: React.ReactNode;
}

/** The anchor of the plain category list the menu button leads to before scripts run. */
const categoryIndexId = 'kategorien';

/**
 * The default layout (§2 layouts): skip link, the header (notice, help links, logo, search,
 * account, wishlist and basket with the visitor's counts, root categories), the page, and the
 * footer (the layout's columns, the shop's payment, carrier and review marks, hotline, consent
 * link, note). A root category with
 * sub-categories opens the desktop side navigation on it, the menu button the mobile navigation
 * (§2 dialogs), both on the page's one dialog stack. Before and without JavaScript, categories
 * are links and the menu button leads to the plain category list under the header.
 */
export function ShopShell({ layout, shell, consent, brandName, year, children }: ShopShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const consentBanner = React.useRef<ConsentBannerHandle>(null);
  const { open } = useDialogStack();
  const [category, setCategory] = React.useState<CategoryNode | null>(null);
  // Read back once per frame: the header, the category list and both dialogs show it.
  const categories = React.useMemo(() => unpackCategories(layout.categories), [layout.categories]);
  const footer = footerLinks(layout.footerColumns);
  const { paths, counts } = shell;
  const brandLogo = (
    <span className="font-display text-2xl font-bold text-primary">{brandName}</span>
  );
  return (
    <>
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-card focus:bg-surface focus:p-3"
      >
        {t('cms.skipToContent')}
      </a>
      <SiteHeader
        brandName={brandName}
        notice={layout.headerNotice || undefined}
        serviceLinks={layout.serviceLinks}
        logo={brandLogo}
        homeHref={paths.home}
        categories={categories}
        onOpenNavigation={(chosen) => {
          setCategory(chosen);
          open(chosen === null ? 'mobile-navigation' : 'side-navigation');
        }}
        menuHref={`#${categoryIndexId}`}
        search={<HeaderSearch action={paths.search} />}
        accountHref={paths.account}
        wishlistHref={paths.wishlist ?? undefined}
        wishlistCount={counts.wishlist}
        basketHref={paths.basket}
        basketCount={counts.basket}
        countryPicker={<CountryChoice country={shell.country} />}
      />
      <CategoryIndex id={categoryIndexId} categories={categories} />
      {children}
      <CountryList country={shell.country} />
      <Footer
        brandName={brandName}
        columns={footer.columns}
        hotline={shell.hotline}
        paymentMethods={shell.trust.paymentMethods.map((method) => ({
          method,
          label: t(`checkout.payment.${method}`),
        }))}
        carriers={shell.trust.carriers}
        shopRating={shell.trust.reviews}
        consentHref={
          consent ? consentSettingsHref(location.pathname, location.search) : footer.consentHref
        }
        onOpenConsent={consent ? () => consentBanner.current?.reopen() : undefined}
        note={layout.footerNote || undefined}
        year={year}
      />
      {consent ? <ShopConsentBanner data={consent} logo={brandLogo} ref={consentBanner} /> : null}
      <SideNavigationDialog categories={categories} initialLink={category?.link} />
      <MobileNavigationDialog
        categories={categories}
        accountHref={paths.account}
        wishlistHref={paths.wishlist ?? undefined}
        serviceLinks={layout.serviceLinks}
      />
    </>
  );
}

/**
 * Every category as nested links, shown only while the address targets it (`#kategorien`):
 * the menu button's destination before scripts run, so the mobile menu works without them.
 */
function CategoryIndex({ id, categories }: { id: string; categories: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      aria-label={t('shell.categoryIndex')}
      data-slot="category-index"
      className="hidden border-b border-line bg-surface px-4 py-4 target:block"
    >
      <ul className="grid gap-3">
        {categories.map((root) => (
          <li key={root.link}>
            <Link variant="subtle" href={root.link} className="font-semibold">
              {root.name}
            </Link>
            <SubCategoryList nodes={root.subCategories} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link variant="standalone" href="#inhalt">
          {t('shell.closeMenu')}
        </Link>
      </p>
    </nav>
  );
}

function SubCategoryList({ nodes }: { nodes: readonly CategorySubNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-2 border-l border-line pl-4">
      {nodes.map((node) => (
        <li key={`${node.navLink}-${node.navText}`}>
          <Link variant="subtle" href={node.navLink}>
            {node.navText}
          </Link>
          <SubCategoryList nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}
