/**
 * The dialog stack (spec §4, §9) as an XState machine: every dialog of the page opens and
 * closes through it, so "latest opened is topmost", escape, swipe, scroll lock and focus
 * return follow one set of rules instead of one per dialog component.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { type DialogEntry, type DialogEntryInput, dialogEntry } from './dialog-entry';
import { closeDialog, type DialogStack, openDialog, topmostDialog } from './dialog-stack';
import { swipeClosesDialog } from './swipe-gesture';

export interface DialogStackContext {
  /** Open dialogs, bottom first; the last one is on top. */
  readonly dialogs: DialogStack;
  /** True while any dialog is open: the page must not scroll underneath (§4). */
  readonly scrollLocked: boolean;
  /**
   * Element id the UI focuses after the topmost dialog closed (§4), or null. Cleared when a
   * dialog opens, because focus then moves into the new dialog's content.
   */
  readonly focusReturnTarget: string | null;
}

export type DialogStackEvent =
  /** The model value of a dialog became open (also brings an open dialog back to the top). */
  | ({ readonly type: 'dialog.opened' } & DialogEntryInput)
  /** The model value of a dialog became closed, from any cause the component knows. */
  | { readonly type: 'dialog.closed'; readonly id: string }
  | { readonly type: 'dialog.escapePressed' }
  /** The finger was lifted after pulling the topmost dialog down by `distance` px. */
  | { readonly type: 'dialog.swipedDown'; readonly distance: number };

/** Emitted when focus must go back to an element; the UI calls `focus()` on it. */
export interface DialogFocusReturnEvent {
  readonly type: 'dialog.focusReturnRequested';
  readonly elementId: string;
}

/** A dialog the shopper may close with escape or a swipe: one that is open and not modal. */
const closesByShopper = (dialog: DialogEntry | null): boolean => dialog !== null && !dialog.modal;

const topmostId = (context: DialogStackContext): string => topmostDialog(context.dialogs)?.id ?? '';

/**
 * Machine of all open dialogs, in the states `allClosed` and `dialogOpen` (page scroll locked).
 * Read `isDialogOpen(snapshot.context.dialogs, id)` for one dialog's model value.
 *
 * @example
 * const actor = createActor(dialogStackMachine).start();
 * actor.on('dialog.focusReturnRequested', ({ elementId }) => document.getElementById(elementId)?.focus());
 * actor.send({ type: 'dialog.opened', id: 'sort', position: 'right', returnFocusTo: 'sort-button' });
 * actor.send({ type: 'dialog.escapePressed' }); // closes 'sort'; focus goes back to #sort-button
 */
export const dialogStackMachine = setup({
  types: {
    context: {} as DialogStackContext,
    events: {} as DialogStackEvent,
    emitted: {} as DialogFocusReturnEvent,
  },
  actions: {
    showDialog: assign(({ context }, params: { entry: DialogEntry | null }) => ({
      dialogs: params.entry === null ? context.dialogs : openDialog(context.dialogs, params.entry),
      focusReturnTarget: null,
    })),
    hideDialog: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const dialogs = closeDialog(context.dialogs, params.id);
      const topmost = topmostDialog(context.dialogs);
      // Closing a dialog further down leaves focus inside the topmost one.
      if (topmost?.id !== params.id) {
        enqueue.assign({ dialogs });
        return;
      }
      enqueue.assign({ dialogs, focusReturnTarget: topmost.returnFocusTo });
      if (topmost.returnFocusTo !== null) {
        enqueue.emit({ type: 'dialog.focusReturnRequested', elementId: topmost.returnFocusTo });
      }
    }),
    lockScroll: assign({ scrollLocked: true }),
    releaseScroll: assign({ scrollLocked: false }),
  },
  guards: {
    isAddressable: (_, params: { entry: DialogEntry | null }) => params.entry !== null,
    isOpen: ({ context }, params: { id: string }) =>
      context.dialogs.some((dialog) => dialog.id === params.id),
    topmostClosesByShopper: ({ context }) => closesByShopper(topmostDialog(context.dialogs)),
    swipeClosesTopmost: ({ context }, params: { distance: number }) =>
      closesByShopper(topmostDialog(context.dialogs)) && swipeClosesDialog(params.distance),
    noDialogOpen: ({ context }) => context.dialogs.length === 0,
  },
}).createMachine({
  id: 'dialogStack',
  initial: 'allClosed',
  context: { dialogs: [], scrollLocked: false, focusReturnTarget: null },
  states: {
    allClosed: {
      on: {
        'dialog.opened': {
          guard: { type: 'isAddressable', params: ({ event }) => ({ entry: dialogEntry(event) }) },
          target: 'dialogOpen',
          actions: { type: 'showDialog', params: ({ event }) => ({ entry: dialogEntry(event) }) },
        },
      },
    },
    dialogOpen: {
      entry: 'lockScroll',
      exit: 'releaseScroll',
      always: { guard: 'noDialogOpen', target: 'allClosed' },
      on: {
        'dialog.opened': {
          guard: { type: 'isAddressable', params: ({ event }) => ({ entry: dialogEntry(event) }) },
          actions: { type: 'showDialog', params: ({ event }) => ({ entry: dialogEntry(event) }) },
        },
        'dialog.closed': {
          guard: { type: 'isOpen', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'hideDialog', params: ({ event }) => ({ id: event.id }) },
        },
        'dialog.escapePressed': {
          guard: 'topmostClosesByShopper',
          actions: { type: 'hideDialog', params: ({ context }) => ({ id: topmostId(context) }) },
        },
        'dialog.swipedDown': {
          guard: {
            type: 'swipeClosesTopmost',
            params: ({ event }) => ({ distance: event.distance }),
          },
          actions: { type: 'hideDialog', params: ({ context }) => ({ id: topmostId(context) }) },
        },
      },
    },
  },
});
