import { describe, expect, test } from 'vitest';
import {
  canCancelOrder,
  canChangeOrderStatus,
  canComplainAbout,
  isOrderStatus,
  orderPaymentState,
  orderStatuses,
} from './order-status';

describe('order status (issue 6: placed, paid, shipped, delivered, cancelled)', () => {
  test.each([
    { from: 'placed', to: 'paid', allowed: true },
    { from: 'placed', to: 'cancelled', allowed: true },
    { from: 'paid', to: 'shipped', allowed: true },
    { from: 'shipped', to: 'delivered', allowed: true },
    { from: 'shipped', to: 'cancelled', allowed: false },
    { from: 'delivered', to: 'placed', allowed: false },
    { from: 'cancelled', to: 'paid', allowed: false },
    { from: 'paid', to: 'placed', allowed: false },
  ] as const)('$from → $to: $allowed', ({ from, to, allowed }) => {
    expect(canChangeOrderStatus(from, to)).toBe(allowed);
  });

  test.each([...orderStatuses, 'open', 3, null])('isOrderStatus(%s)', (value) => {
    expect(isOrderStatus(value)).toBe((orderStatuses as readonly unknown[]).includes(value));
  });
});

describe('cancellation where the shop allows it and the order has not shipped (spec §6 cancelOrder)', () => {
  test.each([
    { cancelOrder: true, status: 'placed', allowed: true },
    { cancelOrder: true, status: 'paid', allowed: true },
    { cancelOrder: true, status: 'shipped', allowed: false },
    { cancelOrder: true, status: 'delivered', allowed: false },
    { cancelOrder: true, status: 'cancelled', allowed: false },
    { cancelOrder: false, status: 'placed', allowed: false },
  ] as const)('flag $cancelOrder, $status: $allowed', ({ cancelOrder, status, allowed }) => {
    expect(canCancelOrder({ cancelOrder }, status)).toBe(allowed);
  });
});

describe('complaints (Reklamation, spec §1 order complaints)', () => {
  test.each([
    { status: 'placed', allowed: false },
    { status: 'paid', allowed: false },
    { status: 'shipped', allowed: true },
    { status: 'delivered', allowed: true },
    { status: 'cancelled', allowed: false },
  ] as const)('$status: $allowed', ({ status, allowed }) => {
    expect(canComplainAbout(status)).toBe(allowed);
  });
});

describe('what the shopper is told of the payment (issue 18: a pending payment is not shown as paid)', () => {
  test.each([
    { status: 'placed', state: 'pending' },
    { status: 'paid', state: 'paid' },
    { status: 'shipped', state: 'none' },
    { status: 'delivered', state: 'none' },
    { status: 'cancelled', state: 'none' },
  ] as const)('an order $status: $state', ({ status, state }) => {
    expect(orderPaymentState(status)).toBe(state);
  });
});
