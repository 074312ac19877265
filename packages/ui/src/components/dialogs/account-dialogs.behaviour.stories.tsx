import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { CancelOrderDialog } from './account-dialogs';
import {
  accountDialogsStoryMeta,
  confirmCancel,
  ForgotPassword,
  requestReset,
} from './account-dialogs.story-kit';
import { DialogPage, expectClosedWithFocusBack, openWithKeyboard } from './dialog-story';

/**
 * Behaviour of Account: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Account/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: CancelOrderDialog,
  ...accountDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

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
