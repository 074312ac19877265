/**
 * Rules the ui components need that no other module had: the image swiper's behaviour (§2),
 * the password guide (§5), the engraving counter (§9) and the basket's shipping-cost progress
 * (§2, §9), among others. Pure functions like the rest of the domain.
 */

export { type EngravingCounter, engravingCounter } from './engraving-counter';
export { desktopFacetLimit, type FacetBarSplit, facetBarSplit } from './facet-bar';
export { hasFreeShipping } from './free-shipping';
export { frenchCatalogue, frenchPunctuation, mapCatalogueTexts } from './french-punctuation';
export {
  type ImageSwiperSettings,
  imageSwiperLoopBelowWidth,
  imageSwiperSettings,
} from './image-swiper';
export { type ListingPrice, listingPrice } from './listing-price';
export { type PasswordGuideRule, passwordGuide } from './password-guide';
export {
  type ShippingCostProgress,
  type ShippingCostRuleStep,
  type ShippingCostStep,
  shippingCostProgress,
  shippingCostRule,
} from './shipping-cost-progress';
export { typographicCatalogue, typographicText } from './typographic-catalogue';
export { keepUnitsTogether } from './units';
