import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { PasswordField, type PasswordFieldProps, PasswordGuide } from './password-field';

type NewPasswordArgs = StoryArgs<PasswordFieldProps, 'label'>;

const meta = {
  title: 'Forms/PasswordField',
  component: documents<NewPasswordArgs>(PasswordField),
  args: { name: 'register_password', guide: true },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  // The new password of the registration, labelled from the catalogue in the story's language
  // unless the label control says otherwise.
  render: function NewPasswordField({ label, ...args }) {
    const { t } = useUiText();
    return <PasswordField label={label || t('fields.newPassword')} {...args} />;
  },
} satisfies Meta<NewPasswordArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('input');
  if (!element) throw new Error('no input');
  return element;
};

export const Default: Story = {};

export const Playground: Story = { args: { guide: true, disabled: false } };

/** Login: the password is only required, so there is no guide. */
export const WithoutGuide: Story = {
  args: { guide: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="password-guide"]')).toBeNull();
    await expect(input(canvasElement)).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'sommer',
    errors: [
      { key: 'reset-password.fields.new-password.min', params: { min: 10 } },
      { key: 'reset-password.fields.new-password.uppercase', params: {} },
    ],
  },
};

export const Leaked: Story = {
  args: {
    defaultValue: 'Passwort123',
    errors: [{ key: 'reset-password.fields.new-password.leaked', params: {} }],
  },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      de['reset-password'].fields['new-password'].leaked,
    );
  },
};

export const GuideOnly: Story = {
  render: () => <PasswordGuide password="Sommer wiese" />,
};
