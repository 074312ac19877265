import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { EngravingEditor } from './engraving-editor';
import { bottle, engravingEditorStoryMeta } from './engraving-editor.story-kit';

/**
 * The form for a personalised article's engraving: one field per line with a character
 * counter and a preview. Use it where a product can be personalised; "ohne" in the first line
 * means no engraving.
 */
const meta = {
  title: 'Overlays/Engraving editor',
  component: EngravingEditor,
  ...engravingEditorStoryMeta,
} satisfies Meta<typeof EngravingEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Vorname')).toHaveValue('');
    await expect(canvas.getByText(de.engraving.previewEmpty)).toBeVisible();
    await expect(
      canvas.getAllByText(interpolate(de.engraving.counter, { count: 0, max: 12 })),
    ).toHaveLength(2);
  },
};

export const Playground: Story = {};

/** The basket line's text, as the customise dialog opens it again. */
export const Prefilled: Story = {
  args: { defaultValue: { text1: 'Mia', text2: '02.11.2026' } },
};

/** A row longer than gravureLength is marked at once. */
export const TooLong: Story = {
  args: { defaultValue: { text1: 'Mia-Sophie Luise', text2: '02.11.2026' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Vorname')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(interpolate(de.engraving.tooLong, { max: 12 }))).toBeVisible();
  },
};

/** A product without a usable gravureLength has no counter. */
export const WithoutLimit: Story = {
  args: { fields: { ...bottle, maxLength: null }, defaultValue: { text1: 'Mia' } },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { text1: 'Mia', text2: '02.11.2026' } },
};
