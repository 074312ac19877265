import type { Meta } from '@storybook/react-vite';
import * as React from 'react';
import { fn } from 'storybook/test';
import { de } from '../../i18n/de';
import { DialogPage } from './dialog-story';
import type { EmailRequestState } from './email-request-form';
import { romperProduct } from './overlay-fixtures';
import {
  ProductImageDialog,
  ProductPopupDialog,
  ProductSealsDialog,
  PromotionDisclaimerDialog,
  RemindWhenAvailableDialog,
} from './product-info-dialogs';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The addresses a reminder was requested for (the story's action). */
export const reminderRequested = fn();

/** The remind-when-available dialog for the romper's sold-out size; a request is sent after a moment. */
export function RemindWhenAvailable({
  openAtStart = true,
  initialState = 'idle',
}: {
  /** The dialog is open when the story starts (false: its opener opens it). */
  openAtStart?: boolean;
  /** The request's state when the story starts (the confirmation once sent). */
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

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const productInfoDialogsStoryMeta = {
  subcomponents: {
    ProductImageDialog,
    ProductPopupDialog,
    ProductSealsDialog,
    PromotionDisclaimerDialog,
    RemindWhenAvailableDialog,
  },
} satisfies Partial<Meta>;
