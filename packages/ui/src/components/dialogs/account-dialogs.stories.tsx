import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { CancelOrderDialog, DeleteAccountDialog, PasswordGuideDialog } from './account-dialogs';
import {
  accountDialogsStoryMeta,
  confirmCancel,
  ForgotPassword,
} from './account-dialogs.story-kit';
import { DialogPage, expectOpenDialog } from './dialog-story';

/**
 * The account's dialogs: cancelling an order, deleting the account, asking for a new
 * password and the password guide. Use them for a short question or request that belongs to the
 * page the customer is on; each asks one thing and says what happens next. Cancelling and
 * deleting are modal: the customer has to answer with a button. Don't use them for forms longer
 * than a few fields — those get a page of their own.
 */
const meta = {
  title: 'Overlays/Dialogs/Account',
  component: CancelOrderDialog,
  ...accountDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Forgot password (the reset form: e-mail only). */
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

/** Password guide with the password rules, for a password that is too short and lacks a capital letter. */
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

/** Cancel order: a modal question; escape does not answer it, keep does. */
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

/** Delete account: modal as well. */
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
