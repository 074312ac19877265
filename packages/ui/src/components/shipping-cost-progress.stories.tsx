import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@vitrine/domain/price';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { ShippingCostProgress } from './shipping-cost-progress';

/** The CMS's shipping-cost conditions (cents): 4,99; 2,99 from 30,00; free from 50,00. */
const conditions = [
  { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
  { label: 'Reduziert', versandkosten: 299, ab_bestellwert: 3000 },
  { label: 'Versandkostenfrei', versandkosten: 0, ab_bestellwert: 5000 },
];

const euro = (cents: number) => formatPrice(cents, { locale: 'de-DE', currency: 'EUR' }) ?? '';

/**
 * How far the basket is from cheaper or free shipping: a sentence and a bar. Use it in the
 * basket and the add-to-cart layer, where it helps the shopper decide to add something more.
 */
const meta = {
  title: 'Basket/ShippingCostProgress',
  component: ShippingCostProgress,
  args: { orderValue: 1200, conditions, currency: 'EUR', className: 'w-[360px]' },
  argTypes: { conditions: { control: false } },
} satisfies Meta<typeof ShippingCostProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="shipping-cost-progress-message"]')?.textContent;

/** 12,00 € in the basket: 4,99 € now, 18,00 € more for the 2,99 € step. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(message(canvasElement)).toBe(
      interpolate(de.dialogs.shippingProgress.remaining, {
        amount: euro(1800),
        cost: euro(299),
      }),
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Playground: Story = {};

/** 35,00 €: the reduced step applies, free shipping is 15,00 € away. */
export const ReducedStep: Story = {
  args: { orderValue: 3500 },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBe(
      interpolate(de.dialogs.shippingProgress.remainingFree, { amount: euro(1500) }),
    );
  },
};

/** From 50,00 € the order ships free and the bar is full. */
export const FreeShipping: Story = {
  args: { orderValue: 5000 },
  play: async ({ canvasElement, canvas }) => {
    await expect(message(canvasElement)).toBe(de.dialogs.shippingProgress.reached);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Fallback without CMS conditions: 4,99 € from 0,00 €, nothing cheaper to reach. */
export const FallbackOnly: Story = {
  args: { orderValue: 2000, conditions: [{ label: '', versandkosten: 499, ab_bestellwert: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBe(
      interpolate(de.dialogs.shippingProgress.current, { cost: euro(499) }),
    );
  },
};
