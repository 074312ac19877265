import { type FieldErrorMessage, TextField } from '@vitrine/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './choice-field';

/** The person fields, by the names the forms post (§3 Auth form, the personal-data call). */
export type PersonField = 'gender' | 'first_name' | 'last_name';

interface PersonFieldsProps {
  /** react-hook-form's props of a field (`form.register(name)`). */
  readonly field: (name: PersonField) => UseFormRegisterReturn<PersonField>;
  /** A field's messages: the browser's check, else the server's answer. */
  readonly messages: (name: PersonField) => readonly FieldErrorMessage[];
  /** The values shown first: the last post's, or the account's own. */
  readonly values: Readonly<Partial<Record<PersonField, string | null>>> | undefined;
}

/**
 * The salutation and the first and last name (§5 name rules), as register, guest and the
 * personal-data page ask them: native radios and inputs, so each posts without JavaScript.
 */
export function PersonFields({ field, messages, values }: PersonFieldsProps) {
  const { t } = useTranslation();
  const ui = { ns: 'ui' } as const;
  return (
    <>
      <ChoiceField
        legend={t('fields.gender', ui)}
        choices={[
          { value: 'f', label: t('fields.genderFemale', ui) },
          { value: 'm', label: t('fields.genderMale', ui) },
          { value: 'd', label: t('fields.genderDiverse', ui) },
        ]}
        chosen={values?.gender ?? undefined}
        errors={messages('gender')}
        {...field('gender')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName', ui)}
          autoComplete="given-name"
          required
          defaultValue={values?.first_name ?? undefined}
          errors={messages('first_name')}
          {...field('first_name')}
        />
        <TextField
          label={t('fields.lastName', ui)}
          autoComplete="family-name"
          required
          defaultValue={values?.last_name ?? undefined}
          errors={messages('last_name')}
          {...field('last_name')}
        />
      </div>
    </>
  );
}
