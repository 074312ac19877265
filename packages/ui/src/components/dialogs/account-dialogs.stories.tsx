import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/translate';
import { useUiText } from '../../i18n/ui-text';
import { Button } from '../button';
import { DialogClose } from '../dialog';
import { EmailField } from '../form-field';
import { PasswordGuide } from '../password-field';
import { expectOpenDialog, OpenDialog } from './dialog-story';

const meta = {
  title: 'Overlays/Dialogs/Account',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ForgotPassword() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="forgot-password"
      title={t('dialogs.forgotPassword.title')}
      description={t('dialogs.forgotPassword.text')}
      footer={
        <Button type="submit" form="forgot-password-form">
          {t('dialogs.forgotPassword.submit')}
        </Button>
      }
    >
      <form id="forgot-password-form" onSubmit={(event) => event.preventDefault()}>
        <EmailField
          label={t('fields.email')}
          name="email"
          defaultValue="lena.hoffmann@example.de"
        />
      </form>
    </OpenDialog>
  );
}

/** §2 forgot password (the reset form of §5: e-mail only). */
export const ForgotPasswordDialog: Story = {
  name: 'Forgot password',
  render: () => <ForgotPassword />,
  play: async () => {
    await expectOpenDialog(de.dialogs.forgotPassword.title);
    await expect(screen.getByLabelText(de.fields.email)).toHaveValue('lena.hoffmann@example.de');
  },
};

function PasswordGuideDialog() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="password-guide"
      title={t('dialogs.passwordGuide.title')}
      description={t('passwordGuide.title')}
      hideDescription
    >
      <PasswordGuide password="Sommerwiese" />
    </OpenDialog>
  );
}

/** §2 password guide with the §5 rules, for a password that still lacks nothing but length. */
export const PasswordGuideStory: Story = {
  name: 'Password guide',
  render: () => <PasswordGuideDialog />,
  play: async () => {
    await expectOpenDialog(de.dialogs.passwordGuide.title);
  },
};

function CancelOrder() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="cancel-order"
      modal
      title={t('dialogs.cancelOrder.title')}
      description={t('dialogs.cancelOrder.text', { orderNumber: '100482913' })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('dialogs.cancelOrder.keep')}</Button>
          </DialogClose>
          <Button>{t('dialogs.cancelOrder.confirm')}</Button>
        </>
      }
    />
  );
}

/** §2 cancel order: a modal question (escape does not answer it). */
export const CancelOrderDialog: Story = {
  name: 'Cancel order',
  render: () => <CancelOrder />,
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.cancelOrder.title);
    await expect(dialog).toHaveAccessibleDescription(
      interpolate(de.dialogs.cancelOrder.text, { orderNumber: '100482913' }),
    );
    await expect(dialog).toHaveAttribute('data-modal');
  },
};

function DeleteAccount() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="delete-account"
      modal
      title={t('dialogs.deleteAccount.title')}
      description={t('dialogs.deleteAccount.text')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('dialogs.deleteAccount.keep')}</Button>
          </DialogClose>
          <Button>{t('dialogs.deleteAccount.confirm')}</Button>
        </>
      }
    />
  );
}

/** §2 delete account: modal as well. */
export const DeleteAccountDialog: Story = {
  name: 'Delete account',
  render: () => <DeleteAccount />,
  play: async () => {
    await expectOpenDialog(de.dialogs.deleteAccount.title);
  },
};
