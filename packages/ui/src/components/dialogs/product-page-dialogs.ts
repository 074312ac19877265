// The product page's dialogs, one chunk the page loads when the shopper opens the first of
// them (issue 15's budget: one dynamic import in the page's own code, not one per dialog),
// and the info dialogs' in-page step a browser without JavaScript is shown (`?dialog=`).
export { BundlePromotionDialog } from './bundle-promotion-dialog';
export { CustomizeDialog } from './customize-dialog';
export { ElectricalLawDialog } from './electrical-law-dialog';
export { ProductImageDialog } from './product-image-dialog';
export { ProductInfoStep } from './product-info-step';
export { ProductSealsDialog } from './product-seals-dialog';
export { ProductVariantDialog } from './product-variant-dialog';
export { PromotionDisclaimerDialog } from './promotion-disclaimer-dialog';
export { SiblingSelectDialog } from './sibling-select-dialog';
export { SizeAdvisorDialog } from './size-advisor-dialog';
