import { z } from 'zod';
import { genders } from '../entities/user';
import { genericMessageKeys, ruleMessageKeys } from './message-keys';

/** The auth form's preselected gender (§3). */
export const defaultGender = 'f';

/**
 * Gender of the auth forms (§3, §5): `m`, `f` or `d`, case and surrounding space ignored.
 * A missing field takes the form's default `f`; an empty string is a choice left blank and
 * is required; anything else is not one of the choices.
 */
export const genderSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : (value ?? undefined)),
  z
    .enum(genders, {
      error: (issue) =>
        issue.input === '' ? genericMessageKeys.required : ruleMessageKeys.invalidChoice,
    })
    .default(defaultGender),
);

/**
 * Gender where §5 requires it (the register and guest groups): `m`, `f` or `d`, case and
 * surrounding space ignored; a missing or blank field is required, as the form preselects
 * nothing and a sign-up must not be filed under a salutation the shopper never chose.
 */
export const requiredGenderSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : (value ?? '')),
  z.enum(genders, {
    error: (issue) =>
      issue.input === '' ? genericMessageKeys.required : ruleMessageKeys.invalidChoice,
  }),
);
