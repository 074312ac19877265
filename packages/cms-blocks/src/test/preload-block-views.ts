import { preloadDialogs } from '@vitrine/ui';
import { preloadBlockViews } from '../block-view-chunks';

// The tests server-render stories with `renderToString`, which cannot wait for a block view's or
// a dialog's code: it is loaded first, as the storefront's server does before its first page.
await Promise.all([preloadBlockViews(), preloadDialogs()]);
