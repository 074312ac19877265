import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { CheckboxField } from './checkbox-field';
import { checkboxFieldStoryMeta, type NewsletterArgs } from './checkbox-field.story-kit';

/**
 * A checkbox with its label: for a yes/no a shopper sets themselves, such as the newsletter
 * or accepting terms. Use a radio group for one choice out of several, and a switch-like
 * consent toggle only in the consent banner.
 */
const meta = {
  title: 'Forms/CheckboxField',
  component: documents<NewsletterArgs>(CheckboxField),
  ...checkboxFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<NewsletterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disabled: false } };

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Invalid: Story = {
  args: { errors: [{ key: 'validation.required', params: {} }] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: de.fields.newsletter });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(de.validation.required);
  },
};
