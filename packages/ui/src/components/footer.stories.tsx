import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Footer } from './footer';

/** Footer columns come from the CMS layout; these are demo content of the German shop. */
const columns = [
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

const legalLinks = [
  { label: 'Impressum', href: '#impressum' },
  { label: 'Datenschutz', href: '#datenschutz' },
  { label: 'AGB', href: '#agb' },
];

/** The German shop's payment methods (the checkout's order) with their names. */
const paymentMethods = [
  { method: 'KK', label: 'Kreditkarte' },
  { method: 'PP', label: 'PayPal' },
  { method: 'KN', label: 'Klarna Sofort bezahlen' },
  { method: 'RE', label: 'Rechnung' },
  { method: 'V', label: 'Vorkasse' },
  { method: 'AP', label: 'Apple Pay' },
  { method: 'G', label: 'Geschenkkarte' },
] as const;

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Nido',
    columns,
    legalLinks,
    hotline: '0800 123 45 67',
    onOpenConsent: fn(),
    year: 2026,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Service' })).toBeVisible();
    await expect(
      canvas.getByText(interpolate(de.footer.copyright, { year: 2026, brand: 'Nido' })),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const Vitalia: Story = { args: { brandName: 'Vitalia' } };

/** Shops without a hotline (§9 hotlines only for DE, AT, CH). */
export const WithoutHotline: Story = {
  args: { hotline: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="footer-hotline"]')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };

/** The layout's small print under the copyright line. */
export const WithNote: Story = {
  args: {
    note: 'Nido Demo GmbH – ein Demoshop des Open-Source-Projekts Vitrine. Alle Preise inkl. MwSt., zzgl. Versandkosten.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="footer-note"]')).toBeVisible();
  },
};

/**
 * Before scripts run, or while the shop has no banner to open, the consent control is a link
 * (here to the privacy page); with `onOpenConsent` the click opens the banner instead.
 */
export const ConsentLink: Story = {
  args: { consentHref: '#datenschutz', onOpenConsent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: de.footer.consentSettings })).toHaveAttribute(
      'href',
      '#datenschutz',
    );
    await expect(canvas.queryByRole('button', { name: de.footer.consentSettings })).toBeNull();
  },
};

/** With a banner to open, the link's click opens it rather than following the link. */
export const ConsentLinkOpensBanner: Story = {
  args: { consentHref: '#datenschutz' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: de.footer.consentSettings });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenConsent).toHaveBeenCalledOnce();
  },
};

/** §2: the consent banner is reopened from the footer, also by keyboard. */
export const ReopenConsentWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: de.footer.consentSettings });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenConsent).toHaveBeenCalledOnce();
  },
};

/**
 * The shop's trust marks (issue 21): its payment methods, its carriers and its review seal,
 * all drawn as the demo's own; the hotline calls the shop; one copyright line.
 */
export const WithTrustMarks: Story = {
  args: {
    paymentMethods,
    carriers: ['DHL', 'Hermes'],
    shopRating: { average: 4.8, count: 2314 },
  },
  play: async ({ canvas, canvasElement }) => {
    const payment = canvas.getByRole('region', { name: de.footer.paymentHeading });
    await expect(payment.querySelectorAll('[data-slot="payment-mark"]')).toHaveLength(7);
    await expect(canvas.getByRole('img', { name: 'PayPal' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: de.footer.carrierHeading })).toHaveTextContent(
      'DHLHermes',
    );
    await expect(canvas.getByRole('region', { name: de.footer.reviewHeading })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: interpolate(de.footer.hotline, { phone: '0800 123 45 67' }),
      }),
    ).toHaveAttribute('href', 'tel:08001234567');
    await expect(canvasElement.querySelectorAll('[data-slot="footer-copyright"]')).toHaveLength(1);
  },
};

/** The same on a phone: the marks wrap. */
export const WithTrustMarksMobile: Story = {
  ...WithTrustMarks,
  globals: { viewport: { value: 'xs' } },
  play: undefined,
};
