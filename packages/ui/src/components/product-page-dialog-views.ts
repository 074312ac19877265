import { lazyView } from '../lib/lazy-view';

const productPageDialogs = () => import('./dialogs/product-page-dialogs');

/** The product page's dialogs as views of their one chunk (`lazyView`). */
export const LazyCustomizeDialog = lazyView(() =>
  productPageDialogs().then((module) => module.CustomizeDialog),
);
export const LazyElectricalLawDialog = lazyView(() =>
  productPageDialogs().then((module) => module.ElectricalLawDialog),
);
export const LazyProductImageDialog = lazyView(() =>
  productPageDialogs().then((module) => module.ProductImageDialog),
);
export const LazyProductVariantDialog = lazyView(() =>
  productPageDialogs().then((module) => module.ProductVariantDialog),
);

/** Loads the chunk ahead (Storybook's loaders: a story's click then opens its dialog at once). */
export function preloadProductPageDialogs(): Promise<unknown> {
  return productPageDialogs();
}
