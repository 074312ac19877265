import { type PasswordChangeForm as PasswordChange, passwordChangeSchema } from '@vitrine/domain';
import { Button, type FieldErrorMessage, PasswordField } from '@vitrine/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AccountFormResult, messagesAt } from './account-form';
import { useAccountFormFetcher } from './account-form-fetcher';
import { FormAlert } from './login-forms';
import { resolverMessages, schemaResolver } from './schema-resolver';

type PasswordValues = Record<keyof PasswordChange, string>;

/**
 * Change password (issue 19 `/konto/passwort/`): the current password and the new one with the
 * password guide (§5, as at register and reset). It posts to the page, so it works without
 * JavaScript; with it, react-hook-form checks the rules with the domain schema and a fetcher
 * sends it. The leak check and the current password are the server's to judge.
 */
export function PasswordForm({ posted }: { readonly posted: AccountFormResult | undefined }) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({
    resolver: schemaResolver<PasswordValues>(passwordChangeSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  // Once changed, the fields are emptied: a password stays on screen no longer than needed.
  const fetcher = useAccountFormFetcher('password-change', (answer) => {
    if (answer.ok) form.reset();
  });
  const result = fetcher.data ?? posted;
  const messages = (field: keyof PasswordValues): readonly FieldErrorMessage[] => {
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
      aria-labelledby="password-heading"
      className="grid max-w-md gap-4"
      data-slot="password-form"
    >
      <FormAlert messages={messagesAt(result, '')} />
      <input type="hidden" name="intent" value="passwordChange" />
      <PasswordField
        label={t('accountData.currentPassword')}
        required
        autoComplete="current-password"
        errors={messages('current_password')}
        {...form.register('current_password')}
      />
      <PasswordField
        label={t('fields.newPassword', { ns: 'ui' })}
        required
        guide
        autoComplete="new-password"
        errors={messages('new_password')}
        {...form.register('new_password')}
      />
      <div>
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {t('accountData.changePassword')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
