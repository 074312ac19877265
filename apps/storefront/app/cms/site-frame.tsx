import { Footer, Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import type { SiteLayoutView } from './site-layout.server';

export interface SiteFrameProps {
  readonly layout: SiteLayoutView;
  readonly brandName: string;
  /** The locale's home (`/` or `/fr/`). */
  readonly homeHref: string;
  /** The copyright year, from the server so both renders agree. */
  readonly year: number;
  readonly children: React.ReactNode;
}

/**
 * The default layout (§2 layouts): the layout story's notice, header with the root categories
 * and service links, the page, and the footer's columns.
 */
export function SiteFrame({ layout, brandName, homeHref, year, children }: SiteFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-card focus:bg-surface focus:p-3"
      >
        {t('cms.skipToContent')}
      </a>
      <header data-slot="site-header" className="border-b border-line bg-surface">
        {layout.headerNotice ? (
          <p className="bg-primary px-4 py-2 text-center text-sm text-on-primary">
            {layout.headerNotice}
          </p>
        ) : null}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <a
            href={homeHref}
            className="font-display text-2xl font-bold text-primary"
            aria-label={t('cms.homeLink', { brand: brandName })}
          >
            {brandName}
          </a>
          {layout.serviceLinks.length > 0 ? (
            <nav aria-label={t('cms.serviceNavigation')}>
              <ul className="flex flex-wrap gap-4 text-sm">
                {layout.serviceLinks.map((link) => (
                  <li key={`${link.href}${link.label}`}>
                    <Link variant="subtle" href={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {layout.navigation.length > 0 ? (
          <nav aria-label={t('cms.mainNavigation')} className="mx-auto max-w-7xl px-4 pb-3">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              {layout.navigation.map((link) => (
                <li key={`${link.href}${link.label}`}>
                  <Link variant="subtle" href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      {children}
      <Footer brandName={brandName} columns={layout.footerColumns} year={year} />
      {layout.footerNote ? (
        <section aria-label={t('cms.legalNote')} className="bg-muted px-4 pb-6">
          <p className="text-center text-xs text-ink-soft">{layout.footerNote}</p>
        </section>
      ) : null}
    </>
  );
}
