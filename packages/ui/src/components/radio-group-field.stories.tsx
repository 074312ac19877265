import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGender } from '@vitrine/domain/validation';
import { expect, fn } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';

type GenderArgs = StoryArgs<RadioGroupFieldProps, 'label' | 'options'>;

/**
 * One choice out of a few options, all visible at once (a delivery method, a salutation).
 * Use it for two to five options; a select for longer lists.
 */
const meta = {
  title: 'Forms/RadioGroupField',
  component: documents<GenderArgs>(RadioGroupField),
  args: { name: 'gender', defaultValue: defaultGender, onValueChange: fn() },
  parameters: { layout: 'padded' },
  // The salutation of the auth forms (§3: m, f, d; default f), its label and options read
  // from the catalogue in the story's language unless the controls say otherwise.
  render: function GenderField({ label, options, ...args }) {
    const { t } = useUiText();
    return (
      <RadioGroupField
        label={label || t('fields.gender')}
        options={
          options ?? [
            { value: 'f', label: t('fields.genderFemale') },
            { value: 'm', label: t('fields.genderMale') },
            { value: 'd', label: t('fields.genderDiverse') },
          ]
        }
        {...args}
      />
    );
  },
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
