import { type AccountDeletionForm, accountDeletionSchema } from '@vitrine/domain';
import { Button, DeleteAccountDialog, type FieldErrorMessage, PasswordField } from '@vitrine/ui';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSubmit } from 'react-router';
import { useShowToast } from '../toasts/page-toasts';
import { type AccountFormResult, messagesAt } from './account-form';
import { deleteAccountIntent } from './delete-account';
import { FormAlert } from './login-forms';
import { resolverMessages, schemaResolver } from './schema-resolver';

type DeletionValues = Record<keyof AccountDeletionForm, string>;

/** The button that opens the dialog, which gives focus back to it when kept. */
const triggerId = 'delete-account-trigger';
/** The password's field: a confirmed deletion the server refused gives focus back to it. */
const passwordId = 'delete-account-password';

/**
 * Delete account (§2 `/konto/account-loeschen/`): the password, then the delete-account dialog.
 * Without JavaScript the form posts to the page, the password being the confirmation, and the
 * answer is the redirect home with the goodbye toast (or the page again, the message at the
 * field). With it, react-hook-form checks the field with the domain schema the server applies,
 * the button opens the modal dialog, and its confirm sends the form as a navigation that
 * replaces this page in the history (§2: external, replace).
 */
export function DeleteAccountForm({ posted }: { readonly posted: AccountFormResult | undefined }) {
  const { t } = useTranslation();
  const form = useForm<DeletionValues>({
    resolver: schemaResolver<DeletionValues>(accountDeletionSchema),
    defaultValues: { password: '' },
  });
  const formElement = React.useRef<HTMLFormElement>(null);
  const [open, setOpen] = React.useState(false);
  // Kept, the dialog gives focus back to its button; confirmed, the answer is either another
  // page or a refusal, whose message is at the password field, which then gets focus.
  const [returnFocusTo, setReturnFocusTo] = React.useState(triggerId);
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  // Refused (a wrong password): the dialog closes, and the field is empty and focused for
  // another try, its message beside it — as the page without JavaScript shows it.
  useRefusalAnswer(posted, () => {
    form.reset({ password: '' });
    setOpen(false);
  });
  const messages = (field: keyof DeletionValues): readonly FieldErrorMessage[] => {
    const checked = form.formState.errors[field];
    return checked ? resolverMessages(checked) : messagesAt(posted, field);
  };
  const onSubmit = form.handleSubmit(() => {
    setReturnFocusTo(triggerId);
    setOpen(true);
  });
  const confirm = () => {
    setReturnFocusTo(passwordId);
    if (formElement.current !== null) {
      void submit(formElement.current, { method: 'post', replace: true });
    }
  };
  return (
    <>
      <form
        ref={formElement}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="delete-account-heading"
        className="grid max-w-md gap-4"
        data-slot="delete-account-form"
      >
        <FormAlert messages={messagesAt(posted, '')} />
        <input type="hidden" name="intent" value={deleteAccountIntent} />
        <PasswordField
          id={passwordId}
          label={t('accountDelete.password')}
          required
          autoComplete="current-password"
          errors={messages('password')}
          {...form.register('password')}
        />
        <div>
          <Button id={triggerId} type="submit" aria-haspopup="dialog">
            {t('accountDelete.submit')}
          </Button>
        </div>
      </form>
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={returnFocusTo}
        state={pending ? 'pending' : 'idle'}
        onConfirm={confirm}
      />
    </>
  );
}

/**
 * A refusal the page got back after the dialog sent the form (a wrong password, too many
 * tries): its toast shows, as the page without JavaScript shows it, and `onRefusal` runs once.
 */
function useRefusalAnswer(posted: AccountFormResult | undefined, onRefusal: () => void) {
  const showToast = useShowToast();
  const handled = React.useRef<AccountFormResult | undefined>(posted);
  React.useEffect(() => {
    if (posted === undefined || handled.current === posted) return;
    handled.current = posted;
    if (posted.toast !== undefined) showToast(posted.toast);
    onRefusal();
  });
}
