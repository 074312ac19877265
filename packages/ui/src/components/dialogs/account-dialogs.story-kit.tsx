import type { Meta } from '@storybook/react-vite';
import * as React from 'react';
import { fn } from 'storybook/test';
import { useUiText } from '../../i18n/ui-text';
import { DeleteAccountDialog, ForgotPasswordDialog, PasswordGuideDialog } from './account-dialogs';
import { DialogPage } from './dialog-story';
import type { EmailRequestState } from './email-request-form';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

export const requestReset = fn();

/** The forgot-password dialog with the storefront's request as a story state. */
export function ForgotPassword({
  openAtStart = true,
  initialState = 'idle',
}: {
  /** The dialog is open when the story starts (false: its opener opens it). */
  openAtStart?: boolean;
  /** The request's state when the story starts (the confirmation once sent). */
  initialState?: EmailRequestState;
}) {
  const { t } = useUiText();
  const [state, setState] = React.useState<EmailRequestState>(initialState);
  return (
    <DialogPage
      dialogId="forgot-password"
      openerLabel={t('dialogs.forgotPassword.title')}
      openAtStart={openAtStart}
    >
      <ForgotPasswordDialog
        state={state}
        defaultEmail={openAtStart ? 'lena.hoffmann@example.de' : undefined}
        onRequest={(email) => {
          requestReset(email);
          setState('sent');
        }}
      />
    </DialogPage>
  );
}

export const confirmCancel = fn();

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const accountDialogsStoryMeta = {
  subcomponents: { DeleteAccountDialog, ForgotPasswordDialog, PasswordGuideDialog },
} satisfies Partial<Meta>;
