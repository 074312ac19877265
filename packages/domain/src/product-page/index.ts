export { type AddToCartChoice, addToCartChoice } from './add-to-cart-choice';
export {
  type BasketVariantChoice,
  type BasketVariantOption,
  basketVariantChoice,
} from './basket-variant-choice';
export {
  type BundleSetView,
  bundlePieceLimit,
  bundlePieceNumbers,
  bundleSetView,
} from './bundle-set';
export {
  type ColorSiblingRow,
  colorSiblingRow,
  colorSiblingsHref,
  colorSiblingsInRow,
  colorSiblingsStep,
} from './color-sibling-row';
export {
  hasProductInfo,
  noProductInfo,
  type ProductInfoDialog,
  type ProductInfoSource,
  type ProductPageInfoView,
  type ProductPagePromotionDisclaimer,
  type ProductPageSeal,
  type ProductPageSizeAdvisor,
  productInfoDialogs,
  productInfoHref,
  productInfoParameter,
  productInfoStep,
  productInfoView,
  sizeAdvisorKey,
} from './product-info';
export {
  type ProductPageAddToCart,
  type ProductPageColorSibling,
  type ProductPageCrumb,
  type ProductPageFact,
  type ProductPagePrice,
  type ProductPageSelectedVariant,
  type ProductPageVariantOption,
  type ProductPageView,
  type ProductPageViewOptions,
  productPageTile,
  productPageView,
  variantDescription,
} from './product-page-view';
export {
  breadcrumbStructuredData,
  type ProductStructuredDataInput,
  productStructuredData,
} from './product-structured-data';
export {
  type SetPromotionOffer,
  type SetPromotionPiece,
  setPieceVariant,
  setPromotionDialog,
  setPromotionFormFields,
  setPromotionHref,
  setPromotionIntent,
  setPromotionOffer,
  setPromotionStep,
} from './set-promotion-offer';
