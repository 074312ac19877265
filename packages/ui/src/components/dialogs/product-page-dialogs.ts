// The product page's dialogs, one chunk the page loads when the shopper opens the first of
// them (issue 15's budget: one dynamic import in the page's own code, not one per dialog).
export { CustomizeDialog } from './customize-dialog';
export { ElectricalLawDialog } from './electrical-law-dialog';
export { ProductImageDialog } from './product-image-dialog';
export { ProductVariantDialog } from './product-variant-dialog';
