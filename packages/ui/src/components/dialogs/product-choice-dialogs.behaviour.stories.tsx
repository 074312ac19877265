import type { Meta, StoryObj } from '@storybook/react-vite';
import { engravingFields } from '@vitrine/domain/basket';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { engravedProduct } from '../../stories/shopping-fixtures';
import { DialogPage, expectClosedWithFocusBack, openWithKeyboard, tabTo } from './dialog-story';
import { romperProduct } from './overlay-fixtures';
import {
  AttributePickerDialog,
  CustomizeDialog,
  SiblingSelectDialog,
  SizeAdvisorDialog,
} from './product-choice-dialogs';

/**
 * Behaviour of Product choice: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Product choice/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: AttributePickerDialog,
  subcomponents: { CustomizeDialog, SiblingSelectDialog, SizeAdvisorDialog },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const attributeTitle = interpolate(de.dialogs.attributePicker.title, { attribute: 'Größe' });
const variantChosen = fn();

function AttributePicker({ openAtStart = true }: { openAtStart?: boolean }) {
  return (
    <DialogPage dialogId="attribute-picker" openerLabel={attributeTitle} openAtStart={openAtStart}>
      <AttributePickerDialog
        product={romperProduct}
        attributeKey="size"
        company="baby"
        selectedVariantId={42}
        onSelect={variantChosen}
      />
    </DialogPage>
  );
}

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

const engravingSaved = fn();

function Customize({ openAtStart = true }: { openAtStart?: boolean }) {
  const fields = engravingFields(engravedProduct.advancedAttributes);
  if (fields === null) throw new Error('the fixture has engraving fields');
  return (
    <DialogPage dialogId="customize" openerLabel={de.engraving.title} openAtStart={openAtStart}>
      <CustomizeDialog
        fields={fields}
        defaultValue={{ text1: 'Mia', text2: '02.11.2026' }}
        onSave={engravingSaved}
        onRemove={fn()}
      />
    </DialogPage>
  );
}

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
