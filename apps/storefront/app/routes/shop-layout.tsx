import { localePathPrefixes } from '@vitrine/domain';
import { data, Outlet } from 'react-router';
import type { Route } from './+types/shop-layout';

/** Refuses a locale prefix the current shop does not have (`/nl/` on the German shop). */
export function loader({ context, request }: Route.LoaderArgs) {
  const firstSegment = new URL(request.url).pathname.split('/')[1] ?? '';
  if (
    localePathPrefixes().includes(firstSegment) &&
    context.locale.pathPrefix !== `/${firstSegment}`
  ) {
    throw data(`Page Not Found: ${context.path}`, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export default function ShopLayout() {
  return <Outlet />;
}
