import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { CarrierInfoDialog } from './delivery-dialogs';
import { ClickAndReserve, deliveryDialogsStoryMeta, reserved } from './delivery-dialogs.story-kit';
import { expectOpenDialog, tabTo } from './dialog-story';

/**
 * Behaviour of Delivery: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Delivery/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: CarrierInfoDialog,
  ...deliveryDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Keyboard only: the arrow keys pick the second store, the button reserves it. */
export const ClickAndReserveWithKeyboard: Story = {
  name: 'Click and reserve, keyboard only',
  render: () => <ClickAndReserve />,
  play: async () => {
    reserved.mockClear();
    await expectOpenDialog(de.dialogs.clickAndReserve.title, 'right');
    await tabTo(screen.getByRole('radio', { name: 'Nido Köln-Ehrenfeld' }));
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Nido Köln City' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
    await tabTo(screen.getByRole('button', { name: de.dialogs.clickAndReserve.reserve }));
    await userEvent.keyboard('{Enter}');
    await expect(reserved).toHaveBeenCalledWith('koeln-city');
    await expect(await screen.findByRole('status')).toHaveTextContent('Nido Köln City');
  },
};
