import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGender } from '@vitrine/domain/validation';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';

type GenderArgs = StoryArgs<RadioGroupFieldProps, 'label' | 'options'>;

/**
 * Behaviour of RadioGroupField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/RadioGroupField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
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

/** Keyboard only: Tab enters at the chosen option, arrows move and choose. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: de.fields.genderFemale })).toHaveFocus();
    // Radix moves the focus a tick after the key goes down and checks the option it lands on
    // while the key is still held, as a person's key press is.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: de.fields.genderMale })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: de.fields.genderMale })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('m');
  },
};
