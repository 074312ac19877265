import * as React from 'react';
import { useFetcher } from 'react-router';
import { useShowToast } from '../toasts/page-toasts';
import type { AccountFormResult } from './account-form';

/**
 * The fetcher an account page's form is sent by once the page's script runs (issue 19: forms
 * work without JavaScript, then are enhanced): the page stays, its data is loaded again, and
 * the answer's toast shows in the page's toast region — the same toast the page itself shows
 * when a browser without JavaScript posts the form. `onAnswer` sees each answer once.
 */
export function useAccountFormFetcher(key: string, onAnswer?: (answer: AccountFormResult) => void) {
  const fetcher = useFetcher<AccountFormResult>({ key });
  const showToast = useShowToast();
  const handled = React.useRef<AccountFormResult | undefined>(undefined);
  React.useEffect(() => {
    const answer = fetcher.data;
    // Handled as soon as it arrives, while the page's data is loaded again: the form that sent
    // it may be gone once that data is in (the first address saved closes the address form).
    if (answer === undefined || handled.current === answer) return;
    handled.current = answer;
    if (answer.toast !== undefined) showToast(answer.toast);
    onAnswer?.(answer);
  });
  return fetcher;
}
