import type { Meta } from '@storybook/react-vite';
import { engravingFields } from '@vitrine/domain/basket';

import { fn } from 'storybook/test';

import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { engravedProduct } from '../../stories/shopping-fixtures';
import { DialogPage } from './dialog-story';
import { romperProduct } from './overlay-fixtures';
import {
  AttributePickerDialog,
  CustomizeDialog,
  SiblingSelectDialog,
  SizeAdvisorDialog,
  VariantChoice,
} from './product-choice-dialogs';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

export const attributeTitle = interpolate(de.dialogs.attributePicker.title, { attribute: 'Größe' });
/** The variants chosen in the picker (the story's action). */
export const variantChosen = fn();

/** The romper's size picker, one size already chosen. */
export function AttributePicker({
  openAtStart = true,
}: {
  /** The dialog is open when the story starts (false: its opener opens it). */
  openAtStart?: boolean;
}) {
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

/** The engraving texts saved (the story's action). */
export const engravingSaved = fn();

/** The engraving dialog of the personalised blanket, with a text filled in. */
export function Customize({
  openAtStart = true,
}: {
  /** The dialog is open when the story starts (false: its opener opens it). */
  openAtStart?: boolean;
}) {
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

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const productChoiceDialogsStoryMeta = {
  subcomponents: { CustomizeDialog, SiblingSelectDialog, SizeAdvisorDialog, VariantChoice },
} satisfies Partial<Meta>;
