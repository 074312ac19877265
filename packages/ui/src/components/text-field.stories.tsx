import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { useUiText } from '../i18n/ui-text';
import { documents } from '../stories/documents';
import { EmailField, TextField } from './form-field';

import { type FirstNameArgs, textFieldStoryMeta } from './text-field.story-kit';

/**
 * A labelled text input with its hint and inline error. Use it for free text the shopper types
 * (names, street, e-mail, codes); for one choice out of a known list use a select or radio group,
 * and for a password the password field.
 */
const meta = {
  title: 'Forms/TextField',
  component: documents<FirstNameArgs>(TextField),
  ...textFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<FirstNameArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { optional: false, disabled: false } };

export const Filled: Story = { args: { defaultValue: 'Anna-Lena' } };

export const Optional: Story = { args: { optional: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Anna-Lena' } };

/** Errors arrive as message keys with values and are shown in the shopper's language. */
export const Invalid: Story = {
  args: {
    defaultValue: 'Anna_Lena',
    errors: [{ key: 'validation.name-characters', params: {} }],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: de.fields.firstName });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(de.validation['name-characters']);
  },
};

export const TooLong: Story = {
  args: {
    defaultValue: 'A'.repeat(51),
    errors: [{ key: 'validation.max-length', params: { max: 50 } }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(interpolate(de.validation['max-length'], { max: 50 })),
    ).toBeVisible();
  },
};

export const Email: Story = {
  render: () => {
    const { t } = useUiText();
    return (
      <EmailField label={t('fields.email')} description={t('fields.emailHint')} name="email" />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: de.fields.email });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription(de.fields.emailHint);
  },
};
