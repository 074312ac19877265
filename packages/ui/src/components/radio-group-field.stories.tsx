import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { RadioGroupField } from './radio-group-field';
import { type GenderArgs, radioGroupFieldStoryMeta } from './radio-group-field.story-kit';

/**
 * One choice out of a few options, all visible at once (a delivery method, a salutation).
 * Use it for two to five options; a select for longer lists.
 */
const meta = {
  title: 'Forms/RadioGroupField',
  component: documents<GenderArgs>(RadioGroupField),
  ...radioGroupFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<GenderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: de.fields.genderFemale })).toBeChecked();
  },
};

export const Playground: Story = { args: { orientation: 'horizontal', disabled: false } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Disabled: Story = { args: { disabled: true } };

export const Invalid: Story = {
  args: { defaultValue: undefined, errors: [{ key: 'validation.required', params: {} }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      de.validation.required,
    );
  },
};
