import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { engravedProduct } from '../../stories/shopping-fixtures';
import { CarrierInfoDialog } from './delivery-dialogs';
import { ClickAndReserve, deliveryDialogsStoryMeta, reserved } from './delivery-dialogs.story-kit';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { carriers } from './overlay-fixtures';

/**
 * Delivery information in a side panel: who delivers and how (carriers), and click &
 * reserve in a store nearby. Use them where a shopper asks "how does it reach me?" beside a
 * product or the basket; they inform and, for click & reserve, let the shopper pick a store.
 */
const meta = {
  title: 'Overlays/Dialogs/Delivery',
  component: CarrierInfoDialog,
  ...deliveryDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Who delivers the order and how: the carriers with their delivery times. */
export const CarrierInfoStory: Story = {
  name: 'Carrier info',
  render: () => (
    <DialogPage dialogId="carrier-info" openerLabel={de.dialogs.carrierInfo.title}>
      <CarrierInfoDialog carriers={carriers} />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.carrierInfo.title, 'right');
    await expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(carriers.length);
  },
};

/**
 * Click-and-reserve (basket and product page): the stores near the shopper; one without
 * stock cannot be chosen. Keyboard: arrows pick a store, the button reserves it.
 */
export const ClickAndReserveStory: Story = {
  name: 'Click and reserve',
  render: () => <ClickAndReserve />,
  play: async () => {
    reserved.mockClear();
    await expectOpenDialog(de.dialogs.clickAndReserve.title, 'right');
    await expect(screen.getByRole('radio', { name: 'Nido Köln-Ehrenfeld' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: 'Nido Bonn' })).toBeDisabled();
  },
};

/** A personalised article is online only; the dialog says so and offers no store. */
export const ClickAndReserveOnlineOnly: Story = {
  name: 'Click and reserve, online only',
  render: () => <ClickAndReserve product={engravedProduct} />,
  play: async () => {
    await expectOpenDialog(de.dialogs.clickAndReserve.title, 'right');
    await expect(screen.getByText(de.dialogs.clickAndReserve.onlineOnly)).toBeVisible();
    await expect(screen.queryByRole('radio')).toBeNull();
    await expect(
      screen.queryByRole('button', { name: de.dialogs.clickAndReserve.reserve }),
    ).toBeNull();
  },
};
