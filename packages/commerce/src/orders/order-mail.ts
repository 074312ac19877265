import { formatPrice, type Language } from '@vitrine/domain';
import type { Database } from '../db/database';
import { renderHtml, renderText } from '../mail/mail-layout';

/** The mail a shopping event sends; the identity side's outbox stores and delivers it. */
export type ShoppingMailKind =
  | 'order-confirmation'
  | 'order-cancellation'
  | 'order-complaint'
  | 'order-complaint-request';

export interface ShoppingMail {
  readonly shopId: number;
  readonly customerId: string | null;
  readonly kind: ShoppingMailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Where order mails go: the mail service's outbox (`commerce.mail`) fits this. */
export interface MailSender {
  send(mail: ShoppingMail): Promise<unknown>;
  /** Stores the mail within the caller's transaction; {@link deliver} it after the commit. */
  queue(executor: Pick<Database, 'rows'>, mail: ShoppingMail): Promise<string>;
  deliver(id: string): Promise<unknown>;
}

export interface OrderMailFacts {
  readonly shopId: number;
  readonly customerId: string | null;
  readonly language: Language;
  readonly iso: string;
  readonly brandName: string;
  readonly to: string;
  readonly firstName: string;
  readonly orderNumber: string;
  readonly totalWithTax: number;
  readonly currency: string;
  readonly lines: ReadonlyArray<{ readonly name: string; readonly quantity: number }>;
  /**
   * The provider has taken the payment but not confirmed it (issue 18): the confirmation says
   * the order waits for it instead of promising the dispatch.
   */
  readonly paymentPending?: boolean;
  /** The set promotions the order completed (§2 bundles): each named with what it saved. */
  readonly setPromotions?: ReadonlyArray<{ readonly name: string; readonly amount: number }>;
}

const texts = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    closing: (brand: string) => `Viele Grüße\nIhr ${brand}-Team`,
    confirmation: {
      subject: (number: string) => `Ihre Bestellung ${number}`,
      intro: (number: string) =>
        `vielen Dank für Ihre Bestellung ${number}. Wir haben sie erhalten und bereiten den Versand vor.`,
      pendingIntro: (number: string) =>
        `vielen Dank für Ihre Bestellung ${number}. Wir haben sie erhalten; Ihre Zahlung wird noch vom Zahlungsanbieter bestätigt. Sobald sie bestätigt ist, bereiten wir den Versand vor.`,
      total: (amount: string) => `Gesamtbetrag: ${amount}`,
      setReduction: (name: string, amount: string) => `Set-Rabatt „${name}“: −${amount}`,
    },
    cancellation: {
      subject: (number: string) => `Ihre Bestellung ${number} wurde storniert`,
      intro: (number: string) =>
        `Ihre Bestellung ${number} ist storniert. Bereits gezahlte Beträge erstatten wir Ihnen.`,
    },
  },
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    closing: (brand: string) => `Cordialement,\nL’équipe ${brand}`,
    confirmation: {
      subject: (number: string) => `Votre commande ${number}`,
      intro: (number: string) =>
        `merci pour votre commande ${number}. Nous l’avons bien reçue et préparons son expédition.`,
      pendingIntro: (number: string) =>
        `merci pour votre commande ${number}. Nous l’avons bien reçue ; votre paiement attend encore la confirmation du prestataire de paiement. Dès qu’il sera confirmé, nous préparerons son expédition.`,
      total: (amount: string) => `Montant total : ${amount}`,
      setReduction: (name: string, amount: string) => `Remise set « ${name} » : −${amount}`,
    },
    cancellation: {
      subject: (number: string) => `Votre commande ${number} a été annulée`,
      intro: (number: string) =>
        `votre commande ${number} est annulée. Nous vous remboursons les montants déjà payés.`,
    },
  },
  nl: {
    greeting: (name: string) => `Hallo ${name},`,
    closing: (brand: string) => `Met vriendelijke groet,\nHet ${brand}-team`,
    confirmation: {
      subject: (number: string) => `Uw bestelling ${number}`,
      intro: (number: string) =>
        `hartelijk dank voor uw bestelling ${number}. We hebben haar ontvangen en maken de verzending klaar.`,
      pendingIntro: (number: string) =>
        `hartelijk dank voor uw bestelling ${number}. We hebben haar ontvangen; uw betaling wacht nog op de bevestiging van de betaalprovider. Zodra die er is, maken we de verzending klaar.`,
      total: (amount: string) => `Totaalbedrag: ${amount}`,
      setReduction: (name: string, amount: string) => `Setkorting ‘${name}’: −${amount}`,
    },
    cancellation: {
      subject: (number: string) => `Uw bestelling ${number} is geannuleerd`,
      intro: (number: string) =>
        `uw bestelling ${number} is geannuleerd. Reeds betaalde bedragen betalen we u terug.`,
    },
  },
} as const;

/** The order confirmation and cancellation mails in the shop's language (de, fr, nl). */
export function orderMail(
  kind: 'order-confirmation' | 'order-cancellation',
  facts: OrderMailFacts,
): ShoppingMail {
  const language = texts[facts.language];
  const paragraphs: string[] = [];
  let subject: string;
  if (kind === 'order-confirmation') {
    subject = language.confirmation.subject(facts.orderNumber);
    paragraphs.push(
      (facts.paymentPending === true
        ? language.confirmation.pendingIntro
        : language.confirmation.intro)(facts.orderNumber),
      facts.lines.map((line) => `${line.quantity} × ${line.name}`).join('\n'),
      ...(facts.setPromotions ?? []).map((promotion) =>
        language.confirmation.setReduction(
          promotion.name,
          formatPrice(promotion.amount, { currency: facts.currency, locale: facts.iso }) ?? '',
        ),
      ),
      language.confirmation.total(
        formatPrice(facts.totalWithTax, { currency: facts.currency, locale: facts.iso }) ?? '',
      ),
    );
  } else {
    subject = language.cancellation.subject(facts.orderNumber);
    paragraphs.push(language.cancellation.intro(facts.orderNumber));
  }
  const body = {
    language: facts.language,
    greeting: language.greeting(facts.firstName),
    paragraphs,
    closing: language.closing(facts.brandName),
  };
  return {
    shopId: facts.shopId,
    customerId: facts.customerId,
    kind,
    to: facts.to,
    subject,
    text: renderText(body),
    html: renderHtml(body),
  };
}
