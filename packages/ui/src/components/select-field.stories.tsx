import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryCodes } from '@vitrine/domain';
import { expect, fn } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { SelectField, type SelectFieldProps } from './select-field';

type CountryArgs = StoryArgs<SelectFieldProps, 'label' | 'options'>;

/**
 * A choice from a list that opens on demand (a country, a subject). Use it when the options
 * are many or known to the shopper; for a handful that should all be seen, use a radio group.
 */
const meta = {
  title: 'Forms/SelectField',
  component: documents<CountryArgs>(SelectField),
  args: { name: 'country', onValueChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="max-w-sm pb-80">{Story()}</div>],
  // The country of an address, its label and the shop's countries read from the catalogue in
  // the story's language unless the controls say otherwise.
  render: function CountrySelect({ label, options, ...args }) {
    const { t } = useUiText();
    return (
      <SelectField
        label={label || t('fields.country')}
        options={
          options ?? countryCodes.map((code) => ({ value: code, label: t(`countries.${code}`) }))
        }
        {...args}
      />
    );
  },
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
