import { checkoutFormIntent, newAddressChoice, type PaymentCode } from '@vitrine/domain';
import { Button, PaymentMark } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { OrderTotals } from '../basket/order-totals';
import { CmsStoryView } from '../cms/cms-story-view';
import {
  CarrierInfoButton,
  CarrierInfoStep,
  carrierInfoCloseClass,
} from '../shipping/carrier-info';
import { AddressFields } from './checkout-address-fields';
import {
  CheckoutCheckbox,
  CheckoutTextField,
  type Choice,
  ChoiceGroup,
  fieldId,
  useMessageText,
} from './checkout-fields';
import type { AddressBookChoice, CheckoutPageData } from './checkout-page.server';
import type { CheckoutFormResult } from './checkout-page-action.server';
import { type CheckoutMessage, checkoutRefusals } from './checkout-refusals';
import { AddressLines, ReviewLines, useMoney } from './checkout-review';

const sectionClass = 'grid gap-4 rounded-card border border-line p-4';
const headingClass = 'font-display text-xl font-bold';

/** The form's messages at the top: what went wrong, each linking to its field. */
function ErrorSummary({
  errors,
  answer,
}: {
  readonly errors: readonly CheckoutMessage[];
  /** The post's answer: a new one moves the focus here, re-renders in between do not. */
  readonly answer: CheckoutFormResult | undefined;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const ref = React.useRef<HTMLDivElement>(null);
  // After a post with the page's script, the summary takes the focus: the shopper hears what
  // to fix and tabs on to it (without script, the page loads with it at the top).
  React.useEffect(() => {
    if (answer !== undefined && answer.errors.length > 0) ref.current?.focus();
  }, [answer]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-slot="checkout-errors"
      className="grid gap-2 rounded-card bg-danger-soft p-4 text-danger outline-none focus-visible:ring-3 focus-visible:ring-focus"
    >
      <p className="font-bold">{t('checkout.errorsHeading')}</p>
      <ul className="grid list-disc gap-1 ps-5">
        {errors.map((error) => (
          <li key={`${error.field}-${error.key}`}>
            {error.field === '' ? (
              text(error)
            ) : (
              <a href={`#${fieldId(error.field)}`} className="underline">
                {text(error)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function addressChoices(book: readonly AddressBookChoice[], newLabel: string): readonly Choice[] {
  return [
    ...book.map((entry) => ({
      value: entry.id,
      label: entry.address.name,
      hint: <AddressLines address={entry.address} />,
    })),
    { value: newAddressChoice, label: newLabel },
  ];
}

/**
 * One of the checkout's addresses (billing, shipping): an address-book entry or a new
 * address, whose fields are the address book's own (`AddressFields`). Without an address book
 * the choice is "new" as a hidden field.
 */
function AddressChoice({
  kind,
  page,
  chosen,
  values,
  errors,
}: {
  readonly kind: 'billing' | 'shipping';
  readonly page: CheckoutPageData;
  readonly chosen: string | undefined;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: readonly CheckoutMessage[];
}) {
  const { t } = useTranslation();
  const prefix = kind === 'billing' ? 'billingAddress' : 'shippingAddress';
  return (
    <>
      {page.addressBook.length > 0 ? (
        <ChoiceGroup
          name={`${prefix}Id`}
          legend={t('checkout.addressBook')}
          choices={addressChoices(page.addressBook, t('checkout.newAddress'))}
          defaultValue={chosen}
          errors={errors.filter((error) => error.field === `${prefix}Id`)}
        />
      ) : (
        <input type="hidden" name={`${prefix}Id`} value={newAddressChoice} />
      )}
      <AddressFields
        prefix={prefix}
        section={kind}
        defaults={page.defaults.address}
        countries={page.countries}
        postalCodeExamples={page.postalCodeExamples}
        values={values}
        errors={errors}
      />
    </>
  );
}

/**
 * The checkout's one form (issue 18 `/kasse/`): addresses, shipping, payment, codes, the
 * review, the terms and the order button. It posts to the page (no JavaScript needed); with
 * the script, React Router sends it without a page load. `noValidate`: the server's messages,
 * the same for everyone, are shown at the fields.
 */
export function CheckoutForm({
  page,
  result,
}: {
  readonly page: CheckoutPageData;
  readonly result: CheckoutFormResult | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const money = useMoney(page.iso, page.currency);
  const sending = navigation.state === 'submitting';
  const values = result?.values ?? {};
  // Refused in the browser before sending: shown (and focused) as a post's answer would be.
  const [refused, setRefused] = React.useState<CheckoutFormResult | undefined>(undefined);
  const shown = refused ?? result;
  const errors = [
    ...(shown?.errors ?? []),
    ...page.codes.refused.map((refusal) => ({ field: refusal.field, key: refusal.key })),
  ];
  const errorsOf = (field: string) => errors.filter((error) => error.field === field);
  const posted = result !== undefined;
  const { review } = page;
  const paymentLabel = (method: PaymentCode) => t(`checkout.payment.${method}`);
  return (
    <Form
      method="post"
      action={page.paths.checkout}
      replace
      noValidate
      className="grid gap-6"
      aria-labelledby="checkout-heading"
      onSubmit={(event) => {
        // Placing the order is checked by the server's schema first; a review (codes) is not.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const placing = submitter?.getAttribute('value') === checkoutFormIntent.placeOrder;
        const typed = new FormData(event.currentTarget);
        const refusals = placing
          ? checkoutRefusals((name) => {
              const value = typed.get(name);
              return typeof value === 'string' ? value : undefined;
            })
          : [];
        if (refusals.length === 0) {
          setRefused(undefined);
          return;
        }
        event.preventDefault();
        setRefused({ intent: checkoutFormIntent.placeOrder, errors: refusals, values });
      }}
    >
      <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
      <input type="hidden" name="basketFingerprint" value={page.basketFingerprint} />
      {/* The form's default button (Enter in a field) reviews, as "apply" does: the carrier
          info's button, first in the page's order, must not be what Enter presses. */}
      <button type="submit" name="intent" value={checkoutFormIntent.review} hidden tabIndex={-1} />
      <ErrorSummary errors={errors} answer={shown} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="grid content-start gap-6">
          <section className={sectionClass} aria-labelledby="checkout-billing-heading">
            <h2 id="checkout-billing-heading" className={headingClass}>
              {t('checkout.billingHeading')}
            </h2>
            {page.email !== null ? (
              <p className="text-sm text-ink-soft">
                {t('checkout.confirmationTo', { email: page.email })}
              </p>
            ) : null}
            <AddressChoice
              kind="billing"
              page={page}
              chosen={values.billingAddressId ?? page.defaults.billingAddressId}
              values={values}
              errors={errors}
            />
          </section>

          <section
            className={`${sectionClass} group/shipping`}
            aria-labelledby="checkout-shipping-heading"
          >
            <h2 id="checkout-shipping-heading" className={headingClass}>
              {t('checkout.shippingHeading')}
            </h2>
            <CheckoutCheckbox
              name="differentShipping"
              label={t('checkout.differentShipping')}
              defaultChecked={values.differentShipping !== undefined}
              errors={[]}
            />
            {/* Shown while the box is ticked, by CSS alone, so it works without the script. */}
            <div
              data-slot="checkout-shipping-address"
              className="hidden gap-4 group-has-[#checkout-differentShipping:checked]/shipping:grid"
            >
              <AddressChoice
                kind="shipping"
                page={page}
                chosen={values.shippingAddressId ?? page.defaults.shippingAddressId}
                values={values}
                errors={errors}
              />
            </div>
            <p className="text-sm text-ink-soft">
              {t('checkout.shipsTo', { country: t(`countries.${page.country}`) })}
            </p>
          </section>

          <section className={sectionClass} aria-labelledby="checkout-method-heading">
            <h2 id="checkout-method-heading" className={headingClass}>
              {t('checkout.shippingMethodHeading')}
            </h2>
            <ChoiceGroup
              name="shippingMethod"
              slot="checkout-shipping-method"
              legend={t('checkout.shippingMethodLegend')}
              choices={[
                {
                  value: review.shipping.method,
                  label: `${t(`checkout.shippingMethod.${review.shipping.method}`)} – ${
                    review.shipping.withTax === 0
                      ? t('basketPage.shippingFree')
                      : money(review.shipping.withTax)
                  }`,
                  hint: t(`checkout.shippingMethodHint.${review.shipping.method}`),
                },
              ]}
              defaultValue={review.shipping.method}
              errors={[]}
            />
            {page.carriers.length > 0 ? (
              <CarrierInfoButton
                carriers={page.carriers}
                formAction={page.paths.carrierInfo}
                intent={checkoutFormIntent.review}
              >
                {t('checkout.carrierInfo')}
              </CarrierInfoButton>
            ) : null}
            {page.steps.carrierInfo && page.carriers.length > 0 ? (
              <CarrierInfoStep
                carriers={page.carriers}
                slot="checkout-carrier-step"
                headingLevel={3}
                close={
                  <button
                    type="submit"
                    formAction={page.paths.checkout}
                    name="intent"
                    value={checkoutFormIntent.review}
                    className={`text-start ${carrierInfoCloseClass}`}
                  >
                    {t('checkout.carrierInfoClose')}
                  </button>
                }
              />
            ) : null}
          </section>

          <section className={sectionClass} aria-labelledby="checkout-payment-heading">
            <h2 id="checkout-payment-heading" className={headingClass}>
              {t('checkout.paymentHeading')}
            </h2>
            <ChoiceGroup
              name="paymentMethod"
              slot="checkout-payment-methods"
              legend={t('checkout.paymentLegend')}
              choices={page.paymentMethods.map((method) => ({
                value: method,
                label: paymentLabel(method),
                mark: <PaymentMark method={method} />,
                hint:
                  method === 'PP' && page.paypalInstallments
                    ? t('checkout.paypalInstallments')
                    : method === 'KK'
                      ? t('checkout.cardHint')
                      : undefined,
              }))}
              defaultValue={values.paymentMethod}
              errors={errorsOf('paymentMethod')}
            />
            <CheckoutTextField
              name="cardNumber"
              label={t('checkout.cardNumber')}
              optional
              inputMode="numeric"
              autoComplete="cc-number"
              hint={t('checkout.cardNumberHint')}
              errors={errorsOf('cardNumber')}
            />
          </section>

          <section className={sectionClass} aria-labelledby="checkout-codes-heading">
            <h2 id="checkout-codes-heading" className={headingClass}>
              {t('checkout.codesHeading')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <CheckoutTextField
                name="voucherCode"
                label={t('basketPage.voucherLabel')}
                optional
                autoComplete="off"
                maxLength={40}
                defaultValue={values.voucherCode ?? page.codes.voucherCode}
                errors={errorsOf('voucherCode')}
              />
              <CheckoutTextField
                name="giftCardCode"
                label={t('checkout.giftCardLabel')}
                optional
                autoComplete="off"
                maxLength={40}
                defaultValue={values.giftCardCode ?? page.codes.giftCardCode}
                errors={errorsOf('giftCardCode')}
              />
            </div>
            <div>
              <Button
                type="submit"
                name="intent"
                value={checkoutFormIntent.review}
                variant="secondary"
                disabled={sending}
              >
                {t('checkout.applyCodes')}
              </Button>
            </div>
          </section>
        </div>

        <section
          className={`${sectionClass} content-start self-start`}
          aria-labelledby="checkout-review-heading"
          data-slot="checkout-review"
        >
          <h2 id="checkout-review-heading" className={headingClass}>
            {t('checkout.reviewHeading')}
          </h2>
          <ReviewLines lines={review.lines} money={money} />
          <p>
            <Link to={page.paths.basket} className="text-sm font-semibold text-primary underline">
              {t('checkout.changeBasket')}
            </Link>
          </p>
          <OrderTotals
            slot="checkout"
            totals={review.totals}
            shippingMethod={review.shipping.method}
            voucherCode={review.voucher?.code ?? null}
            money={money}
          />
          {page.content !== null ? (
            <CmsStoryView
              story={page.content.story}
              page={{
                preview: false,
                currentUrl: '',
                localePrefix: page.localePrefix,
                blockData: page.content.blockData,
                campaigns: [],
                now: page.now,
              }}
            />
          ) : null}
          <CheckoutCheckbox
            name="termsAccepted"
            required
            label={
              <>
                {t('checkout.termsBefore')}{' '}
                <a href={page.paths.terms} className="font-semibold text-primary underline">
                  {t('checkout.termsLink')}
                </a>{' '}
                {t('checkout.termsAfter')}
              </>
            }
            defaultChecked={posted && values.termsAccepted !== undefined}
            errors={errorsOf('termsAccepted')}
          />
          <Button
            type="submit"
            name="intent"
            value={checkoutFormIntent.placeOrder}
            disabled={sending}
            data-slot="checkout-place-order"
          >
            {t('checkout.placeOrder')}
          </Button>
        </section>
      </div>
    </Form>
  );
}
