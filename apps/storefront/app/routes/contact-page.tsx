import { loadCmsPage } from '../cms/cms-page.server';
import type { Route } from './+types/contact-page';

// The contact page (§2 `/kontakt/`, the same path in every language) is the CMS story `kontakt`
// with the contact form: the same page, meta, headers and form posts as the catch-all's.
export { action, default, headers, meta } from './cms-page';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCmsPage({ request, splat: 'kontakt/', context });
}
