import type {
  DialogEntry,
  DialogEntryInput,
  DialogFocusReturnEvent,
  DialogStackEvent,
} from '@vitrine/domain/dialog';
import type { DialogStackActor } from './dialog-stack-actor';

type StartDialogStack = (defaultOpen: readonly DialogEntryInput[]) => DialogStackActor;

let loading: Promise<StartDialogStack> | undefined;
let loaded: StartDialogStack | undefined;

/** Loads the dialog stack's machine (XState); settles once a stack starts without waiting. */
export function loadDialogStack(): Promise<StartDialogStack> {
  loading ??= import('./dialog-stack-actor').then((module) => {
    loaded = module.startDialogStack;
    return module.startDialogStack;
  });
  return loading;
}

const noDialogs: readonly DialogEntry[] = [];

/**
 * The page's one dialog stack as React reads it: the open dialogs and the events it takes.
 * Until the machine's code is there (a page loads it on the visitor's first interaction, not
 * with its own code) no dialog is open, and what is sent waits in order; then the machine,
 * the domain's `dialogStackMachine`, decides everything, and the waiting events reach it.
 */
export interface DialogStackStore {
  readonly dialogs: () => readonly DialogEntry[];
  readonly subscribe: (listener: () => void) => () => void;
  readonly send: (event: DialogStackEvent) => void;
  /** §4's focus return: the element the machine names when the topmost dialog closed. */
  readonly onFocusReturnRequested: (
    listener: (event: DialogFocusReturnEvent) => void,
  ) => () => void;
  /** Starts the machine now if its code is loaded, else loads it. */
  readonly start: () => Promise<void>;
}

export function createDialogStackStore(defaultOpen: readonly DialogEntryInput[]): DialogStackStore {
  let actor: DialogStackActor | null = null;
  const waiting: DialogStackEvent[] = [];
  const listeners = new Set<() => void>();
  const focusListeners = new Set<(event: DialogFocusReturnEvent) => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const startWith = (startDialogStack: StartDialogStack) => {
    if (actor !== null) return;
    actor = startDialogStack(defaultOpen);
    actor.subscribe(notify);
    actor.on('dialog.focusReturnRequested', (event) => {
      for (const listener of focusListeners) listener(event);
    });
    for (const event of waiting.splice(0)) actor.send(event);
    notify();
  };
  // A stack with dialogs open from the start (a story, a page state) needs its machine at once.
  if (loaded !== undefined) startWith(loaded);
  return {
    dialogs: () => (actor === null ? noDialogs : actor.getSnapshot().context.dialogs),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send: (event) => {
      if (actor !== null) {
        actor.send(event);
        return;
      }
      // Before anything was opened no dialog is open: the machine would ignore a closing, an
      // escape or a swipe (a page closing its layer on mount), so it is not loaded for one.
      if (waiting.length === 0 && event.type !== 'dialog.opened') return;
      waiting.push(event);
      void loadDialogStack().then(startWith);
    },
    onFocusReturnRequested: (listener) => {
      focusListeners.add(listener);
      return () => {
        focusListeners.delete(listener);
      };
    },
    start: () => loadDialogStack().then(startWith),
  };
}
