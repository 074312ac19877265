/**
 * The password rules guide (spec §2 "password guide", §5 password rules): the form shows
 * every rule of a new password with whether the typed value meets it yet.
 */
import { toFieldErrors } from '../validation/field-errors';
import { type NewPasswordMessageKey, newPasswordMessageKeys } from '../validation/message-keys';
import { newPasswordSchema, passwordLength } from '../validation/password';

export interface PasswordGuideRule {
  /** The rule's message key (`reset-password.fields.new-password.min`…). */
  readonly key: NewPasswordMessageKey;
  /** Values for the message's placeholders, e.g. `{ min: 10 }`. */
  readonly values: Readonly<Record<string, number>>;
  readonly met: boolean;
}

const guideRules: ReadonlyArray<Omit<PasswordGuideRule, 'met'>> = [
  { key: newPasswordMessageKeys.min, values: { min: passwordLength.min } },
  { key: newPasswordMessageKeys.max, values: { max: passwordLength.max } },
  { key: newPasswordMessageKeys.lowercase, values: {} },
  { key: newPasswordMessageKeys.uppercase, values: {} },
  { key: newPasswordMessageKeys.noSpaces, values: {} },
];

/**
 * Each rule of the guide and whether `password` meets it, judged by the same schema that
 * validates the form (`newPasswordSchema`), so guide and error messages never disagree. An
 * empty password meets no rule yet: a guide full of ticks before anything is typed would
 * tell the shopper the opposite of the truth.
 *
 * @example
 * passwordGuide('kurzesPasswort').map((rule) => rule.met); // [true, true, true, false, true]
 */
export function passwordGuide(password: string | null | undefined): readonly PasswordGuideRule[] {
  const value = typeof password === 'string' ? password : '';
  if (value === '') return guideRules.map((rule) => ({ ...rule, met: false }));
  const result = newPasswordSchema.safeParse(value);
  const failed = new Set(
    result.success ? [] : toFieldErrors(result.error).map((error) => error.key),
  );
  return guideRules.map((rule) => ({ ...rule, met: !failed.has(rule.key) }));
}
