import { Button, EmailField, FieldError, TextField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher } from 'react-router';
import { FormConfirmation, useFormAnswer } from './form-answer';
import {
  isPickupResult,
  type PickupResult,
  type PickupView,
  pickupFields,
  pickupIntent,
} from './pickup-reservation-form';

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
  const outcome = answer?.variantId === pickup.variantId ? answer.outcome : undefined;
  const formId = `pickup-reservation-${pickup.variantId}`;
  const storeErrorId = `${formId}-store-error`;
  const invalid = outcome?.state === 'invalid' ? outcome : undefined;
  const errorsOf = (field: string) => invalid?.errors.filter((error) => error.field === field);
  const storeErrors = errorsOf('storeId') ?? [];
  const firstInStock = pickup.stores.find((store) => store.inStock)?.id;
  const chosen = invalid?.values.storeId ?? firstInStock;

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
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={storeErrors.length > 0 ? storeErrorId : undefined}
            >
              <legend className="mb-1 text-sm font-semibold text-ink">
                {ui('dialogs.clickAndReserve.store')}
              </legend>
              {pickup.stores.map((store) => (
                <label
                  key={store.id}
                  className="flex items-start gap-2 text-sm text-ink has-disabled:text-ink-soft"
                >
                  <input
                    type="radio"
                    name={pickupFields.storeId}
                    value={store.id}
                    disabled={!store.inStock}
                    defaultChecked={store.id === chosen}
                    className="mt-1 size-4 accent-current"
                  />
                  <span className="grid">
                    <span className="font-semibold">{store.name}</span>
                    <span className="text-ink-soft">{store.address}</span>
                    <span
                      className={store.inStock ? 'font-semibold text-success' : 'text-ink-soft'}
                    >
                      {ui(
                        store.inStock
                          ? 'dialogs.clickAndReserve.inStock'
                          : 'dialogs.clickAndReserve.outOfStock',
                      )}
                    </span>
                  </span>
                </label>
              ))}
              {storeErrors.length > 0 ? (
                <FieldError id={storeErrorId} errors={storeErrors} />
              ) : null}
            </fieldset>
            <TextField
              name={pickupFields.firstName}
              label={ui('fields.firstName')}
              autoComplete="given-name"
              required
              defaultValue={invalid?.values.firstName}
              errors={errorsOf('firstName')}
            />
            <TextField
              name={pickupFields.lastName}
              label={ui('fields.lastName')}
              autoComplete="family-name"
              required
              defaultValue={invalid?.values.lastName}
              errors={errorsOf('lastName')}
            />
            <EmailField
              name={pickupFields.email}
              label={ui('fields.email')}
              required
              defaultValue={invalid?.values.email}
              errors={errorsOf('email')}
            />
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
