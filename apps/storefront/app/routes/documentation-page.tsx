import { loadCmsPage } from '../cms/cms-page.server';
import type { Route } from './+types/documentation-page';

// The documentation pages (§2 `/documentation/*`, documentation layout) are CMS pages: the same
// page, meta, headers and form posts as the catch-all's.
export { action, default, headers, meta } from './cms-page';

/** The story path keeps its `documentation/` folder, which the route's own path took off. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCmsPage({ request, splat: `documentation/${params['*'] ?? ''}`, context });
}
