import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { CarrierMark, ShopReviewMark, TrustMarks } from './trust-marks';

/**
 * The shop's payment, carrier and review marks in a row, the demo's own drawings with the names
 * as text. Use them in the footer, where shoppers look for them before they buy; not as decoration
 * elsewhere, where they only add noise.
 */
const meta = {
  title: 'Layout/TrustMarks',
  component: TrustMarks,
  subcomponents: { CarrierMark, ShopReviewMark },
  args: {
    paymentMethods: [
      { method: 'KK', label: 'Kreditkarte' },
      { method: 'TW', label: 'TWINT' },
      { method: 'PP', label: 'PayPal' },
      { method: 'RE', label: 'Rechnung' },
    ],
    carriers: ['DHL', 'Hermes'],
    shopRating: { average: 4.8, count: 2314 },
  },
} satisfies Meta<typeof TrustMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment, carrier and review marks, each group under its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'TWINT' })).toBeVisible();
    await expect(
      canvas.getByText(interpolate(de.footer.shopRating, { average: '4,8' })),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

/** A shop without a review score shows no seal; the other groups stay. */
export const WithoutReviews: Story = {
  args: { shopRating: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: de.footer.reviewHeading })).toBeNull();
    await expect(canvas.getByRole('region', { name: de.footer.paymentHeading })).toBeVisible();
  },
};

/** Nothing to show: nothing is rendered. */
export const Empty: Story = {
  args: { paymentMethods: [], carriers: [], shopRating: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="trust-marks"]')).toBeNull();
  },
};

/** A carrier's mark alone: the drawn van and the carrier's name as text, no logo. */
export const Carrier: Story = {
  render: () => <CarrierMark name="DHL" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DHL')).toBeVisible();
  },
};

/** The review seal alone, in French: the score in the language's number format. */
export const ReviewSealFrench: Story = {
  globals: { language: 'fr' },
  render: () => <ShopReviewMark average={4.7} count={1186} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('4,7/5');
  },
};
