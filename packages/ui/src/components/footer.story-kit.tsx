import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Footer } from './footer';

/*
 * The story harness the showcase and the behaviour stories of the footer share: demo columns,
 * links and payment methods, and the meta's fields. Not a stories file, so Storybook does not
 * index it.
 */

/** Footer columns come from the CMS layout; these are demo content of the German shop. */
export const columns = [
  {
    title: 'Service',
    links: [
      { label: 'Kontakt', href: '#kontakt' },
      { label: 'Versand & Lieferung', href: '#versand' },
      { label: 'Rückgabe', href: '#rueckgabe' },
      { label: 'Häufige Fragen', href: '#faq' },
    ],
  },
  {
    title: 'Mein Konto',
    links: [
      { label: 'Anmelden', href: '#login' },
      { label: 'Bestellungen', href: '#bestellungen' },
      { label: 'Wunschliste', href: '#wunschliste' },
    ],
  },
  {
    title: 'Über uns',
    links: [
      { label: 'Unternehmen', href: '#unternehmen' },
      { label: 'Nachhaltigkeit', href: '#nachhaltigkeit' },
      { label: 'Karriere', href: 'https://example.org/karriere', external: true },
    ],
  },
];

export const legalLinks = [
  { label: 'Impressum', href: '#impressum' },
  { label: 'Datenschutz', href: '#datenschutz' },
  { label: 'AGB', href: '#agb' },
];

/** The German shop's payment methods (the checkout's order) with their names. */
export const paymentMethods = [
  { method: 'KK', label: 'Kreditkarte' },
  { method: 'PP', label: 'PayPal' },
  { method: 'KN', label: 'Klarna Sofort bezahlen' },
  { method: 'RE', label: 'Rechnung' },
  { method: 'V', label: 'Vorkasse' },
  { method: 'AP', label: 'Apple Pay' },
  { method: 'G', label: 'Geschenkkarte' },
] as const;

/** The meta's fields both footer story files use. */
export const footerStoryMeta = {
  args: {
    brandName: 'Nido',
    columns,
    legalLinks,
    hotline: '0800 123 45 67',
    onOpenConsent: fn(),
    year: 2026,
  },
} satisfies Partial<Meta<typeof Footer>>;
