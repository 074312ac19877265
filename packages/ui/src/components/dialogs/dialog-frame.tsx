import type { DialogEntryInput, DialogPosition } from '@vitrine/domain/dialog';
import * as React from 'react';
import { cn } from '../../lib/cn';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useDialogStack,
} from '../dialog';

/**
 * What every content dialog of the shop takes besides its data: the id it has on the page's dialog
 * stack (each has a default), the element focus returns to, and optionally a controlled
 * `open` for callers that keep the state themselves (a machine, a route). Without `open` the
 * dialog opens by id: `useDialogStack().open('sort')`.
 */
interface ContentDialogProps {
  /**
   * The dialog's id on the page's dialog stack, which opens and closes it; each dialog has a
   * default, so one page can show two of a kind under different ids.
   */
  id?: string;
  /** The element id that gets focus back when the dialog closes. */
  returnFocusTo?: string;
  /** Controlled: the dialog is on the stack while this is true. */
  open?: boolean;
  /** Called after the dialog opened or closed, by any cause (button, escape, swipe, code). */
  onOpenChange?: (open: boolean) => void;
}

type DialogFrameProps = ContentDialogProps & {
  /** The dialog's id on the page's dialog stack, which opens and closes it. */
  id: string;
  /**
   * Where the dialog sits: centred, as a drawer from the right or left, or a left drawer on phones
   * only.
   */
  position: DialogPosition;
  /** A question that must be answered: escape, a swipe and the overlay do not close it. */
  modal?: boolean;
  /** The dialog's heading, also its accessible name. */
  title: React.ReactNode;
  /** Required for screen readers; hidden visually when the content says it already. */
  description: React.ReactNode;
  /** Keeps the description for screen readers only, when the content already says it on screen. */
  hideDescription?: boolean;
  /** The dialog's actions under a line at the bottom; no footer without them. */
  footer?: React.ReactNode;
  /** Classes for the dialog panel, e.g. a wider `max-w-…`. */
  className?: string;
  /** The dialog's content, in a body that scrolls when it is long. */
  children?: React.ReactNode;
  /** Which dialog this is, as `data-dialog` on the panel (its `data-slot` stays `dialog-content`). */
  kind: string;
};

/**
 * Mirrors a controlled `open` onto the page's dialog stack; nothing while `open` is undefined
 * (the dialog then opens by id).
 */
function useControlledOpen(
  open: boolean | undefined,
  { id, position, modal = false, returnFocusTo }: DialogEntryInput,
) {
  const { open: openDialog, close: closeDialog } = useDialogStack();
  React.useEffect(() => {
    if (open === undefined) return;
    if (open) openDialog({ id, position, modal, returnFocusTo });
    else closeDialog(id);
  }, [open, id, position, modal, returnFocusTo, openDialog, closeDialog]);
}

/**
 * The frame all content dialogs of the shop share: a `Dialog` on the stack with title, description,
 * scrolling body and footer. A controlled `open` is mirrored onto the stack, so the page's
 * one stack still decides order, focus and scroll lock.
 */
function DialogFrame({
  id,
  position,
  modal = false,
  returnFocusTo,
  open,
  onOpenChange,
  title,
  description,
  hideDescription = false,
  footer,
  className,
  children,
  kind,
}: DialogFrameProps) {
  useControlledOpen(open, { id, position, modal, returnFocusTo });
  return (
    <Dialog
      id={id}
      position={position}
      modal={modal}
      returnFocusTo={returnFocusTo}
      onOpenChange={onOpenChange}
    >
      <DialogContent data-dialog={kind} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={cn(hideDescription && 'sr-only')}>
            {description}
          </DialogDescription>
        </DialogHeader>
        {children !== undefined ? <DialogBody>{children}</DialogBody> : null}
        {footer !== undefined && footer !== null ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Closes the content dialog `id` and then runs `then`, for actions that finish a dialog. */
function useCloseThen(id: string) {
  const { close } = useDialogStack();
  return React.useCallback(
    <Args extends unknown[]>(then?: (...args: Args) => void) =>
      (...args: Args) => {
        close(id);
        then?.(...args);
      },
    [close, id],
  );
}

export {
  type ContentDialogProps,
  DialogFrame,
  type DialogFrameProps,
  useCloseThen,
  useControlledOpen,
};
