/**
 * Message keys of the validation rules (spec §5). Forms and 400 answers carry these keys
 * plus parameters; the text is translated elsewhere.
 */

/** The generic messages of §5, with the parameter each one fills in. */
export const genericMessageKeys = {
  /** "Value is required" */
  required: 'validation.required',
  /** "Value is not a valid email address" */
  email: 'validation.email',
  /** "The maximum length allowed is {max}" */
  maxLength: 'validation.max-length',
  /** "This field should be at least {min} characters long" */
  minLength: 'validation.min-length',
  /** "The minimum value allowed is {min}" */
  minValue: 'validation.min-value',
  /** "Value must be numeric" */
  numeric: 'validation.numeric',
} as const;

/**
 * Messages for rules §5 names without giving them a text: the characters of a name, a value
 * outside its list of choices (gender, a checkbox), a number above its limit, a malformed
 * tag-manager id, and anything the schemas did not foresee.
 */
export const ruleMessageKeys = {
  nameCharacters: 'validation.name-characters',
  invalidChoice: 'validation.invalid-choice',
  /** A number above its limit, e.g. more of an article than was delivered: "At most {max}". */
  maxValue: 'validation.max-value',
  tagManagerId: 'validation.tag-manager-id',
  invalid: 'validation.invalid',
} as const;

/** Password rules for a new or registering password (§5), under `reset-password.fields.new-password.*`. */
export const newPasswordMessageKeys = {
  required: 'reset-password.fields.new-password.required',
  min: 'reset-password.fields.new-password.min',
  max: 'reset-password.fields.new-password.max',
  lowercase: 'reset-password.fields.new-password.lowercase',
  uppercase: 'reset-password.fields.new-password.uppercase',
  noSpaces: 'reset-password.fields.new-password.no-spaces',
  leaked: 'reset-password.fields.new-password.leaked',
} as const;

type ValuesOf<T> = T[keyof T];

export type GenericMessageKey = ValuesOf<typeof genericMessageKeys>;
export type RuleMessageKey = ValuesOf<typeof ruleMessageKeys>;
export type NewPasswordMessageKey = ValuesOf<typeof newPasswordMessageKeys>;
export type ValidationMessageKey = GenericMessageKey | RuleMessageKey | NewPasswordMessageKey;

/** Every key a validation schema in this module can produce. */
export const validationMessageKeys: readonly ValidationMessageKey[] = [
  ...Object.values(genericMessageKeys),
  ...Object.values(ruleMessageKeys),
  ...Object.values(newPasswordMessageKeys),
];

const knownKeys: ReadonlySet<string> = new Set(validationMessageKeys);

/** Whether `value` is one of {@link validationMessageKeys}. */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && knownKeys.has(value);
}
