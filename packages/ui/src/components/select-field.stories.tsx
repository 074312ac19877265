import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { SelectField } from './select-field';
import { type CountryArgs, selectFieldStoryMeta } from './select-field.story-kit';

/**
 * A choice from a list that opens on demand (a country, a subject). Use it when the options
 * are many or known to the shopper; for a handful that should all be seen, use a radio group.
 */
const meta = {
  title: 'Forms/SelectField',
  component: documents<CountryArgs>(SelectField),
  ...selectFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<CountryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disabled: false, optional: false } };

export const Selected: Story = { args: { defaultValue: 'AT' } };

export const Optional: Story = { args: { optional: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'DE' } };

export const Invalid: Story = {
  args: { errors: [{ key: 'validation.invalid-choice', params: {} }] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: de.fields.country });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(de.validation['invalid-choice']);
  },
};
