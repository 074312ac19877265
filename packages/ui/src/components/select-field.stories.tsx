import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryCodes } from '@vitrine/domain';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { SelectField, type SelectFieldProps } from './select-field';

function CountrySelect(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  const { t } = useUiText();
  return (
    <SelectField
      label={t('fields.country')}
      name="country"
      options={countryCodes.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
      {...props}
    />
  );
}

const meta = {
  title: 'Forms/SelectField',
  component: CountrySelect,
  args: { onValueChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="max-w-sm pb-80">{Story()}</div>],
} satisfies Meta<typeof CountrySelect>;

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

/** Keyboard only: open with Enter, move with the arrows, choose with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: de.fields.country });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('CH'));
    await expect(trigger).toHaveTextContent(de.countries.CH);
    await expect(trigger).toHaveFocus();
  },
};
