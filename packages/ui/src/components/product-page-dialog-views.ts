import { lazyView } from '../lib/lazy-view';

const productPageDialogs = () => import('./dialogs/product-page-dialogs');

/** The product page's dialogs as views of their one chunk (`lazyView`). */
export const LazyBundlePromotionDialog = lazyView(() =>
  productPageDialogs().then((module) => module.BundlePromotionDialog),
);
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
export const LazyProductSealsDialog = lazyView(() =>
  productPageDialogs().then((module) => module.ProductSealsDialog),
);
export const LazyPromotionDisclaimerDialog = lazyView(() =>
  productPageDialogs().then((module) => module.PromotionDisclaimerDialog),
);
export const LazySiblingSelectDialog = lazyView(() =>
  productPageDialogs().then((module) => module.SiblingSelectDialog),
);
export const LazySizeAdvisorDialog = lazyView(() =>
  productPageDialogs().then((module) => module.SizeAdvisorDialog),
);
/** The info dialogs' in-page step without JavaScript (the server preloads it for its HTML). */
export const LazyProductInfoStep = lazyView(() =>
  productPageDialogs().then((module) => module.ProductInfoStep),
);

/** Loads the chunk ahead (Storybook's loaders: a story's click then opens its dialog at once). */
export function preloadProductPageDialogs(): Promise<unknown> {
  return productPageDialogs();
}
