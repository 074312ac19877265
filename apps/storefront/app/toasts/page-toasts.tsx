import type { ShowToast } from '@vitrine/domain';
import { toastDuration } from '@vitrine/domain/toast';
import {
  AlertIcon,
  CheckIcon,
  cn,
  InfoIcon,
  Toaster,
  toastVariants,
  useToastQueue,
  useUiText,
} from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';

const icons = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, error: AlertIcon };

/** False on the server and while hydrating, true once the app runs in the browser. */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

/**
 * A message key of the storefront's catalogue (`toast.newsletterConfirmed`) or, failing that,
 * of the design system's (`account.deleted`), with its values.
 */
function useToastText() {
  const { t } = useTranslation();
  return (message: string, values: Readonly<Record<string, string | number>> = {}) =>
    t(message, { ns: ['translation', 'ui'], ...values });
}

export interface PageToastsProps {
  /** What the route guards and the page's query asked to show (§2, §4). */
  readonly toasts: readonly ShowToast[];
}

/**
 * The toasts a page arrives with (§4 toast, §9 bottom-center, 5000 ms): the account-deletion
 * info of `?redirect=goodbye`, the newsletter confirmation. The server renders them into the
 * HTML, so they show without JavaScript too and leave after 5000 ms by CSS; once the app has
 * hydrated, ui's Toaster takes them over with its timers, close button and swipe.
 */
export function PageToasts({ toasts }: PageToastsProps) {
  const hydrated = useHydrated();
  const { toasts: queued, show, dismiss } = useToastQueue();
  const text = useToastText();
  React.useEffect(() => {
    for (const toast of toasts) {
      show({ variant: toast.variant, message: toast.message, values: toast.values ?? {} });
    }
  }, [toasts, show]);
  if (hydrated) {
    return (
      <Toaster
        toasts={queued}
        onDismiss={dismiss}
        renderMessage={(toast) => text(toast.message, toast.values)}
      />
    );
  }
  return toasts.length === 0 ? null : <ServerToasts toasts={toasts} text={text} />;
}

function ServerToasts({
  toasts,
  text,
}: PageToastsProps & { readonly text: ReturnType<typeof useToastText> }) {
  const { t } = useUiText();
  return (
    <ol
      data-slot="toast-viewport"
      className="fixed bottom-0 left-1/2 z-50 flex max-h-screen w-full max-w-md -translate-x-1/2 flex-col gap-2 p-4"
    >
      {toasts.map((toast) => {
        const Icon = icons[toast.variant];
        return (
          <li
            key={`${toast.variant}:${toast.message}`}
            role="status"
            data-slot="toast"
            data-variant={toast.variant}
            className={cn(toastVariants({ variant: toast.variant }), 'cursor-default pe-4')}
            // Without JavaScript nothing dismisses it: it leaves after §9's 5000 ms by itself.
            style={{ animation: `toast-expire 200ms ease-in ${toastDuration}ms forwards` }}
          >
            <Icon data-slot="toast-icon" className="mt-0.5 size-5 shrink-0" />
            <p className="grid gap-0.5">
              <span className="sr-only">{t(`toast.${toast.variant}`)}</span>
              <span data-slot="toast-message" className="text-sm font-semibold">
                {text(toast.message, toast.values)}
              </span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
