/**
 * Payment methods per country (spec §3 payment codes). The spec names the codes but not which
 * country offers which; this table is the shop's reading: Twint (TW) is Swiss, iDEAL (IL)
 * Dutch, Klarna instalments (KD) and cash on delivery (NN) are offered where they are common
 * (Germany; Austria for NN), invoice (RE) in the German-speaking countries.
 */
import type { PaymentCode } from '../entities/order';
import type { CountryCode } from '../market/types';

const methodsByCountry: Readonly<Record<CountryCode, readonly PaymentCode[]>> = {
  DE: ['KK', 'PP', 'KN', 'KC', 'KD', 'RE', 'V', 'NN', 'AP', 'G'],
  AT: ['KK', 'PP', 'KN', 'KC', 'RE', 'V', 'NN', 'AP', 'G'],
  CH: ['KK', 'TW', 'PP', 'RE', 'V', 'AP', 'G'],
  FR: ['KK', 'PP', 'KC', 'V', 'AP', 'G'],
  BE: ['KK', 'PP', 'KC', 'V', 'AP', 'G'],
  NL: ['KK', 'IL', 'PP', 'KN', 'KC', 'V', 'AP', 'G'],
};

/**
 * The payment codes a country's checkout offers, in display order. The gift card (G) comes
 * last: it is redeemed beside another method, not chosen instead of one.
 *
 * @example
 * paymentMethodsOf('CH').includes('TW'); // true
 * paymentMethodsOf('DE').includes('IL'); // false
 */
export function paymentMethodsOf(country: CountryCode): readonly PaymentCode[] {
  return methodsByCountry[country];
}

/** Whether `code` is a payment method the country offers; unknown values are not. */
export function isPaymentMethodOffered(country: CountryCode, code: unknown): code is PaymentCode {
  return (
    typeof code === 'string' && (methodsByCountry[country] as readonly string[]).includes(code)
  );
}
