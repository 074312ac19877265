/**
 * Rules the ui components need that no other module had: the image swiper's behaviour (§2)
 * and the password guide (§5). Pure functions like the rest of the domain.
 */

export { desktopFacetLimit, type FacetBarSplit, facetBarSplit } from './facet-bar';
export { type EngravingCounter, engravingCounter } from './engraving-counter';
export { hasFreeShipping } from './free-shipping';
export {
  type ImageSwiperSettings,
  imageSwiperLoopBelowWidth,
  imageSwiperSettings,
} from './image-swiper';
export { type ListingPrice, listingPrice } from './listing-price';
export { type PasswordGuideRule, passwordGuide } from './password-guide';
export {
  type ShippingCostProgress,
  type ShippingCostStep,
  shippingCostProgress,
} from './shipping-cost-progress';
