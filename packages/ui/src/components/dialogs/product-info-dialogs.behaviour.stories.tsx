import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { DialogPage, expectClosedWithFocusBack, openWithKeyboard } from './dialog-story';
import type { EmailRequestState } from './email-request-form';
import { romperProduct } from './overlay-fixtures';
import {
  ElectricalLawDialog,
  ProductImageDialog,
  ProductPopupDialog,
  ProductSealsDialog,
  PromotionDisclaimerDialog,
  RemindWhenAvailableDialog,
} from './product-info-dialogs';

/**
 * Behaviour of Product info: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Product info/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ElectricalLawDialog,
  subcomponents: {
    ProductImageDialog,
    ProductPopupDialog,
    ProductSealsDialog,
    PromotionDisclaimerDialog,
    RemindWhenAvailableDialog,
  },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const reminderRequested = fn();

function RemindWhenAvailable({
  openAtStart = true,
  initialState = 'idle',
}: {
  openAtStart?: boolean;
  initialState?: EmailRequestState;
}) {
  const [state, setState] = React.useState<EmailRequestState>(initialState);
  return (
    <DialogPage
      dialogId="remind-when-available"
      openerLabel={de.dialogs.remindWhenAvailable.title}
      openAtStart={openAtStart}
    >
      <RemindWhenAvailableDialog
        productName={romperProduct.name}
        variantLabel="74/80"
        state={state}
        onRequest={(email) => {
          reminderRequested(email);
          setState('pending');
          window.setTimeout(() => setState('sent'), 50);
        }}
      />
    </DialogPage>
  );
}

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
