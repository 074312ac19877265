import { type DialogEntryInput, dialogStackMachine } from '@vitrine/domain/dialog';
import { type Actor, createActor } from 'xstate';

export type DialogStackActor = Actor<typeof dialogStackMachine>;

/**
 * The page's dialog stack: the domain's machine, started, with the dialogs open at first.
 * Its own chunk (it brings XState): a page loads it when the visitor starts to interact.
 */
export function startDialogStack(defaultOpen: readonly DialogEntryInput[]): DialogStackActor {
  const stack = createActor(dialogStackMachine).start();
  for (const entry of defaultOpen) stack.send({ type: 'dialog.opened', ...entry });
  return stack;
}
