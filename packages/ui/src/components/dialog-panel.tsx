import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  type DialogPosition,
  moveSwipe,
  type SwipeGesture,
  startSwipe,
  swipeDownDistance,
} from '@vitrine/domain/dialog';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import {
  type DialogContentProps,
  type DialogPanelParts,
  DialogPanelPartsContext,
  dialogContentVariants,
  useDialogItem,
  useStackValue,
} from './dialog-context';
import { CloseIcon } from './icons';

const radixParts: DialogPanelParts = {
  Title: DialogPrimitive.Title,
  Description: DialogPrimitive.Description,
  Close: DialogPrimitive.Close,
};

/**
 * An open dialog's panel: Radix's dialog (portal, overlay, focus trap, scroll lock, the
 * accessible name and description) in its own chunk, loaded by the first dialog a page opens.
 * It is mounted while its dialog is on the stack; unmounting it gives focus back.
 */
export function DialogPanel({
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
  const { stack, container, focusReturn, openers, triggers, closedOnTop } = useStackValue();
  const { id, entry, level, settings } = useDialogItem('DialogContent');
  const position: DialogPosition = entry?.position ?? settings.position ?? 'center';
  const modal = entry?.modal ?? settings.modal ?? false;
  const [gesture, setGesture] = React.useState<SwipeGesture | null>(null);
  // Only non-modal dialogs follow the finger: a modal one would snap back anyway.
  const pull = gesture !== null && !modal ? swipeDownDistance(gesture) : 0;
  const endSwipe = () => {
    if (gesture !== null) stack.send({ type: 'dialog.swipedDown', distance: pull });
    setGesture(null);
  };
  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(next) => {
        if (!next) stack.send({ type: 'dialog.closed', id });
      }}
    >
      <DialogPanelPartsContext.Provider value={radixParts}>
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
              stack.send({ type: 'dialog.escapePressed' });
            }}
            onFocusOutside={(event) => {
              // Focus leaves for a dialog opened on top: this one stays open underneath.
              event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              event.preventDefault();
              if (!modal) stack.send({ type: 'dialog.closed', id });
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
              // §4: the configured element; without one, the element that opened the dialog,
              // else the dialog's trigger (a dialog open from the start has no opener).
              const trigger = triggers.get(id);
              const element =
                (target === null ? null : document.getElementById(target)) ??
                (opener?.isConnected ? opener : null) ??
                (trigger?.isConnected ? trigger : null);
              if (element !== null || stack.dialogs().length > 0) {
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
      </DialogPanelPartsContext.Provider>
    </DialogPrimitive.Root>
  );
}
