import { describe, expect, test } from 'vitest';
import { paymentCodes } from '../entities/order';
import { countryCodes } from '../market/types';
import { isPaymentMethodOffered, paymentMethodsOf } from './payment-methods';

describe('payment methods per country (spec §3 payment codes)', () => {
  test.each([
    { country: 'CH', code: 'TW', offered: true },
    { country: 'DE', code: 'TW', offered: false },
    { country: 'AT', code: 'TW', offered: false },
    { country: 'NL', code: 'IL', offered: true },
    { country: 'BE', code: 'IL', offered: false },
    { country: 'FR', code: 'IL', offered: false },
    { country: 'DE', code: 'KD', offered: true },
    { country: 'DE', code: 'RE', offered: true },
    { country: 'FR', code: 'RE', offered: false },
    { country: 'AT', code: 'NN', offered: true },
    { country: 'CH', code: 'KK', offered: true },
    { country: 'DE', code: 'XX', offered: false },
    { country: 'DE', code: 7, offered: false },
  ] as const)('$country offers $code: $offered', ({ country, code, offered }) => {
    expect(isPaymentMethodOffered(country, code)).toBe(offered);
  });

  test('Twint only in Switzerland and iDEAL only in the Netherlands', () => {
    for (const country of countryCodes) {
      expect(paymentMethodsOf(country).includes('TW')).toBe(country === 'CH');
      expect(paymentMethodsOf(country).includes('IL')).toBe(country === 'NL');
    }
  });

  test('every country offers cards, PayPal and gift cards, each code once and known', () => {
    for (const country of countryCodes) {
      const methods = paymentMethodsOf(country);
      expect(methods).toEqual(expect.arrayContaining(['KK', 'PP', 'G']));
      expect(new Set(methods).size).toBe(methods.length);
      for (const method of methods) expect(paymentCodes).toContain(method);
    }
  });
});
