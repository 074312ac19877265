import type { CountryCode } from '@vitrine/domain';
import { useTranslation } from 'react-i18next';
import { CheckoutSelect, CheckoutTextField } from './checkout-fields';
import type { AddressDefaults } from './checkout-page.server';
import type { CheckoutMessage } from './checkout-page-action.server';

interface AddressFieldsProps {
  /** The form names' prefix: `billingAddress` or `shippingAddress`. */
  readonly prefix: 'billingAddress' | 'shippingAddress';
  readonly defaults: AddressDefaults;
  readonly countries: readonly CountryCode[];
  readonly postalCodeExamples: Readonly<Record<CountryCode, string>>;
  /** The entries posted before, shown again. */
  readonly values: Readonly<Record<string, string>>;
  readonly errors: readonly CheckoutMessage[];
}

/**
 * A new address's fields (issue 18: validated per country). Autocomplete names per section
 * (`billing`, `shipping`) let the browser fill each from its own addresses.
 */
export function AddressFields({
  prefix,
  defaults,
  countries,
  postalCodeExamples,
  values,
  errors,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const section = prefix === 'billingAddress' ? 'billing' : 'shipping';
  const name = (field: string) => `${prefix}.${field}`;
  const errorsOf = (field: string) => errors.filter((error) => error.field === name(field));
  const value = (field: string, fallback = '') => values[name(field)] ?? fallback;
  const country = (values[name('country')] as CountryCode | undefined) ?? defaults.country;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CheckoutSelect
        name={name('salutation')}
        label={t('fields.gender', { ns: 'ui' })}
        optional
        defaultValue={value('salutation', defaults.salutation)}
        autoComplete={`section-${section} honorific-prefix`}
        options={[
          { value: '', label: t('checkout.noSalutation') },
          { value: 'f', label: t('fields.genderFemale', { ns: 'ui' }) },
          { value: 'm', label: t('fields.genderMale', { ns: 'ui' }) },
          { value: 'd', label: t('fields.genderDiverse', { ns: 'ui' }) },
        ]}
        errors={errorsOf('salutation')}
      />
      <CheckoutTextField
        name={name('company')}
        label={t('checkout.company')}
        optional
        autoComplete={`section-${section} organization`}
        defaultValue={value('company')}
        errors={errorsOf('company')}
      />
      <CheckoutTextField
        name={name('firstName')}
        label={t('fields.firstName', { ns: 'ui' })}
        autoComplete={`section-${section} given-name`}
        defaultValue={value('firstName', defaults.firstName)}
        errors={errorsOf('firstName')}
      />
      <CheckoutTextField
        name={name('lastName')}
        label={t('fields.lastName', { ns: 'ui' })}
        autoComplete={`section-${section} family-name`}
        defaultValue={value('lastName', defaults.lastName)}
        errors={errorsOf('lastName')}
      />
      <CheckoutTextField
        name={name('street')}
        label={t('checkout.street')}
        autoComplete={`section-${section} address-line1`}
        defaultValue={value('street')}
        errors={errorsOf('street')}
      />
      <CheckoutTextField
        name={name('houseNumber')}
        label={t('checkout.houseNumber')}
        defaultValue={value('houseNumber')}
        errors={errorsOf('houseNumber')}
      />
      <CheckoutTextField
        name={name('addition')}
        label={t('checkout.addition')}
        optional
        autoComplete={`section-${section} address-line2`}
        defaultValue={value('addition')}
        errors={errorsOf('addition')}
        className="sm:col-span-2"
      />
      <CheckoutTextField
        name={name('postalCode')}
        label={t('checkout.postalCodeLabel')}
        autoComplete={`section-${section} postal-code`}
        hint={t('checkout.postalCodeHint', { example: postalCodeExamples[country] })}
        defaultValue={value('postalCode')}
        errors={errorsOf('postalCode')}
      />
      <CheckoutTextField
        name={name('city')}
        label={t('checkout.city')}
        autoComplete={`section-${section} address-level2`}
        defaultValue={value('city')}
        errors={errorsOf('city')}
      />
      <CheckoutSelect
        name={name('country')}
        label={t('fields.country', { ns: 'ui' })}
        autoComplete={`section-${section} country`}
        defaultValue={country}
        options={countries.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
        errors={errorsOf('country')}
      />
      <CheckoutTextField
        name={name('phone')}
        label={t('checkout.phone')}
        optional
        type="tel"
        autoComplete={`section-${section} tel`}
        defaultValue={value('phone')}
        errors={errorsOf('phone')}
      />
    </div>
  );
}
