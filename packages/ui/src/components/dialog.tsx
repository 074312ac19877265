import type * as DialogPrimitive from '@radix-ui/react-dialog';
import { Slot } from '@radix-ui/react-slot';
import { type DialogEntry, type DialogEntryInput, isDialogOpen } from '@vitrine/domain/dialog';
import * as React from 'react';
import { cn } from '../lib/cn';
import {
  createDialogStackStore,
  type DialogStackStore,
  loadDialogStack,
} from '../lib/dialog-stack-store';
import { lazyView } from '../lib/lazy-view';
import {
  type DialogContentProps,
  DialogItemContext,
  type DialogPanelParts,
  DialogPanelPartsContext,
  type DialogSettings,
  DialogStackContext,
  dialogContentVariants,
  useDialogItem,
  useStackValue,
} from './dialog-context';

type DialogStackProviderProps = {
  /** Dialogs open at the first render, bottom first (a page state, a story). */
  defaultOpen?: readonly DialogEntryInput[];
  /** The page, or the part of it, whose dialogs share this one stack. */
  children?: React.ReactNode;
};

/**
 * One dialog stack per page: the domain's `dialogStackMachine` decides which dialogs are
 * open and in which order, what escape and a swipe close and where focus returns. Every
 * `Dialog` below reads its open state from here, so any part of the page can open one by id.
 */
function DialogStackProvider({ defaultOpen = [], children }: DialogStackProviderProps) {
  const [stack] = React.useState(() => createDialogStackStore(defaultOpen));
  const [settings] = React.useState(() => new Map<string, DialogSettings>());
  const [focusReturn] = React.useState(() => ({ current: null as string | null }));
  const [openers] = React.useState(() => new Map<string, HTMLElement>());
  const [triggers] = React.useState(() => new Map<string, HTMLElement>());
  const [closedOnTop] = React.useState(() => new Map<string, boolean>());
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  React.useEffect(() => {
    const focusRequests = stack.onFocusReturnRequested(({ elementId }) => {
      focusReturn.current = elementId;
    });
    // Which closed dialog was on top decides whether focus moves (§4: a dialog closing
    // further down leaves it in the topmost one).
    let previous = stack.dialogs();
    const closings = stack.subscribe(() => {
      const next = stack.dialogs();
      const topmost = previous.at(-1)?.id;
      for (const dialog of previous) {
        if (!next.some((entry) => entry.id === dialog.id)) {
          closedOnTop.set(dialog.id, dialog.id === topmost);
        }
      }
      previous = next;
    });
    return () => {
      focusRequests();
      closings();
    };
  }, [stack, focusReturn, closedOnTop]);
  React.useEffect(() => {
    // The stack's machine and the dialogs' panels are not part of the page's first load: they
    // load when the visitor starts to interact, before the click that opens a dialog ends.
    if (defaultOpen.length > 0) void stack.start();
    const preload = () => {
      for (const type of interactions) document.removeEventListener(type, preload, true);
      void preloadDialogs();
    };
    for (const type of interactions) {
      document.addEventListener(type, preload, { capture: true, passive: true });
    }
    return () => {
      for (const type of interactions) document.removeEventListener(type, preload, true);
    };
  }, [stack, defaultOpen.length]);
  const value = React.useMemo(
    () => ({ stack, container, settings, focusReturn, openers, triggers, closedOnTop }),
    [stack, container, settings, focusReturn, openers, triggers, closedOnTop],
  );
  return (
    <DialogStackContext.Provider value={value}>
      {children}
      <div data-slot="dialog-layer" ref={setContainer} />
    </DialogStackContext.Provider>
  );
}

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** The open dialogs, bottom first, as the page's stack has them. */
function useOpenDialogs(stack: DialogStackStore): readonly DialogEntry[] {
  return React.useSyncExternalStore(stack.subscribe, stack.dialogs, stack.dialogs);
}

/**
 * Opens and closes dialogs by id from anywhere under the provider. `open('sort')` uses the
 * settings the `Dialog` with that id declares; an object overrides them for this opening.
 */
function useDialogStack() {
  const { stack, settings, openers } = useStackValue();
  const dialogs = useOpenDialogs(stack);
  const open = React.useCallback(
    (dialog: string | DialogEntryInput) => {
      const input = typeof dialog === 'string' ? { id: dialog } : dialog;
      const focused = document.activeElement;
      if (
        !isDialogOpen(stack.dialogs(), input.id) &&
        focused instanceof HTMLElement &&
        focused !== document.body
      ) {
        openers.set(input.id, focused);
      }
      stack.send({ type: 'dialog.opened', ...settings.get(input.id), ...input });
    },
    [stack, settings, openers],
  );
  const close = React.useCallback(
    (id: string) => stack.send({ type: 'dialog.closed', id }),
    [stack],
  );
  const isOpen = React.useCallback((id: string) => isDialogOpen(dialogs, id), [dialogs]);
  return { dialogs, open, close, isOpen };
}

type DialogProps = DialogSettings & {
  /** The id the stack opens and closes this dialog by. */
  id: string;
  /** Called when the dialog opened or closed, by any cause (button, escape, swipe, code). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's trigger, if any, and its `DialogContent`. */
  children?: React.ReactNode;
};

/**
 * A dialog of the shop, open while its id is on the stack. `position` is one of four,
 * `modal` keeps escape and swipes from closing it, `returnFocusTo` names the element that
 * gets focus when it closes (default: the element focused when `open(id)` was called, so a
 * header button or a filter chip gets focus back without being a `DialogTrigger`).
 */
function Dialog({ id, position, modal, returnFocusTo, onOpenChange, children }: DialogProps) {
  const { settings, stack } = useStackValue();
  const dialogs = useOpenDialogs(stack);
  const level = dialogs.findIndex((dialog) => dialog.id === id);
  const entry = dialogs[level] ?? null;
  const own = React.useMemo(
    () => ({ position, modal, returnFocusTo }),
    [position, modal, returnFocusTo],
  );
  React.useEffect(() => {
    settings.set(id, own);
    return () => {
      settings.delete(id);
    };
  }, [settings, id, own]);
  const open = entry !== null;
  const reported = React.useRef(open);
  const onOpenChangeRef = React.useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  React.useEffect(() => {
    if (reported.current === open) return;
    reported.current = open;
    onOpenChangeRef.current?.(open);
  }, [open]);
  const item = React.useMemo(() => ({ id, entry, level, settings: own }), [id, entry, level, own]);
  return <DialogItemContext.Provider value={item}>{children}</DialogItemContext.Provider>;
}

/** Opens its dialog through the stack (with the dialog's own settings). */
function DialogTrigger({
  onClick,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & {
  /** Renders the child (an icon button, a link) as the trigger instead of a plain button. */
  readonly asChild?: boolean;
}) {
  const { id, entry } = useDialogItem('DialogTrigger');
  const { open } = useDialogStack();
  const { triggers } = useStackValue();
  const register = React.useCallback(
    (element: HTMLButtonElement | null) => {
      if (element === null) triggers.delete(id);
      else triggers.set(id, element);
    },
    [triggers, id],
  );
  const Trigger = asChild ? Slot : 'button';
  return (
    <Trigger
      type={asChild ? undefined : 'button'}
      ref={register}
      data-slot="dialog-trigger"
      aria-haspopup="dialog"
      aria-expanded={entry !== null}
      data-state={entry !== null ? 'open' : 'closed'}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        open(id);
      }}
      {...props}
    />
  );
}

function usePanelParts(part: string): DialogPanelParts {
  const parts = React.useContext(DialogPanelPartsContext);
  if (parts === null) throw new Error(`<${part}> must be inside a <DialogContent>.`);
  return parts;
}

const DialogPanel = lazyView(() => import('./dialog-panel').then((module) => module.DialogPanel));

/**
 * Loads what an open dialog needs (the stack's machine, the panel with its focus trap and
 * scroll lock); settles once a dialog opens without waiting. A story book or a server calls it
 * first; a page calls it on the visitor's first interaction.
 */
export function preloadDialogs(): Promise<unknown> {
  return Promise.all([loadDialogStack(), DialogPanel.preload()]);
}

/**
 * The dialog's panel with its overlay, while its dialog is open. Focus moves in and is trapped;
 * the stack decides escape and swipes, so a modal dialog ignores both, and the page does
 * not scroll while any dialog is open (Radix locks it until the last one closes).
 */
function DialogContent(props: DialogContentProps) {
  const { container } = useStackValue();
  const { entry } = useDialogItem('DialogContent');
  // Until the provider's layer exists the dialog waits, rather than rendering unthemed in <body>.
  if (entry === null || container === null) return null;
  return <DialogPanel {...props} />;
}

/**
 * The top of a dialog panel holding its title and description, above a line; it leaves room for the
 * close button.
 */
function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('grid gap-1 border-b border-line px-5 py-4 pe-14', className)}
      {...props}
    />
  );
}

/** The dialog's scrolling middle. */
function DialogBody({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      className={cn('grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-5 py-4', className)}
      {...props}
    />
  );
}

/**
 * The bottom of a dialog panel with its actions: stacked on phones with the main action on top, in
 * a row on the right from the small breakpoint.
 */
function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

/** Required: screen readers announce the dialog by its title. */
function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  const { Title } = usePanelParts('DialogTitle');
  return (
    <Title
      data-slot="dialog-title"
      className={cn('font-display text-xl font-bold', className)}
      {...props}
    />
  );
}

/** Required as well; pass `className="sr-only"` when the content says it already. */
function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  const { Description } = usePanelParts('DialogDescription');
  return (
    <Description
      data-slot="dialog-description"
      className={cn('text-sm text-ink-soft', className)}
      {...props}
    />
  );
}

/** Closes its dialog (wrap a button with `asChild`). */
function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  const { Close } = usePanelParts('DialogClose');
  return <Close data-slot="dialog-close-action" {...props} />;
}

export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogStackProvider,
  type DialogStackProviderProps,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  useDialogStack,
};
