import { lazyView } from '../lib/lazy-view';

/**
 * The error page as a view of its own chunk (`lazyView`): only a page that failed loads it. The
 * server preloads it before its first page, so its HTML never waits for it.
 */
export const LazyErrorPage = lazyView(() =>
  import('./error-page').then((module) => module.ErrorPage),
);
