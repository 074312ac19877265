import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { SelectField } from './select-field';
import { type CountryArgs, selectFieldStoryMeta } from './select-field.story-kit';

/**
 * Behaviour of SelectField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/SelectField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<CountryArgs>(SelectField),
  ...selectFieldStoryMeta,
  parameters: { layout: 'padded' },
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
