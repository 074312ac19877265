import { z } from 'zod';
import { requiredGenderSchema } from '../validation/gender';
import { personNameSchema } from '../validation/person-name';
import { phoneSchema } from '../validation/phone';

/**
 * The personal-data form (issue 19 `/konto/persoenliche-daten/`), the one schema the page's
 * browser check and its server apply: the salutation (required, as at sign-up), the first and
 * last name by the §5 name rules, and an optional phone number. Field names as the engine's
 * personal-data call takes them.
 */
export const personalDataFormSchema = z.object({
  gender: requiredGenderSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  phone: phoneSchema,
});

export type PersonalDataForm = z.output<typeof personalDataFormSchema>;

/** The fields of the form, in its order. */
export const personalDataFields = ['gender', 'first_name', 'last_name', 'phone'] as const;
