export {
  type AddressBookIntent,
  type AddressBookSave,
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
  type PasswordChangeForm,
  passwordChangeSchema,
  passwordChangeSchemaWithLeakCheck,
} from './password-change';
export {
  type PersonalDataForm,
  personalDataFields,
  personalDataFormSchema,
} from './personal-data';
