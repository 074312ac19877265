/**
 * Order status and what a customer may do with an order (issue 6; spec §1 order complaints
 * and cancellation, §6 cancelOrder flag).
 */
import type { ShopFlags } from '../market/types';

export const orderStatuses = ['placed', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const nextStatuses: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['paid', 'shipped', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** Whether an order may move from one status to the next (placed → paid → shipped → delivered). */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

/**
 * A customer may cancel where the shop's `cancelOrder` flag allows it and the order has not
 * shipped (nor been cancelled already).
 *
 * @example
 * canCancelOrder({ cancelOrder: true }, 'paid'); // true
 * canCancelOrder({ cancelOrder: true }, 'shipped'); // false
 */
export function canCancelOrder(
  flags: Pick<ShopFlags, 'cancelOrder'>,
  status: OrderStatus,
): boolean {
  return flags.cancelOrder && canChangeOrderStatus(status, 'cancelled');
}

/**
 * A complaint (Reklamation) is about goods the customer has received or that are on their
 * way: a shipped or delivered order.
 */
export function canComplainAbout(status: OrderStatus): boolean {
  return status === 'shipped' || status === 'delivered';
}

/**
 * What the shopper is told of an order's payment: `pending` while the order is placed but its
 * payment not confirmed (the provider answered "pending": a bank's check, an invoice, a
 * prepayment, cash on delivery), `paid` once the provider confirmed it, `none` otherwise: a
 * cancelled order, and a shipped or delivered one, whose status no longer tells (an invoice
 * ships before it is paid).
 *
 * @example
 * orderPaymentState('placed'); // 'pending'
 * orderPaymentState('paid'); // 'paid'
 */
export type OrderPaymentState = 'pending' | 'paid' | 'none';

export function orderPaymentState(status: OrderStatus): OrderPaymentState {
  if (status === 'placed') return 'pending';
  return status === 'paid' ? 'paid' : 'none';
}
