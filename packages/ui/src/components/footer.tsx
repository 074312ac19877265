import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { isModifiedClick } from '../lib/modified-click';
import { Button } from './button';
import { Link } from './link';
import { type ShopRating, TrustMarks, type TrustMarksProps } from './trust-marks';

interface FooterLink {
  readonly label: string;
  readonly href: string;
  readonly external?: boolean;
}

interface FooterColumn {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

type FooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** The brand's name, for the copyright line. */
  brandName: string;
  /** The link columns of the CMS layout's footer. */
  columns: readonly FooterColumn[];
  /** Legal links under the columns (imprint, privacy, terms). */
  legalLinks?: readonly FooterLink[];
  /**
   * The shop's customer-service number, if it has one (the German, Austrian and Swiss shops
   * do); shown as a link that calls it.
   */
  hotline?: string | null;
  /** The shop's payment methods with their names, drawn as the demo's own marks. */
  paymentMethods?: TrustMarksProps['paymentMethods'];
  /** The shop's carriers, from its configuration, each a drawn mark with its name. */
  carriers?: readonly string[];
  /** The shop's review score, shown as the demo's own review seal; none without it. */
  shopRating?: ShopRating | null;
  /** Reopens the consent banner: a footer link keeps the choice open to change. */
  onOpenConsent?: () => void;
  /**
   * Where the consent link leads without a banner to open (before scripts run, or while the
   * shop has none): the control is then a link, which `onOpenConsent` takes over when given.
   */
  consentHref?: string;
  /** The layout's small print under everything, from its footer note. */
  note?: React.ReactNode;
  /** The copyright year; passed in so server and browser render the same. */
  year: number;
};

/**
 * The page footer: link columns; the shop's payment, carrier and review marks; hotline, consent
 * settings, legal links and the one copyright line.
 */
function Footer({
  brandName,
  columns,
  legalLinks = [],
  hotline,
  paymentMethods,
  carriers,
  shopRating,
  onOpenConsent,
  consentHref,
  note,
  year,
  className,
  ...props
}: FooterProps) {
  const { t } = useUiText();
  const headingId = React.useId();
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-line bg-muted text-ink', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column, index) => (
          <nav
            key={column.title}
            data-slot="footer-column"
            aria-labelledby={`${headingId}-${index}`}
          >
            <h2 id={`${headingId}-${index}`} className="font-display text-base font-bold">
              {column.title}
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link variant="subtle" href={link.href} external={link.external}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <TrustMarks
        paymentMethods={paymentMethods}
        carriers={carriers}
        shopRating={shopRating}
        className="mx-auto max-w-7xl border-t border-line px-4 py-6"
      />
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {hotline ? (
              <p data-slot="footer-hotline" className="font-semibold">
                <a
                  href={`tel:${hotline.replace(/[^+\d]/g, '')}`}
                  className="rounded-sm outline-none hover:underline focus-visible:ring-3 focus-visible:ring-focus"
                >
                  {t('footer.hotline', { phone: hotline })}
                </a>
              </p>
            ) : null}
            {consentHref !== undefined ? (
              <Link
                data-slot="footer-consent"
                variant="subtle"
                href={consentHref}
                className="underline"
                onClick={
                  onOpenConsent
                    ? (event) => {
                        if (isModifiedClick(event)) return;
                        event.preventDefault();
                        onOpenConsent();
                      }
                    : undefined
                }
              >
                {t('footer.consentSettings')}
              </Link>
            ) : onOpenConsent ? (
              <Button
                data-slot="footer-consent"
                variant="link"
                size="sm"
                className="h-auto px-0 text-ink underline"
                onClick={onOpenConsent}
              >
                {t('footer.consentSettings')}
              </Button>
            ) : null}
            {legalLinks.length > 0 ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <Link variant="subtle" href={link.href} external={link.external}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <p data-slot="footer-copyright" className="text-ink-soft">
            {t('footer.copyright', { year, brand: brandName })}
          </p>
        </div>
        {note ? (
          <p
            data-slot="footer-note"
            className="mx-auto max-w-7xl px-4 pb-6 text-center text-xs text-ink-soft"
          >
            {note}
          </p>
        ) : null}
      </div>
    </footer>
  );
}

export { Footer, type FooterColumn, type FooterLink, type FooterProps };
