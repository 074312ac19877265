import type { ShowToast } from '@vitrine/domain';
import * as React from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useShowToast } from '../toasts/page-toasts';

/**
 * Runs once for each answer a product page form's fetcher got, when it is idle again: shows
 * the answer's toast (a page posted without JavaScript arrived with it already) and hands the
 * answer on, e.g. to focus the field at fault.
 */
export function useFormAnswer<Answer extends { readonly toast: ShowToast | null }>(
  fetcher: FetcherWithComponents<Answer>,
  handle: (answer: Answer) => void,
) {
  const showToast = useShowToast();
  const handled = React.useRef<Answer | undefined>(undefined);
  React.useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    if (answer.toast !== null) showToast(answer.toast);
    handle(answer);
  });
}

/** The confirmation replacing a form; after a fetcher's answer it takes the form's focus. */
export function FormConfirmation({
  text,
  focus,
  slot,
}: {
  readonly text: string;
  readonly focus: boolean;
  readonly slot: string;
}) {
  const ref = React.useRef<HTMLParagraphElement>(null);
  React.useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      data-slot={slot}
      className="rounded-control bg-success-soft p-3 text-sm font-semibold text-success outline-none focus-visible:ring-3 focus-visible:ring-focus"
    >
      {text}
    </p>
  );
}
