import type { Currency, PaymentCode } from '@vitrine/domain';

/** What the checkout asks a payment service provider (PSP) for. */
export interface PaymentRequest {
  readonly method: PaymentCode;
  /** Cents. */
  readonly amount: number;
  readonly currency: Currency;
  /** The checkout's idempotency key: a PSP must not charge one key twice. */
  readonly reference: string;
  /** Method-specific data from the checkout page (a card token, a test card number…). */
  readonly data: Readonly<Record<string, string>>;
}

/**
 * `authorised`: the money is secured (the order is paid); `pending`: the method settles later
 * (invoice, prepayment, cash on delivery — the order is placed); `declined`: the shopper's
 * payment was refused; `failed`: the provider could not answer (try again later).
 */
export type PaymentResult =
  | { readonly status: 'authorised'; readonly pspReference: string }
  | { readonly status: 'pending'; readonly pspReference: string }
  | { readonly status: 'declined'; readonly reason: string }
  | { readonly status: 'failed'; readonly reason: string };

/**
 * The seam a real PSP adapter (Adyen, Stripe, Payone…) implements. `authorise` is called
 * before the order transaction; `cancel` releases an authorisation when the order could not
 * be placed (sold out meanwhile, a concurrent duplicate) or was cancelled before shipping.
 */
export interface PaymentProvider {
  authorise(request: PaymentRequest): Promise<PaymentResult>;
  cancel(pspReference: string): Promise<void>;
}
