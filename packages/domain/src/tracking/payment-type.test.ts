import { describe, expect, test } from 'vitest';
import type { OrderPayment, PaymentCode } from '../entities/order';
import { paymentType } from './payment-type';

const payments = (...keys: string[]): OrderPayment[] =>
  keys.map((key) => ({ key: key as PaymentCode, amount: 1000 }));

describe('purchase payment type (spec §4)', () => {
  test.each([
    { keys: ['PP'], expected: 'PP' },
    { keys: ['G'], expected: 'G' },
    { keys: ['G', 'PP'], expected: 'PP' },
    { keys: ['KK', 'G'], expected: 'KK' },
    { keys: ['G', 'G'], expected: 'G' },
    { keys: ['KK', 'PP'], expected: 'KK,PP' },
    { keys: ['PP', 'PP', 'G'], expected: 'PP' },
    { keys: ['pp', ' G '], expected: 'PP' },
    { keys: ['', 'G'], expected: 'G' },
    { keys: [], expected: undefined },
    { keys: [' '], expected: undefined },
  ])('payments $keys are reported as $expected', ({ keys, expected }) => {
    expect(paymentType(payments(...keys))).toBe(expected);
  });
});
