/**
 * The page the §2 dialog stories render on: a dialog stack, an opener button and the real
 * dialog component. The dialog opens on mount, so each story pictures one dialog with its
 * content; keyboard stories start closed (`openAtStart={false}`) and open it with the opener.
 */
import type { DialogPosition } from '@vitrine/domain/dialog';
import * as React from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { DialogStackProvider, useDialogStack } from '../dialog';

/** The element id of the page's opener, which the dialogs return focus to. */
const openerId = 'dialog-opener';

function OpenOnMount({ id }: { id: string }) {
  const { open } = useDialogStack();
  // Rendered after the dialog, so the dialog has registered its own settings by now.
  React.useEffect(() => open(id), [open, id]);
  return null;
}

function Opener({ id, label }: { id: string; label: string }) {
  const { open } = useDialogStack();
  return (
    <Button id={openerId} variant="secondary" aria-haspopup="dialog" onClick={() => open(id)}>
      {label}
    </Button>
  );
}

type DialogPageProps = {
  /** The dialog's id on the stack. */
  dialogId: string;
  /** The opener's text, usually the dialog's title. */
  openerLabel: string;
  /**
   * Opens the dialog when the story starts (the default), as a page state would; false waits for
   * the opener.
   */
  openAtStart?: boolean;
  /** The dialog the page shows, by the same id. */
  children: React.ReactNode;
};

/**
 * A story's page for one dialog: the page's dialog stack with a button that opens the dialog, so a
 * story shows the dialog as a shopper meets it and focus returns to the opener.
 */
function DialogPage({ dialogId, openerLabel, openAtStart = true, children }: DialogPageProps) {
  return (
    <DialogStackProvider>
      <div className="min-h-[700px] p-4">
        <Opener id={dialogId} label={openerLabel} />
      </div>
      {children}
      {openAtStart ? <OpenOnMount id={dialogId} /> : null}
    </DialogStackProvider>
  );
}

/** The open dialog named `title`, checked to be visible, at its position and focused inside. */
async function expectOpenDialog(title: string, position: DialogPosition = 'center') {
  const dialog = await screen.findByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-position', position);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/**
 * Keyboard only: Tab to the opener, Enter opens the dialog named `title`; returns it. Used by
 * the stories that start closed.
 */
async function openWithKeyboard(title: string, position: DialogPosition = 'center') {
  await userEvent.tab();
  await expect(document.activeElement).toHaveAttribute('id', openerId);
  await userEvent.keyboard('{Enter}');
  return expectOpenDialog(title, position);
}

/** Keyboard only: presses Tab until `element` has focus (at most `limit` times). */
async function tabTo(element: HTMLElement, limit = 8) {
  for (let step = 0; step < limit && document.activeElement !== element; step++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** The dialog is gone and focus is back on the opener. */
async function expectClosedWithFocusBack(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(document.activeElement).toHaveAttribute('id', openerId));
}

export {
  DialogPage,
  expectClosedWithFocusBack,
  expectOpenDialog,
  openerId,
  openWithKeyboard,
  tabTo,
};
