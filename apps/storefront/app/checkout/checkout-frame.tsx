import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { PageFrameData } from '../page-frame';

/** The route handle of the checkout layout's pages: no shop header, navigation or footer. */
export const checkoutLayoutHandle = { siteFrame: false } as const;

/**
 * The checkout layout (§2): the shop's name leading home, the way back to the basket, and the
 * page, nothing more — no navigation to wander off into while paying.
 */
export function CheckoutFrame({
  homeHref,
  basketHref,
  children,
}: {
  readonly homeHref: string;
  readonly basketHref: string | null;
  readonly children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const frame = useRouteLoaderData<PageFrameData>('root');
  return (
    <>
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-card focus:bg-surface focus:p-3"
      >
        {t('cms.skipToContent')}
      </a>
      <header className="border-b border-line" data-slot="checkout-header">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to={homeHref} className="font-display text-2xl font-bold text-primary">
            {frame?.shop.brandName ?? ''}
          </Link>
          <p className="text-sm font-semibold text-ink-soft">{t('checkout.secure')}</p>
          {basketHref !== null ? (
            <Link to={basketHref} className="text-sm font-semibold text-primary underline">
              {t('checkout.backToBasket')}
            </Link>
          ) : null}
        </div>
      </header>
      {children}
    </>
  );
}
