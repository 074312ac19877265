/**
 * The frame of the dialog content stories: a page with one dialog already open on the stack,
 * so each story shows one §2 dialog with its content and the visual run pictures it.
 */
import type { DialogPosition } from '@vitrine/domain/dialog';
import type * as React from 'react';
import { expect, screen } from 'storybook/test';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogStackProvider,
  DialogTitle,
} from '../dialog';

type OpenDialogProps = {
  id: string;
  position?: DialogPosition;
  modal?: boolean;
  title: string;
  description: string;
  /** For dialogs whose content already says what the description says. */
  hideDescription?: boolean;
  footer?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
};

/** One dialog, open from the start, over an empty page. */
function OpenDialog({
  id,
  position = 'center',
  modal = false,
  title,
  description,
  hideDescription = false,
  footer,
  className,
  children,
}: OpenDialogProps) {
  return (
    <DialogStackProvider defaultOpen={[{ id, position, modal }]}>
      <div className="min-h-[700px]" />
      <Dialog id={id} position={position} modal={modal}>
        <DialogContent className={className}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className={hideDescription ? 'sr-only' : undefined}>
              {description}
            </DialogDescription>
          </DialogHeader>
          <DialogBody>{children}</DialogBody>
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </DialogContent>
      </Dialog>
    </DialogStackProvider>
  );
}

/** The open dialog named `title`, checked to be visible and at its position. */
async function expectOpenDialog(title: string, position: DialogPosition = 'center') {
  const dialog = await screen.findByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-position', position);
  return dialog;
}

export { expectOpenDialog, OpenDialog, type OpenDialogProps };
