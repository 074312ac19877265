import { lazyView } from '../lib/lazy-view';

const basketPageDialogs = () => import('./dialogs/basket-page-dialogs');

/** The basket page's dialogs as views of their one chunk (`lazyView`). */
export const LazyBasketCustomizeDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.CustomizeDialog),
);
export const LazyCarrierInfoDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.CarrierInfoDialog),
);
