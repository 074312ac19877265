// The basket page's dialogs, one chunk the page loads when the shopper opens the first of
// them (a line's engraving edit, the shipping line's carrier info), as the product page does.
export { CustomizeDialog } from './customize-dialog';
export { CarrierInfoDialog } from './delivery-dialogs';
