/**
 * The stack of open dialogs (spec §4): the latest opened is on top, closing by id removes
 * one entry wherever it sits. The stack is an immutable array, bottom first.
 */
import type { DialogEntry } from './dialog-entry';

export type DialogStack = readonly DialogEntry[];

/**
 * Puts a dialog on top of the stack. Opening a dialog that is already open moves it to the
 * top with its new settings, so one id is never stacked twice.
 */
export function openDialog(stack: DialogStack, entry: DialogEntry): DialogStack {
  return [...stack.filter((open) => open.id !== entry.id), entry];
}

/** Removes the dialog with this id; the stack is returned unchanged when it is not open. */
export function closeDialog(stack: DialogStack, id: string): DialogStack {
  return isDialogOpen(stack, id) ? stack.filter((open) => open.id !== id) : stack;
}

/** The dialog on top, which is the one escape and swipe act on, or null when none is open. */
export function topmostDialog(stack: DialogStack): DialogEntry | null {
  return stack.at(-1) ?? null;
}

/** The model value of one dialog: whether it is open (§4 "open/closed via a model value"). */
export function isDialogOpen(stack: DialogStack, id: string): boolean {
  return stack.some((open) => open.id === id);
}
