import type { ComplaintReason, OrderStatus } from '@vitrine/domain';
import type { AccountFormResult } from './account-form';
import type { OrderLineView } from './order-views';

/**
 * The order complaint page's view model and form (issue 19,
 * `/konto/bestellung/reklamation/{orderNumber}/`): shaped on the server from the engine's
 * order (`complaint-page.server.ts`), never its rows.
 */

/** The complaint form's steps, each a post to the page: check and review, send, change again. */
export const complaintIntents = {
  review: 'complaintReview',
  send: 'complaintSend',
  edit: 'complaintEdit',
} as const;
export type ComplaintIntent = (typeof complaintIntents)[keyof typeof complaintIntents];

export function isComplaintIntent(value: unknown): value is ComplaintIntent {
  return Object.values(complaintIntents).includes(value as ComplaintIntent);
}

/** A bought article the customer may complain about: the order page's line and the most of it. */
export interface ComplaintLineView extends OrderLineView {
  /** What was delivered: the complaint names no more of it. */
  readonly maxQuantity: number;
}

export interface ComplaintPageData {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly placedOn: string;
  readonly placedOnIso: string;
  /** The lines a complaint may name; empty when the order cannot be complained about. */
  readonly lines: readonly ComplaintLineView[];
  readonly reasons: readonly ComplaintReason[];
  /** The order's page (back link, and after sending). */
  readonly orderHref: string;
}

/** Where the complaint form stands after a post: being filled in, shown for review, or sent. */
export type ComplaintStep = 'editing' | 'reviewing' | 'sent';

/**
 * What a post of the complaint form came to, for the page shown again without JavaScript and
 * for the fetcher that sent it: the step it leads to, with the account forms' messages, the
 * values as posted and the toast.
 */
export interface ComplaintFormResult extends AccountFormResult {
  readonly step: ComplaintStep;
}
