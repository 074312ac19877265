import * as React from 'react';
import { Outlet } from 'react-router';
import { pageGuardsMiddleware, pageToastsContext } from '../routing/page-guards.server';
import { PageToasts } from '../toasts/page-toasts';
import { detectInternalTraffic } from '../tracking/internal-traffic';
import { whenIdle } from '../when-idle';
import type { Route } from './+types/shop-layout';

/**
 * Every page of the shop passes here first: the §4 route guards run once per request as this
 * layout's middleware, before any page's loader or action. Static files, /api, /_content and
 * images are answered before pages and never get here.
 */
export const middleware: Route.MiddlewareFunction[] = [pageGuardsMiddleware];

/** The toasts the guards let through with the page (§4 deletion toast, newsletter outcome). */
export function loader({ context }: Route.LoaderArgs) {
  return { toasts: context.get(pageToastsContext) };
}

/** Once the page is shown and the browser idle: whether the session is internal traffic (§7). */
function useInternalTrafficDetection(): void {
  React.useEffect(() => whenIdle(detectInternalTraffic, 5000, 1000), []);
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  useInternalTrafficDetection();
  return (
    <PageToasts toasts={loaderData.toasts}>
      <Outlet />
    </PageToasts>
  );
}
