import { type PersonalDataForm as PersonalData, personalDataFormSchema } from '@vitrine/domain';
import { Button, type FieldErrorMessage, TextField } from '@vitrine/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AccountFormResult, messagesAt } from './account-form';
import { useAccountFormFetcher } from './account-form-fetcher';
import { FormAlert } from './login-forms';
import { type PersonField, PersonFields } from './person-fields';
import { resolverMessages, schemaResolver } from './schema-resolver';

type PersonalDataValues = Record<keyof PersonalData, string>;

interface PersonalDataFormProps {
  /** The stored values, shown first. */
  readonly stored: Readonly<PersonalDataValues>;
  /** The page's answer to a post without JavaScript. */
  readonly posted: AccountFormResult | undefined;
}

/**
 * The personal-data form (issue 19 `/konto/persoenliche-daten/`): salutation and names (the
 * person fields sign-up asks too) and a phone number. It posts to the page, so it works
 * without JavaScript; with it, react-hook-form checks the fields with the domain schema the
 * server applies, and a fetcher sends it; the answer is a toast either way.
 */
export function PersonalDataForm({ stored, posted }: PersonalDataFormProps) {
  const { t } = useTranslation();
  const fetcher = useAccountFormFetcher('personal-data');
  const result = fetcher.data ?? posted;
  const shown = { ...stored, ...(result?.ok === false ? result.values : {}) };
  const form = useForm<PersonalDataValues>({
    resolver: schemaResolver<PersonalDataValues>(personalDataFormSchema),
    defaultValues: shown,
  });
  const messages = (field: keyof PersonalDataValues): readonly FieldErrorMessage[] => {
    const checked = form.formState.errors[field];
    return checked ? resolverMessages(checked) : messagesAt(result, field);
  };
  const onSubmit = form.handleSubmit((_values, event) => {
    const element = event?.target;
    if (element instanceof HTMLFormElement) fetcher.submit(element, { method: 'post' });
  });
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="personal-data-heading"
      className="grid max-w-2xl gap-4"
      data-slot="personal-data-form"
    >
      <FormAlert messages={messagesAt(result, '')} />
      <input type="hidden" name="intent" value="personalDataSave" />
      <PersonFields
        field={(name: PersonField) => form.register(name)}
        messages={messages}
        values={shown}
      />
      <TextField
        label={t('accountData.phone')}
        type="tel"
        autoComplete="tel"
        optional
        defaultValue={shown.phone}
        errors={messages('phone')}
        {...form.register('phone')}
      />
      <div>
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {t('accountData.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
