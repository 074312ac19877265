import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryCodes } from '@vitrine/domain';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { SelectField, type SelectFieldProps } from './select-field';

type CountryArgs = StoryArgs<SelectFieldProps, 'label' | 'options'>;

/**
 * Behaviour of SelectField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/SelectField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
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
