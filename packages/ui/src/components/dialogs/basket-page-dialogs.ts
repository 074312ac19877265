// The basket page's dialogs, one chunk the page loads when the shopper opens the first of
// them (a line's engraving edit, medical info or click-and-reserve, the shipping line's carrier info, the
// shipping-cost progress), as the product page does, and the info dialogs' in-page step a
// browser without JavaScript is shown (`?dialog=`).
export { MedicalProductInfoDialog, ShippingCostProgressDialog } from './basket-info-dialogs';
export { BasketInfoStep } from './basket-info-step';
export { CustomizeDialog } from './customize-dialog';
export { CarrierInfoDialog, ClickAndReserveDialog } from './delivery-dialogs';
