import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPageView } from '@vitrine/domain/product-page';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { fixtureProductImage } from '../../stories/shopping-fixtures';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { romperSizeTable, strollerWithSiblings } from './overlay-fixtures';
import {
  AttributePickerDialog,
  SiblingSelectDialog,
  SizeAdvisorDialog,
} from './product-choice-dialogs';

import {
  AttributePicker,
  attributeTitle,
  Customize,
  productChoiceDialogsStoryMeta,
} from './product-choice-dialogs.story-kit';

/**
 * Choosing on a product page: a size (or another attribute) with its delivery time, a colour
 * sibling, the size advisor and personalisation. Use them when a choice needs more room or
 * explanation than the page's buttons give; the page's own choice stays the first way.
 */
const meta = {
  title: 'Overlays/Dialogs/Product choice',
  component: AttributePickerDialog,
  ...productChoiceDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/**
 * Product attribute picker: the romper's sizes, each with its delivery time; the sold-out
 * size stays choosable (the page then offers remind-when-available).
 */
export const AttributePickerStory: Story = {
  name: 'Attribute picker',
  render: () => <AttributePicker />,
  play: async () => {
    await expectOpenDialog(attributeTitle, 'right');
    await expect(screen.getByRole('radio', { name: '62/68' })).toBeChecked();
    const soldOut = screen.getByRole('radio', { name: '74/80' });
    await expect(soldOut).toBeEnabled();
    await expect(soldOut).toHaveAccessibleDescription(de.delivery.sold);
    await expect(screen.getByRole('radio', { name: '86/92' })).toHaveAccessibleDescription(
      interpolate(de.delivery.soon_other, { days: '5–8' }),
    );
  },
};

/** Sibling select: every colour of the stroller's model, each linking to its page. */
export const SiblingSelectStory: Story = {
  name: 'Sibling select',
  render: () => (
    <DialogPage dialogId="sibling-select" openerLabel={de.dialogs.siblingSelect.title}>
      <SiblingSelectDialog
        productName={strollerWithSiblings.name}
        siblings={productPageView(strollerWithSiblings, { company: 'baby' }).colorSiblings}
        imageSource={fixtureProductImage}
      />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.siblingSelect.title, 'right');
    // The page's own article first and current, then its four other colours.
    const links = screen.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByRole('link', { name: 'Nachtblau' })).toHaveAttribute(
      'href',
      '/p/kinderwagen-lumi-3300149/',
    );
  },
};

/** Attribute advisor (groessenberater): the size table, the chosen size marked. */
export const SizeAdvisorStory: Story = {
  name: 'Attribute advisor (size advisor)',
  render: () => (
    <DialogPage dialogId="attribute-advisor" openerLabel={de.dialogs.sizeAdvisor.title}>
      <SizeAdvisorDialog
        table={romperSizeTable([
          de.dialogs.sizeAdvisor.size,
          de.dialogs.sizeAdvisor.age,
          de.dialogs.sizeAdvisor.height,
        ])}
        currentSize="62/68"
      />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.sizeAdvisor.title, 'right');
    await expect(screen.getAllByRole('row')).toHaveLength(5);
    await expect(screen.getByRole('rowheader', { name: '62/68' }).closest('tr')).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Product customize modal: the engraving editor (rows from gravureHeadline). */
export const CustomizeStory: Story = {
  name: 'Customize (engraving)',
  render: () => <Customize />,
  play: async () => {
    await expectOpenDialog(de.engraving.title);
    await expect(screen.getByLabelText('Vorname')).toHaveValue('Mia');
  },
};
