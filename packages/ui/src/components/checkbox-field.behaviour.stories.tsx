import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { CheckboxField } from './checkbox-field';
import { checkboxFieldStoryMeta, type NewsletterArgs } from './checkbox-field.story-kit';

/**
 * Behaviour of CheckboxField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/CheckboxField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<NewsletterArgs>(CheckboxField),
  ...checkboxFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<NewsletterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Space toggles the box. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: de.fields.newsletter });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
