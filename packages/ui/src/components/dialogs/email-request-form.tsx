import { resetSchema, toFieldErrors } from '@vitrine/domain/validation';
import * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { cn } from '../../lib/cn';
import { EmailField, type FieldErrorMessage } from '../form-field';
import { CheckIcon } from '../icons';

/** Where a request by e-mail stands: typing, sending, or sent (the confirmation shows). */
type EmailRequestState = 'idle' | 'pending' | 'sent';

type EmailRequestFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The form's id, so a dialog footer's submit button can name it (`form=…`). */
  id: string;
  /**
   * Where the request stands: while `pending` the form is busy and a second submit does
   * nothing; once `sent` the confirmation replaces it.
   */
  state: EmailRequestState;
  /** Called with the address, trimmed and lower-cased, once it is valid. */
  onRequest: (email: string) => void;
  /** Errors the server answered with (message keys); the form's own check comes first. */
  errors?: readonly FieldErrorMessage[];
  /** The address to start with, such as the one typed into the login form. */
  defaultEmail?: string;
  /** What the confirmation says once the request is sent. */
  sentText: string;
};

/**
 * The confirmation that replaces the form. It takes the focus, which was in the field that
 * just went away, so keyboard and screen reader users stay in the dialog and hear it.
 */
function SentMessage({ text }: { text: string }) {
  const ref = React.useRef<HTMLParagraphElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      data-slot="email-request-sent"
      role="status"
      className="flex items-start gap-2 rounded-control bg-success-soft p-3 text-sm font-semibold text-success outline-none focus-visible:ring-3 focus-visible:ring-focus"
    >
      <CheckIcon className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/**
 * One e-mail field checked by the domain's reset rule (required, valid format), for the
 * forgot-password and remind-when-available dialogs. An invalid address is not sent: its
 * error shows and the field gets focus. After sending, a confirmation replaces the form.
 */
function EmailRequestForm({
  id,
  state,
  onRequest,
  errors,
  defaultEmail,
  sentText,
  className,
  ...props
}: EmailRequestFormProps) {
  const { t } = useUiText();
  const [ownErrors, setOwnErrors] = React.useState<readonly FieldErrorMessage[]>([]);
  const fieldId = `${id}-email`;
  if (state === 'sent') return <SentMessage text={sentText} />;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'pending') return;
    const result = resetSchema.safeParse({
      email: new FormData(event.currentTarget).get('email') ?? '',
    });
    if (!result.success) {
      setOwnErrors(toFieldErrors(result.error));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setOwnErrors([]);
    onRequest(result.data.email);
  };
  const shown = ownErrors.length > 0 ? ownErrors : errors;
  return (
    <form
      id={id}
      data-slot="email-request-form"
      data-state={state}
      noValidate
      aria-busy={state === 'pending' || undefined}
      onSubmit={onSubmit}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <EmailField
        id={fieldId}
        name="email"
        label={t('fields.email')}
        defaultValue={defaultEmail}
        errors={shown}
        required
      />
    </form>
  );
}

export { EmailRequestForm, type EmailRequestFormProps, type EmailRequestState };
