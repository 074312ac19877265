import { CancelOrderDialog } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useShowToast } from '../toasts/page-toasts';
import type { OrderPageResult } from './order-page.server';
import { cancelOrderIntent } from './order-views';

interface CancelOrderProps {
  readonly orderNumber: string;
  /** The order's page: where the form posts. */
  readonly orderHref: string;
  /** The confirmation step a browser without JavaScript goes to (`?stornieren`). */
  readonly confirmationHref: string;
  /** On the confirmation step: the question and the form show in the page. */
  readonly confirming: boolean;
  /** The element focus goes to once the order is cancelled and the button is gone. */
  readonly afterCancelFocus: string;
}

const triggerId = 'cancel-order-trigger';

/**
 * Cancelling an order (§2 cancel order, §6 cancelOrder). With JavaScript the button opens the
 * cancel-order dialog, whose confirm posts the cancel form through a fetcher; the answer is a
 * toast and the page shows the order cancelled. Without it the button is a link to the
 * confirmation step, where the same question is asked in the page and its form posts to the
 * order's page, which answers with itself and the toast.
 */
export function CancelOrder({
  orderNumber,
  orderHref,
  confirmationHref,
  confirming,
  afterCancelFocus,
}: CancelOrderProps) {
  const { t } = useTranslation();
  const ui = (key: string) => t(key, { ns: 'ui', orderNumber });
  const fetcher = useFetcher<OrderPageResult>({ key: `cancel-order-${orderNumber}` });
  const showToast = useShowToast();
  const [open, setOpen] = React.useState(false);
  const [returnFocusTo, setReturnFocusTo] = React.useState(triggerId);
  const handled = React.useRef<OrderPageResult | undefined>(undefined);
  React.useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    // Cancelled, the button leaves the page: focus goes to the order's heading instead.
    if (answer.ok) setReturnFocusTo(afterCancelFocus);
    setOpen(false);
    showToast(answer.toast);
  });
  const pending = fetcher.state !== 'idle';
  const cancel = () =>
    fetcher.submit({ intent: cancelOrderIntent }, { method: 'post', action: orderHref });

  if (confirming) {
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
      <a
        id={triggerId}
        href={confirmationHref}
        aria-haspopup="dialog"
        className="ui-button ui-button-secondary ui-button-md w-fit"
        onClick={(event) => {
          event.preventDefault();
          setReturnFocusTo(triggerId);
          setOpen(true);
        }}
      >
        {t('account.cancelOrder')}
      </a>
      <CancelOrderDialog
        orderNumber={orderNumber}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={returnFocusTo}
        state={pending ? 'pending' : 'idle'}
        onConfirm={cancel}
      />
    </>
  );
}
