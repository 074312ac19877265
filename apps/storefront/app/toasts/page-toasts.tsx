import type { ShowToast } from '@vitrine/domain';
import { StaticToasts, Toaster, useToastQueue } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';

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
 * HTML (ui's StaticToasts), so they show without JavaScript too and leave after 5000 ms by CSS;
 * once the app has hydrated, ui's Toaster takes them over with its timers, close button and swipe.
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
  return (
    <StaticToasts toasts={toasts} renderMessage={(toast) => text(toast.message, toast.values)} />
  );
}
