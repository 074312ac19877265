import {
  type BasketLineView,
  basketReserveStepId,
  type FieldError,
  type ShowToast,
} from '@vitrine/domain';
import {
  Button,
  EmailField,
  LazyBasketClickAndReserveDialog,
  TextField,
  useLazyDialog,
} from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher } from 'react-router';
import { PickupReservationFields } from '../pickup/pickup-reservation-fields';
import {
  isPickupResult,
  type PickupResult,
  type PickupValues,
  pickupFields,
  pickupIntent,
} from '../pickup/pickup-reservation-form';
import { DialogStepLink } from '../shell/dialog-step-link';
import { useShowToast } from '../toasts/page-toasts';
import type { BasketReserveLine } from './basket-reserve.server';

type ShopperField = 'firstName' | 'lastName' | 'email';

/**
 * The dialog of one line (§2 click-and-reserve, basket): the ui's click-and-reserve dialog for
 * the line's article with the collector's names and address under the stores. The fields are
 * checked by the server's rules before anything is sent (a refused field says why and takes
 * the focus); then the line's fetcher posts to the basket page, whose answer shows in the
 * dialog (the store and the reservation's number; a refusal as a toast).
 */
function BasketReserveDialog({
  id,
  line,
  reserve,
  basketPath,
}: {
  readonly id: string;
  readonly line: BasketLineView;
  readonly reserve: BasketReserveLine;
  readonly basketPath: string;
}) {
  const { t } = useTranslation();
  const ui = (key: string) => t(key, { ns: 'ui' });
  const fetcher = useFetcher<PickupResult>({ key: `basket-reserve-${line.item.key}` });
  const [values, setValues] = React.useState<Record<ShopperField, string>>({
    firstName: '',
    lastName: '',
    email: '',
  });
  const [errors, setErrors] = React.useState<readonly FieldError[]>([]);
  const [reservationNumber, setReservationNumber] = React.useState<string | undefined>();
  const fieldsId = `${id}-fields`;
  const focusFirst = (found: readonly FieldError[]) => {
    const field = found[0]?.field;
    if (field === undefined) return;
    document.querySelector<HTMLElement>(`#${fieldsId} [name="${field}"]`)?.focus();
  };
  const showToast = useShowToast();
  const handled = React.useRef<PickupResult | undefined>(undefined);
  React.useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    // A call that never came back is answered by the page's clientAction as a basket change
    // not made: its toast says so.
    if (!isPickupResult(answer)) {
      const failed = (answer as { readonly toast?: ShowToast | null }).toast;
      if (failed) showToast(failed);
      return;
    }
    const { outcome } = answer;
    if (outcome.state === 'sent') {
      // The dialog's status says it (store and number); a toast would be a second layer that
      // Escape closes before the dialog.
      setReservationNumber(outcome.reservationNumber);
      return;
    }
    if (answer.toast !== null) showToast(answer.toast);
    if (outcome.state === 'invalid') {
      setErrors(outcome.errors);
      focusFirst(outcome.errors);
    }
  });
  const errorsOf = (field: ShopperField) => errors.filter((error) => error.field === field);
  const field = (name: ShopperField) => ({
    name: pickupFields[name],
    required: true,
    value: values[name],
    errors: errorsOf(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <LazyBasketClickAndReserveDialog
      id={id}
      product={line.item.product}
      stores={reserve.pickup.stores}
      state={
        fetcher.state !== 'idle' ? 'pending' : reservationNumber !== undefined ? 'reserved' : 'idle'
      }
      {...(reservationNumber !== undefined ? { reservationNumber } : {})}
      // A new opening may reserve again.
      onOpenChange={(open) => {
        if (!open) setReservationNumber(undefined);
      }}
      onReserve={async (storeId) => {
        // The server's rules, loaded with the first reservation (not with the page).
        const { pickupFieldErrors } = await import('../pickup/pickup-shopper-check');
        const posted: PickupValues = { ...values, storeId };
        const found = pickupFieldErrors(posted);
        setErrors(found);
        if (found.length > 0) {
          focusFirst(found);
          return;
        }
        void fetcher.submit(
          {
            [pickupFields.intent]: pickupIntent,
            [pickupFields.itemKey]: line.item.key,
            [pickupFields.storeId]: storeId,
            ...values,
          },
          { method: 'post', action: basketPath },
        );
      }}
    >
      <div id={fieldsId} className="grid gap-3">
        <TextField
          {...field('firstName')}
          label={ui('fields.firstName')}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastName')}
          label={ui('fields.lastName')}
          autoComplete="family-name"
        />
        <EmailField {...field('email')} label={ui('fields.email')} />
      </div>
    </LazyBasketClickAndReserveDialog>
  );
}

/**
 * A basket line's "reserve in a store" (§2 click-and-reserve, basket; §6 clickAndReserve):
 * without JavaScript a link to the page's step for the line (`?dialog=reserve&zeile=`); with
 * it, the line's dialog (focus inside, Escape closes, focus back here), whose code loads with
 * the first click (the basket page's dialog chunk).
 */
export function BasketReserveLink({
  line,
  reserve,
  basketPath,
}: {
  readonly line: BasketLineView;
  readonly reserve: BasketReserveLine;
  readonly basketPath: string;
}) {
  const { t } = useTranslation();
  const id = `click-and-reserve-${line.item.key}`;
  const dialog = useLazyDialog(LazyBasketClickAndReserveDialog, { id, position: 'right' });
  return (
    <>
      <DialogStepLink
        to={reserve.href}
        data-slot="basket-reserve-link"
        className="mb-2 inline-block rounded-sm text-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
        onOpen={dialog.openDialog}
      >
        {t('dialogs.clickAndReserve.title', { ns: 'ui' })}
        <span className="sr-only">: {line.item.product.name}</span>
      </DialogStepLink>
      {dialog.rendered ? (
        <BasketReserveDialog id={id} line={line} reserve={reserve} basketPath={basketPath} />
      ) : null}
    </>
  );
}

/**
 * A line's reservation in the page, for a browser without JavaScript (`?dialog=reserve&zeile=`,
 * or again with the messages after a refused post): the stores, the collector's names and
 * address, a form posting to the basket page (which answers with a toast naming the store and
 * the reservation's number) and the way back. An online-only article (§4) says so instead.
 */
export function BasketReserveStep({
  line,
  reserve,
  basketPath,
  posted,
}: {
  readonly line: BasketLineView;
  readonly reserve: BasketReserveLine;
  readonly basketPath: string;
  /** A refused post of this line's form: its messages and values. */
  readonly posted:
    | { readonly errors: readonly FieldError[]; readonly values: PickupValues }
    | undefined;
}) {
  const { t } = useTranslation();
  const ui = (key: string) => t(key, { ns: 'ui' });
  const stepId = basketReserveStepId(line.item.key);
  const headingId = `${stepId}-heading`;
  const formId = `${stepId}-form`;
  const { pickup } = reserve;
  return (
    <section
      id={stepId}
      data-slot="basket-reserve-step"
      aria-labelledby={headingId}
      className="mb-4 grid gap-3 rounded-card border border-line p-4"
    >
      <h2 id={headingId} className="font-display text-lg font-bold text-ink">
        {t('basketReserve.stepTitle', { name: line.item.product.name })}
      </h2>
      <p className="text-sm text-ink">{ui('dialogs.clickAndReserve.text')}</p>
      {pickup.onlineOnly ? (
        <p data-slot="basket-reserve-online-only" className="text-sm">
          {ui('dialogs.clickAndReserve.onlineOnly')}
        </p>
      ) : (
        <Form id={formId} method="post" action={basketPath} className="grid gap-3">
          <input type="hidden" name={pickupFields.intent} value={pickupIntent} />
          <input type="hidden" name={pickupFields.itemKey} value={line.item.key} />
          <PickupReservationFields formId={formId} stores={pickup.stores} invalid={posted} />
          <Button
            type="submit"
            data-slot="basket-reserve-submit"
            className="justify-self-start"
            aria-disabled={!pickup.stores.some((store) => store.inStock) || undefined}
          >
            {ui('dialogs.clickAndReserve.reserve')}
          </Button>
        </Form>
      )}
      <Link
        to={basketPath}
        data-slot="basket-reserve-step-close"
        className="justify-self-start rounded-sm text-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
      >
        {t('basketReserve.close')}
      </Link>
    </section>
  );
}
