import { localePathPrefixes } from '@vitrine/domain';
import { data, Outlet } from 'react-router';
import { newsletterConfirmationToast } from '../routing/newsletter-toast';
import { enforcePageGuards } from '../routing/page-guards.server';
import { PageToasts } from '../toasts/page-toasts';
import type { Route } from './+types/shop-layout';

/**
 * Every page of the shop passes here first: a locale prefix the current shop does not have
 * (`/nl/` on the German shop) is a 404; then the route guards of §4 run in the spec's order
 * and their one outcome is acted on (redirect, 404, or the page with the toasts they asked
 * for). Static files, /api, /_content and images are answered before pages and never get here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const firstSegment = new URL(request.url).pathname.split('/')[1] ?? '';
  if (
    localePathPrefixes().includes(firstSegment) &&
    context.locale.pathPrefix !== `/${firstSegment}`
  ) {
    throw data(`Page Not Found: ${context.path}`, { status: 404, statusText: 'Not Found' });
  }
  const guardToasts = await enforcePageGuards(request, context);
  const newsletter = newsletterConfirmationToast(new URL(request.url).search);
  return { toasts: newsletter ? [...guardToasts, newsletter] : guardToasts };
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <PageToasts toasts={loaderData.toasts} />
    </>
  );
}
