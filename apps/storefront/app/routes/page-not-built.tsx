import { data } from 'react-router';
import type { Route } from './+types/page-not-built';

/**
 * A §2 route whose page is not built yet (the route table declares every route once, in the
 * domain): it answers the 404 page with its status, as an unknown address does.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw data(`Page Not Found: ${context.path}`, { status: 404, statusText: 'Not Found' });
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? {};
}

export default function PageNotBuilt() {
  return null;
}
