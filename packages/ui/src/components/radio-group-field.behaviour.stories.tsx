import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { RadioGroupField } from './radio-group-field';
import { type GenderArgs, radioGroupFieldStoryMeta } from './radio-group-field.story-kit';

/**
 * Behaviour of RadioGroupField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/RadioGroupField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<GenderArgs>(RadioGroupField),
  ...radioGroupFieldStoryMeta,
  parameters: { layout: 'padded' },
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
