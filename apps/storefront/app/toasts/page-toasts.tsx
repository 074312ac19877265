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
  /** What the route guards, the page's query and a form posted without JavaScript asked to show (§2, §4). */
  readonly toasts: readonly ShowToast[];
  /** The page: what it does in the browser (a card's fetcher) shows its toasts here too. */
  readonly children?: React.ReactNode;
}

const ShowToastContext = React.createContext<(toast: ShowToast) => void>(() => {});

/** Shows a toast in the page's one toast region (§4 toast), from a fetcher's outcome. */
export function useShowToast(): (toast: ShowToast) => void {
  return React.useContext(ShowToastContext);
}

/**
 * The toasts a page arrives with (§4 toast, §9 bottom-center, 5000 ms): the account-deletion
 * info of `?redirect=goodbye`, the newsletter confirmation. The server renders them into the
 * HTML (ui's StaticToasts), so they show without JavaScript too and leave after 5000 ms by CSS;
 * once the app has hydrated, ui's Toaster takes them over with its timers, close button and swipe.
 */
export function PageToasts({ toasts, children }: PageToastsProps) {
  const hydrated = useHydrated();
  const { toasts: queued, show, dismiss } = useToastQueue();
  const text = useToastText();
  const showToast = React.useCallback(
    (toast: ShowToast) =>
      show({ variant: toast.variant, message: toast.message, values: toast.values ?? {} }),
    [show],
  );
  React.useEffect(() => {
    for (const toast of toasts) showToast(toast);
  }, [toasts, showToast]);
  return (
    <ShowToastContext.Provider value={showToast}>
      {children}
      {hydrated ? (
        <Toaster
          toasts={queued}
          onDismiss={dismiss}
          renderMessage={(toast) => text(toast.message, toast.values)}
        />
      ) : (
        <StaticToasts
          toasts={toasts}
          renderMessage={(toast) => text(toast.message, toast.values)}
        />
      )}
    </ShowToastContext.Provider>
  );
}
