import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { expectClosedWithFocusBack, openWithKeyboard } from './dialog-story';
import { ElectricalLawDialog } from './product-info-dialogs';

import {
  productInfoDialogsStoryMeta,
  RemindWhenAvailable,
  reminderRequested,
} from './product-info-dialogs.story-kit';

/**
 * Behaviour of Product info: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Product info/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ElectricalLawDialog,
  ...productInfoDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Keyboard only: an empty address is refused (§5 required), a valid one is sent. */
export const RemindWhenAvailableWithKeyboard: Story = {
  name: 'Remind when available, keyboard only',
  render: () => <RemindWhenAvailable openAtStart={false} />,
  play: async () => {
    reminderRequested.mockClear();
    const dialog = await openWithKeyboard(de.dialogs.remindWhenAvailable.title);
    const email = screen.getByLabelText(de.fields.email);
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(de.validation.required)).toBeVisible();
    await expect(reminderRequested).not.toHaveBeenCalled();
    await userEvent.keyboard('mia@example.de{Enter}');
    await expect(reminderRequested).toHaveBeenCalledWith('mia@example.de');
    await expect(await screen.findByRole('status')).toHaveTextContent(
      de.dialogs.remindWhenAvailable.sent,
    );
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusBack(dialog);
  },
};
