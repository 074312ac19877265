import { describe, expect, test } from 'vitest';
import { type OrderMailFacts, orderMail } from '../src/orders/order-mail';

const facts = (language: OrderMailFacts['language'], paymentPending?: boolean): OrderMailFacts => ({
  shopId: 10,
  customerId: null,
  language,
  iso: { de: 'de-DE', fr: 'fr-CH', nl: 'nl-BE' }[language],
  brandName: 'Nido',
  to: 'kundin@example.org',
  firstName: 'Mia',
  orderNumber: '10000042',
  totalWithTax: 129.99,
  currency: 'EUR',
  lines: [{ name: 'Kinderwagen', quantity: 1 }],
  ...(paymentPending === undefined ? {} : { paymentPending }),
});

describe('the order confirmation mail (issue 18: a pending payment is not a promise to ship)', () => {
  test.each([
    { language: 'de', paid: 'bereiten den Versand vor.', pending: 'Ihre Zahlung wird noch' },
    { language: 'fr', paid: 'préparons son expédition.', pending: 'votre paiement attend encore' },
    { language: 'nl', paid: 'maken de verzending klaar.', pending: 'uw betaling wacht nog' },
  ] as const)(
    '$language: paid promises the dispatch, pending says the payment is awaited',
    ({ language, paid, pending }) => {
      const authorised = orderMail('order-confirmation', facts(language));
      expect(authorised.text).toContain(paid);
      expect(authorised.text).not.toContain(pending);
      const awaited = orderMail('order-confirmation', facts(language, true));
      expect(awaited.text).toContain(pending);
      expect(awaited.html).toContain(pending);
      expect(awaited.text).not.toContain(paid);
      // The rest of the confirmation is the same: number, lines and total.
      expect(awaited.subject).toBe(authorised.subject);
      expect(awaited.text).toContain('1 × Kinderwagen');
    },
  );
});
