import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** No route matched: answer 404 inside the shop's layout, so the error page speaks its language. */
export function loader({ context }: Route.LoaderArgs) {
  // §8: 'Page Not Found: {path}'.
  throw data(`Page Not Found: ${context.path}`, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
