import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  type Toast,
  type ToastInput,
  type ToastQueue,
  toastDuration,
  toastSwipeDismisses,
} from '@vitrine/domain/toast';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import type { UiMessageKey } from '../i18n/messages';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full cursor-pointer items-start gap-3 rounded-card border-s-4 bg-surface p-4 pe-12 text-ink shadow-lg outline-none focus-visible:ring-3 focus-visible:ring-focus data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        info: 'border-info [&_[data-slot=toast-icon]]:text-info',
        success: 'border-success [&_[data-slot=toast-icon]]:text-success',
        warning: 'border-warning [&_[data-slot=toast-icon]]:text-warning',
        error: 'border-danger [&_[data-slot=toast-icon]]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, error: AlertIcon };

/** Bottom-center, the newest last. */
const viewportClass =
  'fixed bottom-0 left-1/2 z-50 flex max-h-screen w-full max-w-md -translate-x-1/2 flex-col gap-2 p-4';

type ToasterProps = {
  /** The queue's toasts, oldest first (`queue.toasts` of the domain's toast queue). */
  toasts: readonly Toast[];
  /** Called when a toast leaves: timeout, click, close button, Escape or swipe. */
  onDismiss: (id: string) => void;
  /** The text of a toast; by default its message key is translated by the ui catalogue. */
  renderMessage?: (toast: Toast) => React.ReactNode;
  /** Classes for the toast region at the bottom of the page. */
  className?: string;
};

/**
 * The shop's short notices (Radix Toast): bottom-center, each for its own duration (5000 ms
 * unless set), four styles, dismissed by timeout, click, the close button or a sideways
 * swipe over 60 % of its width (`toastSwipeDismisses`). Hovering or focusing pauses the
 * timers; F8 jumps to the toasts.
 */
function Toaster({ toasts, onDismiss, renderMessage, className }: ToasterProps) {
  const { t } = useUiText();
  const messageOf = (toast: Toast) =>
    renderMessage ? renderMessage(toast) : t(toast.message as UiMessageKey, toast.values);
  return (
    // A swipe threshold of 1 px reports every swipe; the spec's 60 % is decided below.
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={1}
      label={t('toast.announcement')}
    >
      {toasts.map((toast) => {
        const Icon = icons[toast.variant];
        return (
          <ToastPrimitive.Root
            key={toast.id}
            data-slot="toast"
            data-variant={toast.variant}
            open
            type={toast.variant === 'error' ? 'foreground' : 'background'}
            duration={Math.max(0, toast.expiresAt - toast.shownAt)}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id);
            }}
            onClick={() => onDismiss(toast.id)}
            onSwipeEnd={(event) => {
              const element = event.currentTarget;
              if (toastSwipeDismisses(event.detail.delta.x, element.offsetWidth)) return;
              // Too short a swipe: the toast snaps back instead of closing.
              event.preventDefault();
              element.setAttribute('data-swipe', 'cancel');
              element.style.removeProperty('--radix-toast-swipe-move-x');
            }}
            className={toastVariants({ variant: toast.variant })}
          >
            <Icon data-slot="toast-icon" className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-0.5">
              <ToastPrimitive.Title data-slot="toast-title" className="sr-only">
                {t(`toast.${toast.variant}`)}
              </ToastPrimitive.Title>
              <ToastPrimitive.Description
                data-slot="toast-message"
                className="text-sm font-semibold"
              >
                {messageOf(toast)}
              </ToastPrimitive.Description>
            </div>
            <ToastPrimitive.Close
              data-slot="toast-close"
              aria-label={t('toast.close')}
              onClick={(event) => event.stopPropagation()}
              className="absolute end-2 top-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-control text-ink-soft outline-none hover:bg-muted hover:text-ink focus-visible:ring-3 focus-visible:ring-focus"
            >
              <CloseIcon className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* Radix fills the region label's {hotkey} with the key that jumps to it (F8). */}
      <ToastPrimitive.Viewport
        label={t('toast.region')}
        data-slot="toast-viewport"
        className={cn(viewportClass, 'outline-none', className)}
      />
    </ToastPrimitive.Provider>
  );
}

/** A toast before it is queued: no id or timers yet. */
type StaticToast = Pick<Toast, 'variant' | 'message'> & { readonly values?: Toast['values'] };

type StaticToastsProps = {
  /** The toasts a page arrives with, in the order they were asked for. */
  toasts: readonly StaticToast[];
  /** The text of a toast; by default its message key is translated by the ui catalogue. */
  renderMessage?: (toast: StaticToast) => React.ReactNode;
  /** How long each shows before it fades out by CSS (5000 ms). */
  duration?: number;
};

/**
 * The toasts as the server renders them into the page, before (or without) JavaScript: the
 * Toaster's look and place, announced as status, each leaving by itself after `duration`
 * (`toast-expire` in styles/index.css) because nothing else could dismiss it. Once the app
 * runs, the Toaster takes them over.
 */
function StaticToasts({ toasts, renderMessage, duration = toastDuration }: StaticToastsProps) {
  const { t } = useUiText();
  if (toasts.length === 0) return null;
  return (
    // Each toast is its own status region (a list item may not take that role).
    <div data-slot="toast-viewport" className={viewportClass}>
      {toasts.map((toast) => {
        const Icon = icons[toast.variant];
        return (
          <div
            key={`${toast.variant}:${toast.message}`}
            role="status"
            data-slot="toast"
            data-variant={toast.variant}
            className={cn(toastVariants({ variant: toast.variant }), 'cursor-default pe-4')}
            style={{ animation: `toast-expire 200ms ease-in ${duration}ms forwards` }}
          >
            <Icon data-slot="toast-icon" className="mt-0.5 size-5 shrink-0" />
            <p className="grid gap-0.5">
              <span className="sr-only">{t(`toast.${toast.variant}`)}</span>
              <span data-slot="toast-message" className="text-sm font-semibold">
                {renderMessage
                  ? renderMessage(toast)
                  : t(toast.message as UiMessageKey, toast.values)}
              </span>
            </p>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The toast queue as React state, kept by the domain's rules (`addToast`: at most 20, the
 * same message moves to the newest place; `dismissToast`). `now` is the clock.
 */
function useToastQueue(now: () => number = Date.now) {
  const [queue, setQueue] = React.useState<ToastQueue>(emptyToastQueue);
  const show = React.useCallback(
    (input: ToastInput) => setQueue((current) => addToast(current, input, now())),
    [now],
  );
  const dismiss = React.useCallback(
    (id: string) => setQueue((current) => dismissToast(current, id)),
    [],
  );
  return { toasts: queue.toasts, show, dismiss };
}

export {
  type StaticToast,
  StaticToasts,
  type StaticToastsProps,
  Toaster,
  type ToasterProps,
  toastVariants,
  useToastQueue,
};
