import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { expectClosedWithFocusBack, openWithKeyboard, tabTo } from './dialog-story';
import { romperProduct } from './overlay-fixtures';
import { AttributePickerDialog } from './product-choice-dialogs';

import {
  AttributePicker,
  attributeTitle,
  Customize,
  engravingSaved,
  productChoiceDialogsStoryMeta,
  variantChosen,
} from './product-choice-dialogs.story-kit';

/**
 * Behaviour of Product choice: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Product choice/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: AttributePickerDialog,
  ...productChoiceDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Keyboard only: arrows move to another size, the button takes it and closes the dialog. */
export const AttributePickerWithKeyboard: Story = {
  name: 'Attribute picker, keyboard only',
  render: () => <AttributePicker openAtStart={false} />,
  play: async () => {
    variantChosen.mockClear();
    const dialog = await openWithKeyboard(attributeTitle, 'right');
    await expect(screen.getByRole('radio', { name: '62/68' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '74/80' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await tabTo(screen.getByRole('button', { name: de.dialogs.attributePicker.apply }));
    await userEvent.keyboard('{Enter}');
    await expectClosedWithFocusBack(dialog);
    await expect(variantChosen).toHaveBeenCalledWith(romperProduct.variants[2]);
  },
};

/** Keyboard only: edit a row, save with Enter; the dialog closes with the domain's decision. */
export const CustomizeWithKeyboard: Story = {
  name: 'Customize, keyboard only',
  render: () => <Customize openAtStart={false} />,
  play: async () => {
    engravingSaved.mockClear();
    const dialog = await openWithKeyboard(de.engraving.title);
    await expect(screen.getByLabelText('Vorname')).toHaveFocus();
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}Emil{Enter}');
    await expectClosedWithFocusBack(dialog);
    await expect(engravingSaved).toHaveBeenCalledWith({
      kind: 'engraving',
      customText: { text1: 'Emil', text2: '02.11.2026' },
    });
  },
};
