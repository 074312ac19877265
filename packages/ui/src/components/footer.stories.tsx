import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Footer } from './footer';
import { footerStoryMeta, paymentMethods } from './footer.story-kit';

/**
 * The page footer: link columns, the shop's payment, carrier and review marks, hotline, consent
 * settings, legal links and one copyright line. Every shop page has it once, at the end; its columns
 * come from the CMS. Do not add links to it from a page; they belong in the CMS's columns.
 */
const meta = {
  title: 'Layout/Footer',
  ...footerStoryMeta,
  component: Footer,
  parameters: { layout: 'fullscreen' },
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

/** Shops without a hotline (only the German, Austrian and Swiss shops have one). */
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
