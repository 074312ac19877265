import { type ComplaintReason, complaintReasons, type Language } from '@vitrine/domain';
import { renderHtml, renderText } from '../mail/mail-layout';
import type { ShoppingMail } from './order-mail';

/** What a complaint is about: the domain's reasons, which the complaint form offers. */
export { type ComplaintReason, complaintReasons };

/** The facts of one complaint (Reklamation) as both of its mails tell them. */
export interface ComplaintMailFacts {
  readonly shopId: number;
  readonly customerId: string | null;
  readonly language: Language;
  readonly brandName: string;
  readonly orderNumber: string;
  readonly customerEmail: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly items: ReadonlyArray<{ readonly name: string; readonly quantity: number }>;
  readonly reason: ComplaintReason;
  readonly comment: string;
}

const texts = {
  de: {
    reasons: {
      damaged: 'Ware beschädigt',
      wrongItem: 'Falscher Artikel geliefert',
      missingItem: 'Artikel fehlt',
      defective: 'Artikel defekt',
      other: 'Sonstiges',
    },
    reason: 'Grund',
    comment: 'Anmerkung',
    receipt: {
      subject: (number: string) => `Ihre Reklamation zur Bestellung ${number}`,
      greeting: (name: string) => `Hallo ${name},`,
      intro: (number: string) =>
        `wir haben Ihre Reklamation zur Bestellung ${number} erhalten und melden uns bei Ihnen. Sie betrifft:`,
      closing: (brand: string) => `Viele Grüße\nIhr ${brand}-Team`,
    },
    request: {
      subject: (number: string) => `Reklamation zur Bestellung ${number}`,
      greeting: 'Neue Reklamation:',
      from: 'Von',
      order: 'Bestellung',
    },
  },
  fr: {
    reasons: {
      damaged: 'Marchandise endommagée',
      wrongItem: 'Mauvais article livré',
      missingItem: 'Article manquant',
      defective: 'Article défectueux',
      other: 'Autre',
    },
    reason: 'Motif',
    comment: 'Commentaire',
    receipt: {
      subject: (number: string) => `Votre réclamation concernant la commande ${number}`,
      greeting: (name: string) => `Bonjour ${name},`,
      intro: (number: string) =>
        `nous avons bien reçu votre réclamation concernant la commande ${number} et revenons vers vous. Elle concerne :`,
      closing: (brand: string) => `Cordialement,\nL’équipe ${brand}`,
    },
    request: {
      subject: (number: string) => `Réclamation concernant la commande ${number}`,
      greeting: 'Nouvelle réclamation :',
      from: 'De',
      order: 'Commande',
    },
  },
  nl: {
    reasons: {
      damaged: 'Goederen beschadigd',
      wrongItem: 'Verkeerd artikel geleverd',
      missingItem: 'Artikel ontbreekt',
      defective: 'Artikel defect',
      other: 'Overig',
    },
    reason: 'Reden',
    comment: 'Opmerking',
    receipt: {
      subject: (number: string) => `Uw klacht over bestelling ${number}`,
      greeting: (name: string) => `Hallo ${name},`,
      intro: (number: string) =>
        `we hebben uw klacht over bestelling ${number} ontvangen en nemen contact met u op. Ze betreft:`,
      closing: (brand: string) => `Met vriendelijke groet,\nHet ${brand}-team`,
    },
    request: {
      subject: (number: string) => `Klacht over bestelling ${number}`,
      greeting: 'Nieuwe klacht:',
      from: 'Van',
      order: 'Bestelling',
    },
  },
} as const;

/** The complaint's contents: the lines with their quantities, the reason, the comment. */
function contents(facts: ComplaintMailFacts): string[] {
  const language = texts[facts.language];
  return [
    facts.items.map((item) => `${item.quantity} × ${item.name}`).join('\n'),
    `${language.reason}: ${language.reasons[facts.reason]}`,
    ...(facts.comment === '' ? [] : [`${language.comment}: ${facts.comment}`]),
  ];
}

/**
 * The two mails a complaint sends (issue 6: stored, mailed, shown): a receipt to the customer
 * and the complaint itself to customer service, both naming the lines, quantities, reason and
 * comment, in the shop's language.
 */
export function complaintMails(
  facts: ComplaintMailFacts,
  serviceAddress: string,
): readonly [ShoppingMail, ShoppingMail] {
  const language = texts[facts.language];
  const receipt = {
    language: facts.language,
    greeting: language.receipt.greeting(facts.firstName),
    paragraphs: [language.receipt.intro(facts.orderNumber), ...contents(facts)],
    closing: language.receipt.closing(facts.brandName),
  };
  const request = {
    language: facts.language,
    greeting: language.request.greeting,
    paragraphs: [
      `${language.request.from}: ${facts.firstName} ${facts.lastName} <${facts.customerEmail}>`,
      `${language.request.order}: ${facts.orderNumber}`,
      ...contents(facts),
    ],
    closing: '—',
  };
  const common = { shopId: facts.shopId, customerId: facts.customerId };
  return [
    {
      ...common,
      kind: 'order-complaint',
      to: facts.customerEmail,
      subject: language.receipt.subject(facts.orderNumber),
      text: renderText(receipt),
      html: renderHtml(receipt),
    },
    {
      ...common,
      kind: 'order-complaint-request',
      to: serviceAddress,
      subject: language.request.subject(facts.orderNumber),
      text: renderText(request),
      html: renderHtml(request),
    },
  ];
}
