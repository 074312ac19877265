import type * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { Button } from '../button';
import { DialogClose } from '../dialog';
import type { FieldErrorMessage } from '../form-field';
import { PasswordGuide } from '../password-field';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';
import { EmailRequestForm, type EmailRequestState } from './email-request-form';

type ForgotPasswordDialogProps = ContentDialogProps & {
  /** `sent` once the reset mail was requested (the call swallows errors, so it always is). */
  state: EmailRequestState;
  /** Called with the normalised address; the storefront posts it to send-reset-email. */
  onRequest: (email: string) => void;
  /** Errors the server answered with, shown under the address in the shopper's language. */
  errors?: readonly FieldErrorMessage[];
  /** The address from the login form, if one was typed there. */
  defaultEmail?: string;
};

/** The forgot-password dialog: the reset form (e-mail only), then a confirmation. */
function ForgotPasswordDialog({
  id = 'forgot-password',
  returnFocusTo,
  open,
  onOpenChange,
  state,
  onRequest,
  errors,
  defaultEmail,
}: ForgotPasswordDialogProps) {
  const { t } = useUiText();
  const formId = `${id}-form`;
  return (
    <DialogFrame
      id={id}
      kind="forgot-password"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.forgotPassword.title')}
      description={t('dialogs.forgotPassword.text')}
      footer={
        state === 'sent' ? (
          <DialogClose asChild>
            <Button>{t('common.close')}</Button>
          </DialogClose>
        ) : (
          <Button type="submit" form={formId} aria-disabled={state === 'pending' || undefined}>
            {t('dialogs.forgotPassword.submit')}
          </Button>
        )
      }
    >
      <EmailRequestForm
        id={formId}
        state={state}
        onRequest={onRequest}
        errors={errors}
        defaultEmail={defaultEmail}
        sentText={t('dialogs.forgotPassword.sent')}
      />
    </DialogFrame>
  );
}

type PasswordGuideDialogProps = ContentDialogProps & {
  /** The password typed so far: each password rule shows whether it is met. */
  password: string;
};

/** The password-guide dialog: the password rules, ticked as the typed password meets them. */
function PasswordGuideDialog({
  id = 'password-guide',
  returnFocusTo,
  open,
  onOpenChange,
  password,
}: PasswordGuideDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="password-guide"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.passwordGuide.title')}
      description={t('passwordGuide.title')}
      hideDescription
    >
      <PasswordGuide password={password} />
    </DialogFrame>
  );
}

type ConfirmDialogProps = ContentDialogProps & {
  /** `pending` while the confirmed action runs: confirm waits and says so. */
  state?: 'idle' | 'pending';
  /** The shopper confirmed; the caller runs the action and passes `state: 'pending'` meanwhile. */
  onConfirm: () => void;
};

/** A question that must be answered (modal): keep closes it, confirm calls back. */
function ConfirmFrame({
  id,
  kind,
  returnFocusTo,
  open,
  onOpenChange,
  state = 'idle',
  onConfirm,
  title,
  text,
  keepLabel,
  confirmLabel,
}: ConfirmDialogProps & {
  id: string;
  kind: string;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: React.ReactNode;
}) {
  const { t } = useUiText();
  const pending = state === 'pending';
  return (
    <DialogFrame
      id={id}
      kind={kind}
      position="center"
      modal
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <Button
            data-slot="confirm-dialog-confirm"
            aria-disabled={pending || undefined}
            onClick={() => !pending && onConfirm()}
          >
            {pending ? t('common.loading') : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

type CancelOrderDialogProps = ConfirmDialogProps & {
  /** The order's number as the shopper knows it from the confirmation mail; the question names it. */
  orderNumber: string;
};

/**
 * The cancel-order dialog: a modal question before an order is cancelled. It exists only where
 * the country's shop lets shoppers cancel orders.
 */
function CancelOrderDialog({ id = 'cancel-order', orderNumber, ...props }: CancelOrderDialogProps) {
  const { t } = useUiText();
  return (
    <ConfirmFrame
      id={id}
      kind="cancel-order"
      title={t('dialogs.cancelOrder.title')}
      text={t('dialogs.cancelOrder.text', { orderNumber })}
      keepLabel={t('dialogs.cancelOrder.keep')}
      confirmLabel={t('dialogs.cancelOrder.confirm')}
      {...props}
    />
  );
}

/** The delete-account dialog: a modal question before the account is deleted for good. */
function DeleteAccountDialog({ id = 'delete-account', ...props }: ConfirmDialogProps) {
  const { t } = useUiText();
  return (
    <ConfirmFrame
      id={id}
      kind="delete-account"
      title={t('dialogs.deleteAccount.title')}
      text={t('dialogs.deleteAccount.text')}
      keepLabel={t('dialogs.deleteAccount.keep')}
      confirmLabel={t('dialogs.deleteAccount.confirm')}
      {...props}
    />
  );
}

export {
  CancelOrderDialog,
  type CancelOrderDialogProps,
  type ConfirmDialogProps,
  DeleteAccountDialog,
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
  PasswordGuideDialog,
  type PasswordGuideDialogProps,
};
