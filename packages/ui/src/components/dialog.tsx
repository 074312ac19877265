import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  type DialogEntry,
  type DialogEntryInput,
  type DialogPosition,
  dialogStackMachine,
  isDialogOpen,
  moveSwipe,
  type SwipeGesture,
  startSwipe,
  swipeDownDistance,
} from '@vitrine/domain/dialog';
import { useSelector } from '@xstate/react';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { type Actor, createActor } from 'xstate';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { CloseIcon } from './icons';

type DialogSettings = Omit<DialogEntryInput, 'id'>;

interface DialogStackValue {
  readonly actor: Actor<typeof dialogStackMachine>;
  /** Where dialogs render: inside the provider, so they keep the page's `data-brand` theme. */
  readonly container: HTMLElement | null;
  /** Settings each mounted `Dialog` declares, used when it is opened by id alone. */
  readonly settings: Map<string, DialogSettings>;
  /** The element id §4 says gets focus back, set by the machine when the topmost closed. */
  readonly focusReturn: { current: string | null };
  /** The element focused when each dialog was opened: focus goes back there by default. */
  readonly openers: Map<string, HTMLElement>;
  /** For each dialog that just closed, whether it was the topmost one. */
  readonly closedOnTop: Map<string, boolean>;
}

const DialogStackContext = React.createContext<DialogStackValue | null>(null);

function useStackValue(): DialogStackValue {
  const value = React.useContext(DialogStackContext);
  if (value === null) throw new Error('Dialogs need a <DialogStackProvider> above them.');
  return value;
}

type DialogStackProviderProps = {
  /** Dialogs open at the first render, bottom first (a page state, a story). */
  defaultOpen?: readonly DialogEntryInput[];
  children?: React.ReactNode;
};

/**
 * One dialog stack per page (§4): the domain's `dialogStackMachine` decides which dialogs are
 * open and in which order, what escape and a swipe close and where focus returns. Every
 * `Dialog` below reads its open state from here, so any part of the page can open one by id.
 */
function DialogStackProvider({ defaultOpen = [], children }: DialogStackProviderProps) {
  const [actor] = React.useState(() => {
    const stack = createActor(dialogStackMachine).start();
    for (const entry of defaultOpen) stack.send({ type: 'dialog.opened', ...entry });
    return stack;
  });
  const [settings] = React.useState(() => new Map<string, DialogSettings>());
  const [focusReturn] = React.useState(() => ({ current: null as string | null }));
  const [openers] = React.useState(() => new Map<string, HTMLElement>());
  const [closedOnTop] = React.useState(() => new Map<string, boolean>());
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  React.useEffect(() => {
    const focusRequests = actor.on('dialog.focusReturnRequested', ({ elementId }) => {
      focusReturn.current = elementId;
    });
    // Which closed dialog was on top decides whether focus moves (§4: a dialog closing
    // further down leaves it in the topmost one).
    let previous = actor.getSnapshot().context.dialogs;
    const closings = actor.subscribe((snapshot) => {
      const next = snapshot.context.dialogs;
      const topmost = previous.at(-1)?.id;
      for (const dialog of previous) {
        if (!next.some((entry) => entry.id === dialog.id)) {
          closedOnTop.set(dialog.id, dialog.id === topmost);
        }
      }
      previous = next;
    });
    return () => {
      focusRequests.unsubscribe();
      closings.unsubscribe();
    };
  }, [actor, focusReturn, closedOnTop]);
  const value = React.useMemo(
    () => ({ actor, container, settings, focusReturn, openers, closedOnTop }),
    [actor, container, settings, focusReturn, openers, closedOnTop],
  );
  return (
    <DialogStackContext.Provider value={value}>
      {children}
      <div data-slot="dialog-layer" ref={setContainer} />
    </DialogStackContext.Provider>
  );
}

/**
 * Opens and closes dialogs by id from anywhere under the provider. `open('sort')` uses the
 * settings the `Dialog` with that id declares; an object overrides them for this opening.
 */
function useDialogStack() {
  const { actor, settings, openers } = useStackValue();
  const dialogs = useSelector(actor, (snapshot) => snapshot.context.dialogs);
  const open = React.useCallback(
    (dialog: string | DialogEntryInput) => {
      const input = typeof dialog === 'string' ? { id: dialog } : dialog;
      const focused = document.activeElement;
      if (
        !isDialogOpen(actor.getSnapshot().context.dialogs, input.id) &&
        focused instanceof HTMLElement &&
        focused !== document.body
      ) {
        openers.set(input.id, focused);
      }
      actor.send({ type: 'dialog.opened', ...settings.get(input.id), ...input });
    },
    [actor, settings, openers],
  );
  const close = React.useCallback(
    (id: string) => actor.send({ type: 'dialog.closed', id }),
    [actor],
  );
  const isOpen = React.useCallback((id: string) => isDialogOpen(dialogs, id), [dialogs]);
  return { dialogs, open, close, isOpen };
}

interface DialogItemValue {
  readonly id: string;
  readonly entry: DialogEntry | null;
  readonly level: number;
  readonly settings: DialogSettings;
}

const DialogItemContext = React.createContext<DialogItemValue | null>(null);

function useDialogItem(part: string): DialogItemValue {
  const value = React.useContext(DialogItemContext);
  if (value === null) throw new Error(`<${part}> must be inside a <Dialog>.`);
  return value;
}

type DialogProps = DialogSettings & {
  /** The id the stack opens and closes this dialog by. */
  id: string;
  /** Called when the dialog opened or closed, by any cause (button, escape, swipe, code). */
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
};

/**
 * A dialog of §2/§4, open while its id is on the stack. `position` is one of §2's four,
 * `modal` keeps escape and swipes from closing it, `returnFocusTo` names the element that
 * gets focus when it closes (default: the element focused when `open(id)` was called, so a
 * header button or a filter chip gets focus back without being a `DialogTrigger`).
 */
function Dialog({ id, position, modal, returnFocusTo, onOpenChange, children }: DialogProps) {
  const { actor, settings } = useStackValue();
  const dialogs = useSelector(actor, (snapshot) => snapshot.context.dialogs);
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
  return (
    <DialogItemContext.Provider value={item}>
      <DialogPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) actor.send({ type: 'dialog.closed', id });
        }}
      >
        {children}
      </DialogPrimitive.Root>
    </DialogItemContext.Provider>
  );
}

/** Opens its dialog through the stack (with the dialog's own settings). */
function DialogTrigger({
  onClick,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  const { id } = useDialogItem('DialogTrigger');
  const { open } = useDialogStack();
  return (
    <DialogPrimitive.Trigger
      data-slot="dialog-trigger"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        open(id);
      }}
      {...props}
    />
  );
}

const dialogContentVariants = cva(
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

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the close button, e.g. for a modal dialog that must be answered. */
  hideClose?: boolean;
};

/**
 * The dialog's panel with its overlay. Focus moves in and is trapped (§4); the stack decides
 * escape and swipes, so a modal dialog ignores both, and the page does not scroll while any
 * dialog is open (Radix locks it until the last one closes).
 */
function DialogContent({
  className,
  children,
  hideClose = false,
  style,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
  ...props
}: DialogContentProps) {
  const { t } = useUiText();
  const { actor, container, focusReturn, openers, closedOnTop } = useStackValue();
  const { id, entry, level, settings } = useDialogItem('DialogContent');
  const position: DialogPosition = entry?.position ?? settings.position ?? 'center';
  const modal = entry?.modal ?? settings.modal ?? false;
  const [gesture, setGesture] = React.useState<SwipeGesture | null>(null);
  // Only non-modal dialogs follow the finger: a modal one would snap back anyway.
  const pull = gesture !== null && !modal ? swipeDownDistance(gesture) : 0;
  const endSwipe = () => {
    if (gesture !== null) actor.send({ type: 'dialog.swipedDown', distance: pull });
    setGesture(null);
  };
  // Until the provider's layer exists the dialog waits, rather than rendering unthemed in <body>.
  if (container === null) return null;
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 bg-ink/50"
        style={{ zIndex: 50 + level * 2 }}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-position={position}
        data-modal={modal ? '' : undefined}
        data-level={level}
        data-swiping={pull > 0 ? '' : undefined}
        aria-modal="true"
        className={cn(dialogContentVariants({ position }), className)}
        style={{
          zIndex: 51 + level * 2,
          transform: pull > 0 ? `translateY(${pull}px)` : undefined,
          ...style,
        }}
        onEscapeKeyDown={(event) => {
          // Radix only calls this for the topmost dialog; the stack decides whether it closes.
          event.preventDefault();
          actor.send({ type: 'dialog.escapePressed' });
        }}
        onFocusOutside={(event) => {
          // Focus leaves for a dialog opened on top: this one stays open underneath.
          event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          event.preventDefault();
          if (!modal) actor.send({ type: 'dialog.closed', id });
        }}
        onCloseAutoFocus={(event) => {
          const onTop = closedOnTop.get(id) ?? true;
          const opener = openers.get(id);
          closedOnTop.delete(id);
          openers.delete(id);
          // A dialog closing under another one leaves focus in the one on top.
          if (!onTop) {
            event.preventDefault();
            return;
          }
          const target = focusReturn.current;
          focusReturn.current = null;
          // §4: the configured element; without one, the element that opened the dialog.
          const element =
            (target === null ? null : document.getElementById(target)) ??
            (opener?.isConnected ? opener : null);
          if (element !== null || actor.getSnapshot().context.dialogs.length > 0) {
            event.preventDefault();
          }
          element?.focus();
        }}
        onPointerDown={(event) => {
          onPointerDown?.(event);
          if (event.pointerType === 'touch' && event.isPrimary) {
            setGesture(startSwipe({ x: event.clientX, y: event.clientY }));
          }
        }}
        onPointerMove={(event) => {
          onPointerMove?.(event);
          if (gesture !== null && event.isPrimary) {
            setGesture(moveSwipe(gesture, { x: event.clientX, y: event.clientY }));
          }
        }}
        onPointerUp={(event) => {
          onPointerUp?.(event);
          endSwipe();
        }}
        onPointerCancel={(event) => {
          onPointerCancel?.(event);
          setGesture(null);
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={t('dialog.close')}
            className="absolute end-3 top-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-control text-ink-soft outline-none hover:bg-muted hover:text-ink focus-visible:ring-3 focus-visible:ring-focus"
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

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
  return (
    <DialogPrimitive.Title
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
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-ink-soft', className)}
      {...props}
    />
  );
}

/** Closes its dialog (wrap a button with `asChild`). */
function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close-action" {...props} />;
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
