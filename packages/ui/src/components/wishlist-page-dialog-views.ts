import { lazyView } from '../lib/lazy-view';

/** The wishlist page's more-info dialog as a view of its chunk (`lazyView`): loaded on its first click. */
export const LazyWishlistInfoDialog = lazyView(() =>
  import('./dialogs/wishlist-dialogs').then((module) => module.WishlistInfoDialog),
);

/** The wishlist page's add-to-cart choice as a view of its chunk: loaded on the first card that needs it. */
export const LazyWishlistAddToCartDialog = lazyView(() =>
  import('./dialogs/wishlist-dialogs').then((module) => module.WishlistAddToCartDialog),
);
