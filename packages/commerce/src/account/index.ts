export {
  type AddressInput,
  addressSchema,
  type ContactInput,
  changePasswordSchema,
  contactSchema,
  type NewsletterInput,
  newsletterSchema,
  type PersonalDataInput,
  personalDataSchema,
} from './account-input';
export {
  type AccountDeletionHook,
  type AccountService,
  AddressBookFullError,
  type ContactRequest,
  type NewsletterRequest,
} from './account-service';
export type { Address } from './address-row';
