import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { EngravingEditor } from './engraving-editor';
import { engravingEditorStoryMeta } from './engraving-editor.story-kit';

/**
 * Behaviour of Engraving editor: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Engraving editor/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: EngravingEditor,
  ...engravingEditorStoryMeta,
} satisfies Meta<typeof EngravingEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type both rows, Enter saves the domain's engraving decision. */
export const SaveWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Vorname')).toHaveFocus();
    await userEvent.keyboard('Ben');
    await userEvent.tab();
    await userEvent.keyboard(' 14.03.2025 ');
    await expect(canvas.getByText('Ben')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      kind: 'engraving',
      customText: { text1: 'Ben', text2: '14.03.2025' },
    });
  },
};

/** A text that is too long is not saved; focus goes to the row to fix. */
export const InvalidIsNotSaved: Story = {
  args: { defaultValue: { text1: 'Mia-Sophie Luise', text2: '' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.engraving.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Vorname')).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      interpolate(de.engraving.tooLong, { max: 12 }),
    );
  },
};

/** §4: "ohne" in the first row means no engraving. */
export const OhneMeansNoEngraving: Story = {
  args: { defaultValue: { text1: 'ohne', text2: '' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.engraving.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'none' });
  },
};
