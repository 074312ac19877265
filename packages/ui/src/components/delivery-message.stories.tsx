import type { Meta, StoryObj } from '@storybook/react-vite';
import { deliveryMessage } from '@vitrine/domain/catalog';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { interpolate } from '../i18n/interpolate';
import { nl } from '../i18n/nl';
import { DeliveryMessage } from './delivery-message';

const baby = { company: 'baby', varyingDeliveryTimes: false } as const;

/**
 * When a product arrives, in one line coloured by how soon: today or tomorrow, in a few days,
 * weeks, pre-order, not deliverable or sold out. Use it beside every price on a product page and
 * in the basket; the text comes from the product's delivery data.
 */
const meta = {
  title: 'Catalog/DeliveryMessage',
  component: DeliveryMessage,
  args: {
    message: deliveryMessage(
      { bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: 3 },
      { company: 'baby', varyingDeliveryTimes: false },
    ),
  },
  argTypes: { message: { control: 'object' } },
} satisfies Meta<typeof DeliveryMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Baby shop, 1–3 days: instant. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="delivery-message"]');
    await expect(line).toHaveAttribute('data-key', 'delivery.instant');
    await expect(line).toHaveTextContent(interpolate(de.delivery.instant_other, { days: '1–3' }));
  },
};

export const Playground: Story = {};

export const Instant: Story = {
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: 1 }, baby) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      interpolate(de.delivery.instant_one, { days: 1 }),
    );
  },
};

export const Soon: Story = {
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 5, deliveryDaysTo: 8 }, baby) },
};

export const Late: Story = {
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 14, deliveryDaysTo: 21 }, baby) },
};

/** More than five weeks read "> 5". */
export const VeryLate: Story = {
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 40, deliveryDaysTo: 60 }, baby) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      interpolate(de.delivery.late, { weeks: '> 5' }),
    );
  },
};

export const Download: Story = {
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 0, deliveryDaysTo: 0 }, baby) },
};

export const Available: Story = {
  args: {
    message: deliveryMessage(
      { bvc: 1, deliveryDaysFrom: 3, deliveryDaysTo: 20 },
      { company: 'vital', varyingDeliveryTimes: true },
    ),
  },
};

export const Preorder: Story = {
  args: { message: deliveryMessage({ bvc: 2, deliveryDaysFrom: 30, deliveryDaysTo: 999 }, baby) },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="delivery-message-preorder"]'),
    ).toHaveTextContent(de.delivery.preorder);
  },
};

export const NotDeliverable: Story = {
  args: { message: deliveryMessage({ bvc: 3, deliveryDaysFrom: 1, deliveryDaysTo: 3 }, baby) },
};

export const SoldOut: Story = {
  args: { message: deliveryMessage({ bvc: 4, deliveryDaysFrom: 1, deliveryDaysTo: 3 }, baby) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveAttribute('data-tone', 'negative');
  },
};

/** In the French catalogue, with French plural forms. */
export const French: Story = {
  globals: { language: 'fr' },
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: 1 }, baby) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      interpolate(fr.delivery.instant_one, { days: 1 }),
    );
  },
};

export const Dutch: Story = {
  globals: { language: 'nl' },
  args: { message: deliveryMessage({ bvc: 1, deliveryDaysFrom: 14, deliveryDaysTo: 21 }, baby) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      interpolate(nl.delivery.late, { weeks: 3 }),
    );
  },
};
