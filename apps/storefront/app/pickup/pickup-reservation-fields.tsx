import type { FieldError as FieldErrorData } from '@vitrine/domain';
import { EmailField, FieldError, StoreStock, TextField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { type PickupStoreView, type PickupValues, pickupFields } from './pickup-reservation-form';

/**
 * The click-and-reserve form's fields for a browser posting the form itself (issue 15, 16,
 * §2): the shop's stores (one without the article cannot be chosen; the first that has it is
 * chosen), the collector's names and e-mail address, each with the messages of a refused post
 * and the values it had. The product page's form and the basket's step without JavaScript.
 */
export function PickupReservationFields({
  formId,
  stores,
  invalid,
}: {
  /** The form's id: the store messages' id is made from it. */
  readonly formId: string;
  readonly stores: readonly PickupStoreView[];
  /** What a refused post sent and why it was refused. */
  readonly invalid:
    | { readonly errors: readonly FieldErrorData[]; readonly values: PickupValues }
    | undefined;
}) {
  const { t } = useTranslation();
  const ui = (key: string) => t(key, { ns: 'ui' });
  const storeErrorId = `${formId}-store-error`;
  const errorsOf = (field: string) => invalid?.errors.filter((error) => error.field === field);
  const storeErrors = errorsOf('storeId') ?? [];
  const chosen = invalid?.values.storeId ?? stores.find((store) => store.inStock)?.id;
  return (
    <>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={storeErrors.length > 0 ? storeErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-ink">
          {ui('dialogs.clickAndReserve.store')}
        </legend>
        {stores.map((store) => (
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
              <StoreStock store={store} />
            </span>
          </label>
        ))}
        {storeErrors.length > 0 ? <FieldError id={storeErrorId} errors={storeErrors} /> : null}
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
    </>
  );
}
