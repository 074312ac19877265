import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { useUiText } from '../../i18n/ui-text';
import { overlayDocs } from '../../stories/overlay-docs';
import {
  CancelOrderDialog,
  DeleteAccountDialog,
  ForgotPasswordDialog,
  PasswordGuideDialog,
} from './account-dialogs';
import {
  DialogPage,
  expectClosedWithFocusBack,
  expectOpenDialog,
  openWithKeyboard,
} from './dialog-story';
import type { EmailRequestState } from './email-request-form';

const meta = {
  title: 'Overlays/Dialogs/Account',
  component: CancelOrderDialog,
  subcomponents: { DeleteAccountDialog, ForgotPasswordDialog, PasswordGuideDialog },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const requestReset = fn();

/** The forgot-password dialog with the storefront's request as a story state. */
function ForgotPassword({
  openAtStart = true,
  initialState = 'idle',
}: {
  openAtStart?: boolean;
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

/** §2 forgot password (the reset form of §5: e-mail only). */
export const ForgotPasswordStory: Story = {
  name: 'Forgot password',
  render: () => <ForgotPassword />,
  play: async () => {
    await expectOpenDialog(de.dialogs.forgotPassword.title);
    await expect(screen.getByLabelText(de.fields.email)).toHaveValue('lena.hoffmann@example.de');
  },
};

/** After the request: the confirmation replaces the form. */
export const ForgotPasswordSent: Story = {
  name: 'Forgot password, link sent',
  render: () => <ForgotPassword initialState="sent" />,
  play: async () => {
    await expectOpenDialog(de.dialogs.forgotPassword.title);
    await expect(screen.getByRole('status')).toHaveTextContent(de.dialogs.forgotPassword.sent);
  },
};

/**
 * Keyboard only: an invalid address is refused by §5's rule with its message and keeps the
 * focus; a valid one is sent trimmed and lower-cased; escape closes and focus goes back.
 */
export const ForgotPasswordWithKeyboard: Story = {
  name: 'Forgot password, keyboard only',
  render: () => <ForgotPassword openAtStart={false} />,
  play: async () => {
    requestReset.mockClear();
    const dialog = await openWithKeyboard(de.dialogs.forgotPassword.title);
    const email = screen.getByLabelText(de.fields.email);
    await expect(email).toHaveFocus();
    await userEvent.keyboard('lena.hoffmann@{Enter}');
    await expect(await screen.findByText(de.validation.email)).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(requestReset).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.keyboard(' Lena.Hoffmann@Example.DE {Enter}');
    await expect(requestReset).toHaveBeenCalledWith('lena.hoffmann@example.de');
    const sent = await screen.findByRole('status');
    await expect(sent).toHaveTextContent(de.dialogs.forgotPassword.sent);
    // The confirmation takes the focus the vanished field had: it stays in the dialog.
    await expect(sent).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusBack(dialog);
  },
};

/** §2 password guide with the §5 rules, for a password that is too short and lacks a capital letter. */
export const PasswordGuideStory: Story = {
  name: 'Password guide',
  render: () => (
    <DialogPage dialogId="password-guide" openerLabel={de.dialogs.passwordGuide.title}>
      <PasswordGuideDialog password="sommer" />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.passwordGuide.title);
    const rules = document.querySelectorAll('[data-slot="password-guide-rule"]');
    await expect([...rules].map((rule) => rule.getAttribute('data-state'))).toContain('unmet');
    await expect([...rules].map((rule) => rule.getAttribute('data-state'))).toContain('met');
  },
};

const confirmCancel = fn();

/** §2 cancel order: a modal question; escape does not answer it, keep does. */
export const CancelOrderStory: Story = {
  name: 'Cancel order',
  render: () => (
    <DialogPage dialogId="cancel-order" openerLabel={de.dialogs.cancelOrder.title}>
      <CancelOrderDialog orderNumber="100482913" onConfirm={confirmCancel} />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.cancelOrder.title);
    await expect(dialog).toHaveAccessibleDescription(
      interpolate(de.dialogs.cancelOrder.text, { orderNumber: '100482913' }),
    );
    await expect(dialog).toHaveAttribute('data-modal');
  },
};

/** Keyboard only: escape leaves the modal question open; confirm calls back, keep closes. */
export const CancelOrderWithKeyboard: Story = {
  name: 'Cancel order, keyboard only',
  render: () => (
    <DialogPage
      dialogId="cancel-order"
      openerLabel={de.dialogs.cancelOrder.title}
      openAtStart={false}
    >
      <CancelOrderDialog orderNumber="100482913" onConfirm={confirmCancel} />
    </DialogPage>
  ),
  play: async () => {
    confirmCancel.mockClear();
    const dialog = await openWithKeyboard(de.dialogs.cancelOrder.title);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    screen.getByRole('button', { name: de.dialogs.cancelOrder.confirm }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(confirmCancel).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: de.dialogs.cancelOrder.keep }).focus();
    await userEvent.keyboard('{Enter}');
    await expectClosedWithFocusBack(dialog);
  },
};

/** While the cancellation runs, confirm waits and says so. */
export const CancelOrderPending: Story = {
  name: 'Cancel order, pending',
  render: () => (
    <DialogPage dialogId="cancel-order" openerLabel={de.dialogs.cancelOrder.title}>
      <CancelOrderDialog orderNumber="100482913" state="pending" onConfirm={confirmCancel} />
    </DialogPage>
  ),
  play: async () => {
    confirmCancel.mockClear();
    await expectOpenDialog(de.dialogs.cancelOrder.title);
    const confirm = screen.getByRole('button', { name: de.common.loading });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await waitFor(() => expect(confirmCancel).not.toHaveBeenCalled());
  },
};

/** §2 delete account: modal as well. */
export const DeleteAccountStory: Story = {
  name: 'Delete account',
  render: () => (
    <DialogPage dialogId="delete-account" openerLabel={de.dialogs.deleteAccount.title}>
      <DeleteAccountDialog onConfirm={fn()} />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.deleteAccount.title);
    await expect(dialog).toHaveAttribute('data-modal');
    await expect(
      screen.getByRole('button', { name: de.dialogs.deleteAccount.confirm }),
    ).toBeVisible();
  },
};
