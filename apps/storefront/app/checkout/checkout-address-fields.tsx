import type { CheckoutAddressField, CountryCode } from '@vitrine/domain';
import { useTranslation } from 'react-i18next';
import { CheckoutSelect, CheckoutTextField } from './checkout-fields';
import type { CheckoutMessage } from './checkout-page-action.server';

/** What the fields start with: a customer's name and the shop's country, or a stored address. */
export type AddressFieldDefaults = Readonly<Partial<Record<CheckoutAddressField, string>>> & {
  readonly country: CountryCode;
};

interface AddressFieldsProps {
  /**
   * The form names' prefix: `billingAddress` or `shippingAddress` at the checkout, `address`
   * in the address book (the fields post as `{prefix}.{field}`).
   */
  readonly prefix: string;
  /**
   * The autocomplete section, so the browser fills a billing and a shipping address each from
   * its own; none where the form holds one address.
   */
  readonly section?: 'billing' | 'shipping';
  /** The address book files every entry under a salutation; the checkout may leave it out. */
  readonly salutationRequired?: boolean;
  readonly defaults: AddressFieldDefaults;
  readonly countries: readonly CountryCode[];
  readonly postalCodeExamples: Readonly<Record<CountryCode, string>>;
  /** The entries posted before, shown again. */
  readonly values: Readonly<Record<string, string>>;
  readonly errors: readonly CheckoutMessage[];
}

/**
 * An address's fields (issue 18: validated per country), the one form part of the checkout's
 * billing and shipping address and of the address book's entries (issue 19).
 */
export function AddressFields({
  prefix,
  section,
  salutationRequired = false,
  defaults,
  countries,
  postalCodeExamples,
  values,
  errors,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const autoComplete = (token: string) =>
    section === undefined ? token : `section-${section} ${token}`;
  const name = (field: string) => `${prefix}.${field}`;
  const errorsOf = (field: string) => errors.filter((error) => error.field === name(field));
  const value = (field: string, fallback = '') => values[name(field)] ?? fallback;
  const country = (values[name('country')] as CountryCode | undefined) ?? defaults.country;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CheckoutSelect
        name={name('salutation')}
        label={t('fields.gender', { ns: 'ui' })}
        optional={!salutationRequired}
        defaultValue={value('salutation', defaults.salutation)}
        autoComplete={autoComplete('honorific-prefix')}
        options={[
          {
            value: '',
            label: t(salutationRequired ? 'accountData.chooseSalutation' : 'checkout.noSalutation'),
          },
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
        autoComplete={autoComplete('organization')}
        defaultValue={value('company', defaults.company)}
        errors={errorsOf('company')}
      />
      <CheckoutTextField
        name={name('firstName')}
        label={t('fields.firstName', { ns: 'ui' })}
        autoComplete={autoComplete('given-name')}
        defaultValue={value('firstName', defaults.firstName)}
        errors={errorsOf('firstName')}
      />
      <CheckoutTextField
        name={name('lastName')}
        label={t('fields.lastName', { ns: 'ui' })}
        autoComplete={autoComplete('family-name')}
        defaultValue={value('lastName', defaults.lastName)}
        errors={errorsOf('lastName')}
      />
      <CheckoutTextField
        name={name('street')}
        label={t('checkout.street')}
        autoComplete={autoComplete('address-line1')}
        defaultValue={value('street', defaults.street)}
        errors={errorsOf('street')}
      />
      <CheckoutTextField
        name={name('houseNumber')}
        label={t('checkout.houseNumber')}
        defaultValue={value('houseNumber', defaults.houseNumber)}
        errors={errorsOf('houseNumber')}
      />
      <CheckoutTextField
        name={name('addition')}
        label={t('checkout.addition')}
        optional
        autoComplete={autoComplete('address-line2')}
        defaultValue={value('addition', defaults.addition)}
        errors={errorsOf('addition')}
        className="sm:col-span-2"
      />
      <CheckoutTextField
        name={name('postalCode')}
        label={t('checkout.postalCodeLabel')}
        autoComplete={autoComplete('postal-code')}
        hint={t('checkout.postalCodeHint', { example: postalCodeExamples[country] })}
        defaultValue={value('postalCode', defaults.postalCode)}
        errors={errorsOf('postalCode')}
      />
      <CheckoutTextField
        name={name('city')}
        label={t('checkout.city')}
        autoComplete={autoComplete('address-level2')}
        defaultValue={value('city', defaults.city)}
        errors={errorsOf('city')}
      />
      <CheckoutSelect
        name={name('country')}
        label={t('fields.country', { ns: 'ui' })}
        autoComplete={autoComplete('country')}
        defaultValue={country}
        options={countries.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
        errors={errorsOf('country')}
      />
      <CheckoutTextField
        name={name('phone')}
        label={t('checkout.phone')}
        optional
        type="tel"
        autoComplete={autoComplete('tel')}
        defaultValue={value('phone', defaults.phone)}
        errors={errorsOf('phone')}
      />
    </div>
  );
}
