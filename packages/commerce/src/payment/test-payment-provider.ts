import { createHash } from 'node:crypto';
import type { PaymentCode } from '@vitrine/domain';
import type { PaymentProvider, PaymentRequest, PaymentResult } from './payment-provider';

/**
 * Test data of the embedded provider (README, "Test payments"). Card payments (KK) read
 * `cardNumber`; every other method reads `testOutcome`; without either, the payment succeeds.
 * `pending` is a payment the provider has taken but not yet confirmed (a bank's check still
 * open): the order is placed, not paid.
 */
export const testPaymentData = {
  cards: {
    authorise: '4111111111111111',
    pending: '4000000000003063',
    decline: '4000000000000002',
    fail: '4000000000000119',
  },
  outcomes: ['authorise', 'pending', 'decline', 'fail'] as const,
} as const;

/** Methods that settle after the order: the order is placed, not paid. */
const settlesLater: ReadonlySet<PaymentCode> = new Set(['RE', 'V', 'NN']);

type Outcome = (typeof testPaymentData.outcomes)[number];

function outcomeOf(request: PaymentRequest): Outcome | 'invalid' {
  if (request.method === 'KK') {
    const number = (request.data.cardNumber ?? testPaymentData.cards.authorise).replace(
      /[\s-]/g,
      '',
    );
    if (number === testPaymentData.cards.pending) return 'pending';
    if (number === testPaymentData.cards.decline) return 'decline';
    if (number === testPaymentData.cards.fail) return 'fail';
    return /^\d{12,19}$/.test(number) ? 'authorise' : 'invalid';
  }
  const asked = request.data.testOutcome ?? 'authorise';
  return (testPaymentData.outcomes as readonly string[]).includes(asked)
    ? (asked as Outcome)
    : 'invalid';
}

/**
 * The embedded payment provider for development and tests: no network, deterministic answers
 * from the test data above, and the same contract a real PSP adapter fulfils. It remembers
 * which references it authorised and which it cancelled (for tests and the development outbox).
 */
export function createTestPaymentProvider(): PaymentProvider & {
  readonly cancelled: ReadonlySet<string>;
} {
  const cancelled = new Set<string>();
  return {
    cancelled,
    async authorise(request): Promise<PaymentResult> {
      const outcome = outcomeOf(request);
      if (outcome === 'decline' || outcome === 'invalid') {
        return { status: 'declined', reason: outcome === 'invalid' ? 'invalidCard' : 'refused' };
      }
      if (outcome === 'fail') return { status: 'failed', reason: 'providerUnavailable' };
      const pspReference = `test_${createHash('sha256').update(request.reference).digest('hex').slice(0, 24)}`;
      return outcome === 'pending' || settlesLater.has(request.method)
        ? { status: 'pending', pspReference }
        : { status: 'authorised', pspReference };
    },
    async cancel(pspReference) {
      cancelled.add(pspReference);
    },
  };
}
