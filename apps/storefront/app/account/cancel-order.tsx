import { CancelOrderDialog, isModifiedClick } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useShowToast } from '../toasts/page-toasts';
import type { OrderPageResult } from './order-page.server';
import { cancelOrderIntent } from './order-views';

interface CancelOrderProps {
  readonly orderNumber: string;
  /**
   * Whether it may be cancelled now. Once it is cancelled the button goes, but this part stays
   * on the page: it closes the dialog and shows the answer's toast.
   */
  readonly cancellable: boolean;
  /** The order's page: where the form posts. */
  readonly orderHref: string;
  /** The confirmation step a browser without JavaScript goes to (`?stornieren`). */
  readonly confirmationHref: string;
  /** On the confirmation step: the question and the form show in the page. */
  readonly confirming: boolean;
}

/**
 * The button's id, and once the order is cancelled here the id of the sentence that says so in
 * its place: the dialog gives focus back to whichever is there, never to a button that is gone.
 */
const focusId = 'cancel-order-trigger';

/**
 * Cancelling an order (§2 cancel order, §6 cancelOrder). With JavaScript the button opens the
 * cancel-order dialog, whose confirm posts the cancel form through a fetcher; the answer is a
 * toast and the page shows the order cancelled. Without it the button is a link to the
 * confirmation step, where the same question is asked in the page and its form posts to the
 * order's page, which answers with itself and the toast.
 */
export function CancelOrder({
  orderNumber,
  cancellable,
  orderHref,
  confirmationHref,
  confirming,
}: CancelOrderProps) {
  const { t } = useTranslation();
  const ui = (key: string) => t(key, { ns: 'ui', orderNumber });
  const fetcher = useFetcher<OrderPageResult>({ key: `cancel-order-${orderNumber}` });
  const showToast = useShowToast();
  const [open, setOpen] = React.useState(false);
  const [cancelledHere, setCancelledHere] = React.useState(false);
  const handled = React.useRef<OrderPageResult | undefined>(undefined);
  const requestFocusAfterRender = React.useRef(false);
  React.useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) setCancelledHere(true);
    // From the confirmation step there is no dialog to give focus back: it goes to the sentence.
    if (answer.ok && !open) requestFocusAfterRender.current = true;
    setOpen(false);
    showToast(answer.toast);
  });
  React.useEffect(() => {
    if (!cancelledHere || !requestFocusAfterRender.current) return;
    requestFocusAfterRender.current = false;
    document.getElementById(focusId)?.focus();
  }, [cancelledHere]);
  const pending = fetcher.state !== 'idle';
  const cancel = () =>
    fetcher.submit({ intent: cancelOrderIntent }, { method: 'post', action: orderHref });

  if (confirming && cancellable) {
    return (
      <section
        aria-labelledby="cancel-order-confirmation"
        data-slot="cancel-order-confirmation"
        className="grid gap-3 rounded-card border border-line bg-surface p-4"
      >
        <h2 id="cancel-order-confirmation" className="text-xl font-bold">
          {ui('dialogs.cancelOrder.title')}
        </h2>
        <p>{ui('dialogs.cancelOrder.text')}</p>
        <fetcher.Form method="post" action={orderHref} className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value={cancelOrderIntent}
            aria-disabled={pending || undefined}
            className="ui-button ui-button-primary ui-button-md"
          >
            {ui('dialogs.cancelOrder.confirm')}
          </button>
          <a href={orderHref} className="ui-button ui-button-secondary ui-button-md">
            {ui('dialogs.cancelOrder.keep')}
          </a>
        </fetcher.Form>
      </section>
    );
  }
  return (
    <>
      {cancellable ? (
        <a
          id={focusId}
          href={confirmationHref}
          aria-haspopup="dialog"
          className="ui-button ui-button-secondary ui-button-md w-fit"
          onClick={(event) => {
            if (isModifiedClick(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('account.cancelOrder')}
        </a>
      ) : cancelledHere ? (
        <p id={focusId} tabIndex={-1} className="font-semibold">
          {t('account.cancelled', { orderNumber })}
        </p>
      ) : null}
      <CancelOrderDialog
        orderNumber={orderNumber}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={focusId}
        state={pending ? 'pending' : 'idle'}
        onConfirm={cancel}
      />
    </>
  );
}
