export {
  type GuestForm,
  guestSchema,
  type LoginForm,
  loginSchema,
  type RegisterForm,
  type ResetForm,
  registerSchema,
  registerSchemaWithLeakCheck,
  resetSchema,
} from './auth-forms';
export {
  type ContactRequest,
  type ContactSubjectRule,
  contactRequestLimits,
  contactRequestSchema,
  contactRequestSchemaFor,
} from './contact-request';
export { emailMaxLength, emailSchema } from './email';
export { type FieldError, toFieldErrors } from './field-errors';
export { answeredFormBooleanSchema, formBooleanSchema } from './form-boolean';
export { defaultGender, genderSchema, requiredGenderSchema } from './gender';
export {
  type GenericMessageKey,
  genericMessageKeys,
  isValidationMessageKey,
  type NewPasswordMessageKey,
  newPasswordMessageKeys,
  type RuleMessageKey,
  ruleMessageKeys,
  type ValidationMessageKey,
  validationMessageKeys,
} from './message-keys';
export {
  type NewsletterRequest,
  newsletterRequestLimits,
  newsletterRequestSchema,
} from './newsletter-request';
export {
  type NewsletterSalutationCode,
  newsletterSalutationCode,
  newsletterSalutationCodes,
} from './newsletter-salutation';
export { loginPasswordSchema, newPasswordSchema, passwordLength } from './password';
export {
  checkPasswordLeak,
  isPasswordLeaked,
  type LeakedSuffixLookup,
  leakCheckedPasswordSchema,
  leakCheckPrefixLength,
  type PasswordLeakQuery,
  passwordLeakQuery,
} from './password-leak-check';
export { personNameMaxLength, personNameSchema } from './person-name';
export { phoneMaxLength, phoneSchema } from './phone';
export {
  checkTagManagerId,
  suggestTagManagerId,
  type TagManagerIdCheck,
  tagManagerIdSchema,
} from './tag-manager-id';
