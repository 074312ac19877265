import type { Meta } from '@storybook/react-vite';
import type { EngravingFields } from '@vitrine/domain/basket';
import { fn } from 'storybook/test';
import type { EngravingEditor } from './engraving-editor';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The rows of the demo catalog's engraved glass bottle: gravureHeadline "Vorname|Geburtsdatum", gravureLength 12. */
export const bottle: EngravingFields = {
  rows: [
    { name: 'text1', label: 'Vorname' },
    { name: 'text2', label: 'Geburtsdatum' },
  ],
  maxLength: 12,
};

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const engravingEditorStoryMeta = {
  args: { fields: bottle, onSave: fn(), onRemove: fn(), onValueChange: fn() },
  decorators: [(Story) => <div className="w-[28rem] max-w-full">{Story()}</div>],
} satisfies Partial<Meta<typeof EngravingEditor>>;
