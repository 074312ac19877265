import { lazyView } from '../lib/lazy-view';

const basketPageDialogs = () => import('./dialogs/basket-page-dialogs');

/** The basket page's dialogs as views of their one chunk (`lazyView`). */
export const LazyBasketCustomizeDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.CustomizeDialog),
);
export const LazyCarrierInfoDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.CarrierInfoDialog),
);
export const LazyShippingCostProgressDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.ShippingCostProgressDialog),
);
export const LazyBasketClickAndReserveDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.ClickAndReserveDialog),
);
export const LazyMedicalProductInfoDialog = lazyView(() =>
  basketPageDialogs().then((module) => module.MedicalProductInfoDialog),
);
/** The info dialogs' in-page step without JavaScript (the server preloads it for its HTML). */
export const LazyBasketInfoStep = lazyView(() =>
  basketPageDialogs().then((module) => module.BasketInfoStep),
);

/** Loads the chunk ahead: the server, before it renders a page showing an info step. */
export function preloadBasketPageDialogs(): Promise<unknown> {
  return basketPageDialogs();
}
