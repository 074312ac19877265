import type * as DialogPrimitive from '@radix-ui/react-dialog';
import type { DialogEntry, DialogEntryInput } from '@vitrine/domain/dialog';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import type { DialogStackStore } from '../lib/dialog-stack-store';

// What a dialog and its panel share (the panel is a chunk of its own, loaded on first use):
// the stack's context, the dialog's item and the panel's parts.

export type DialogSettings = Omit<DialogEntryInput, 'id'>;

export interface DialogStackValue {
  readonly stack: DialogStackStore;
  /** Where dialogs render: inside the provider, so they keep the page's `data-brand` theme. */
  readonly container: HTMLElement | null;
  /** Settings each mounted `Dialog` declares, used when it is opened by id alone. */
  readonly settings: Map<string, DialogSettings>;
  /** The element id §4 says gets focus back, set by the machine when the topmost closed. */
  readonly focusReturn: { current: string | null };
  /** The element focused when each dialog was opened: focus goes back there by default. */
  readonly openers: Map<string, HTMLElement>;
  /** Each dialog's `DialogTrigger`: where focus goes back when nothing else is named. */
  readonly triggers: Map<string, HTMLElement>;
  /** For each dialog that just closed, whether it was the topmost one. */
  readonly closedOnTop: Map<string, boolean>;
}

export const DialogStackContext = React.createContext<DialogStackValue | null>(null);

export function useStackValue(): DialogStackValue {
  const value = React.useContext(DialogStackContext);
  if (value === null) throw new Error('Dialogs need a <DialogStackProvider> above them.');
  return value;
}

export interface DialogItemValue {
  readonly id: string;
  readonly entry: DialogEntry | null;
  readonly level: number;
  readonly settings: DialogSettings;
}

export const DialogItemContext = React.createContext<DialogItemValue | null>(null);

export function useDialogItem(part: string): DialogItemValue {
  const value = React.useContext(DialogItemContext);
  if (value === null) throw new Error(`<${part}> must be inside a <Dialog>.`);
  return value;
}

export const dialogContentVariants = cva(
  'fixed flex flex-col bg-surface text-ink shadow-2xl outline-none focus-visible:ring-3 focus-visible:ring-focus data-[swiping]:transition-none',
  {
    variants: {
      position: {
        center:
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-card',
        right: 'inset-y-0 end-0 h-dvh w-full max-w-md',
        left: 'inset-y-0 start-0 h-dvh w-full max-w-md',
        mobileLeft:
          'inset-y-0 start-0 h-dvh w-full max-w-md md:inset-y-auto md:start-1/2 md:top-1/2 md:h-auto md:max-h-[calc(100dvh-2rem)] md:w-[calc(100%-2rem)] md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card',
      },
    },
    defaultVariants: { position: 'center' },
  },
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the close button, e.g. for a modal dialog that must be answered. */
  hideClose?: boolean;
};

/** The parts only an open dialog's panel has (Radix's), for its title, description and close. */
export interface DialogPanelParts {
  readonly Title: typeof DialogPrimitive.Title;
  readonly Description: typeof DialogPrimitive.Description;
  readonly Close: typeof DialogPrimitive.Close;
}

export const DialogPanelPartsContext = React.createContext<DialogPanelParts | null>(null);
