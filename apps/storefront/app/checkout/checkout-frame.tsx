import { routePath } from '@vitrine/domain/routing';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { PageFrameData } from '../page-frame';

/**
 * The checkout layout (§2 layouts: default, checkout, documentation): the shop's name leading
 * home and the way back to the basket, without the navigation, search and footer of the
 * default layout, so nothing leads away from finishing the order by accident. A page with
 * this layout sets the route handle `{ siteFrame: false }`, so the root draws no shop frame.
 */
export function CheckoutFrame({
  localePrefix: prefix,
  children,
}: {
  /** The locale's path prefix (`/fr`), '' for the shop's default locale. */
  readonly localePrefix: string;
  readonly children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const frame = useRouteLoaderData('root') as PageFrameData | undefined;
  return (
    <>
      <header data-slot="checkout-header" className="border-b border-line bg-surface">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to={`${prefix}/`} className="font-display text-2xl font-bold text-primary">
            {frame?.shop.brandName}
          </Link>
          <Link to={routePath('basket', prefix)} className="font-semibold text-primary underline">
            {t('checkoutLogin.backToBasket')}
          </Link>
        </div>
      </header>
      {children}
    </>
  );
}
