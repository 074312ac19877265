export {
  type AccountBalanceState,
  accountBalanceState,
  hasAccountBalance,
} from './account-balance';
export { type AccountDeletionForm, accountDeletionSchema } from './account-deletion';
export {
  type AddressBookEntry,
  type AddressBookIntent,
  type AddressBookSave,
  addressBookEntrySchema,
  addressBookFieldPrefix,
  addressBookIdSchema,
  addressBookIntents,
  addressBookParameters,
  addressBookSaveInput,
  addressBookSaveSchema,
  isAddressBookId,
  isAddressBookIntent,
} from './address-book';
export {
  type ContactFormCustomer,
  type ContactFormPrefill,
  contactFormPrefill,
} from './contact-prefill';
export {
  type ComplainableLine,
  type ComplaintInput,
  type ComplaintItem,
  type ComplaintItemProblem,
  type ComplaintOrderLine,
  type ComplaintReason,
  complainableLines,
  complaintCommentMaxLength,
  complaintFormSchema,
  complaintItemProblems,
  complaintItemsField,
  complaintQuantityField,
  complaintReasons,
} from './order-complaint';
export {
  type CarrierKey,
  carrierKeys,
  carrierName,
  carrierNames,
  carrierOf,
  parcelTrackingLink,
  type ShipmentItem,
  type ShipmentItemProblem,
  type ShippableLine,
  shipmentItemProblems,
  type TrackingReader,
  trackingNumberMaxLength,
  trackingNumberOf,
  unshippedItems,
} from './parcel-tracking';
export {
  type PasswordChangeForm,
  passwordChangeSchema,
  passwordChangeSchemaWithLeakCheck,
} from './password-change';
export {
  type PersonalDataForm,
  personalDataFields,
  personalDataFormSchema,
} from './personal-data';
