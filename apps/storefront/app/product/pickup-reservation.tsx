import { Button } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher } from 'react-router';
import { PickupReservationFields } from '../pickup/pickup-reservation-fields';
import {
  isPickupResult,
  type PickupResult,
  type PickupView,
  pickupFields,
  pickupIntent,
} from '../pickup/pickup-reservation-form';
import { FormConfirmation, useFormAnswer } from './form-answer';

/**
 * Click-and-reserve for the selected variant (issue 15, §2) where the shop offers it: the
 * shop's stores (one without the article cannot be chosen), the collector's names and address,
 * then the confirmation with the store and the reservation's number. A disclosure and a form
 * posting to the page, so it works without JavaScript; with it a fetcher sends the form and
 * the confirmation shows in place.
 */
export function PickupReservation({ pickup }: { readonly pickup: PickupView }) {
  const { t } = useTranslation();
  const ui = (key: string, values?: Record<string, string>) => t(key, { ns: 'ui', ...values });
  const fetcher = useFetcher<PickupResult>();
  const pageAnswer = useActionData();
  const answer = fetcher.data ?? (isPickupResult(pageAnswer) ? pageAnswer : undefined);
  const outcome = answer?.target === String(pickup.variantId) ? answer.outcome : undefined;
  const formId = `pickup-reservation-${pickup.variantId}`;
  const invalid = outcome?.state === 'invalid' ? outcome : undefined;
  const firstInStock = pickup.stores.find((store) => store.inStock)?.id;

  useFormAnswer(fetcher, (data) => {
    if (data.outcome.state !== 'invalid') return;
    const field = data.outcome.errors[0]?.field;
    document.querySelector<HTMLElement>(`#${formId} [name="${field}"]:not([type=hidden])`)?.focus();
  });

  return (
    <details
      data-slot="pickup-reservation"
      open={outcome !== undefined || undefined}
      className="w-full rounded-card border border-line p-4"
    >
      <summary className="cursor-pointer font-display text-lg font-bold text-ink">
        {ui('dialogs.clickAndReserve.title')}
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-ink">{ui('dialogs.clickAndReserve.text')}</p>
        {pickup.onlineOnly ? (
          <p data-slot="pickup-reservation-online-only" className="text-sm">
            {ui('dialogs.clickAndReserve.onlineOnly')}
          </p>
        ) : outcome?.state === 'sent' ? (
          <FormConfirmation
            slot="pickup-reservation-reserved"
            text={`${ui('dialogs.clickAndReserve.reserved', { store: outcome.storeName })} (${outcome.reservationNumber})`}
            focus={fetcher.data !== undefined}
          />
        ) : (
          <fetcher.Form id={formId} method="post" className="flex flex-col gap-3">
            <input type="hidden" name={pickupFields.intent} value={pickupIntent} />
            <input type="hidden" name={pickupFields.variantId} value={pickup.variantId} />
            <PickupReservationFields formId={formId} stores={pickup.stores} invalid={invalid} />
            <Button
              type="submit"
              data-slot="pickup-reservation-submit"
              className="self-start"
              aria-disabled={fetcher.state !== 'idle' || firstInStock === undefined || undefined}
            >
              {fetcher.state !== 'idle'
                ? ui('common.loading')
                : ui('dialogs.clickAndReserve.reserve')}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </details>
  );
}
