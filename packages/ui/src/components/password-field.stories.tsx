import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { PasswordField, PasswordGuide } from './password-field';

import { input, type NewPasswordArgs, passwordFieldStoryMeta } from './password-field.story-kit';

/**
 * A password input with a show/hide button and, for a new password, the rules guide ticking each
 * rule as it is met. Use the guide when a password is chosen (sign-up, new or changed password),
 * not at login, where the password exists already and the rules would only distract.
 */
const meta = {
  title: 'Forms/PasswordField',
  component: documents<NewPasswordArgs>(PasswordField),
  subcomponents: { PasswordGuide },
  ...passwordFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<NewPasswordArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

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
