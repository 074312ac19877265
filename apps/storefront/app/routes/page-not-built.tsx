import { data } from 'react-router';
import { notFoundPageCache } from '../../server/http/cache-control';
import type { Route } from './+types/page-not-built';

/**
 * A §2 route whose page is not built yet (the route table declares every route once, in the
 * domain): it answers the 404 page with its status, as an unknown address does.
 */
function pageNotFound(path: string): never {
  throw data(`Page Not Found: ${path}`, {
    status: 404,
    statusText: 'Not Found',
    headers: { 'Cache-Control': notFoundPageCache },
  });
}

export function loader({ context }: Route.LoaderArgs) {
  pageNotFound(context.path);
}

/**
 * A form posted to such a page has met the §4 guards in the shop layout's middleware, as on
 * every page (an account page sends a visitor without a session to the login, 303); then it
 * gets the 404 page — never a 405.
 */
export function action({ context }: Route.ActionArgs) {
  pageNotFound(context.path);
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? {};
}

export default function PageNotBuilt() {
  return null;
}
