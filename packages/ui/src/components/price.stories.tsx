import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Price } from './price';

/**
 * A price as the shop must show it: the selling price, "from" when the sizes differ, the
 * recommended retail or reference price struck through only when it is fair to show, the lowest
 * price before a reduction, and the unit price. Use it for every price; don't format amounts by
 * hand. French and Dutch stories show how each language writes them.
 */
const meta = {
  title: 'Catalog/Price',
  component: Price,
  args: {
    price: { withTax: 2999, recommendedRetailPrice: null, currencyCode: 'EUR', reference: null },
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent(
      '29,99 €',
    );
  },
};

export const Playground: Story = {
  args: { size: 'md', showAmount: false, hasDifferentPrice: false },
};

/** 19,99 € is below 96 % of 29,99 €: the recommended retail price is struck through. */
export const RecommendedRetailPrice: Story = {
  args: {
    price: { withTax: 1999, recommendedRetailPrice: 2999, currencyCode: 'EUR', reference: null },
  },
  play: async ({ canvasElement }) => {
    const comparison = canvasElement.querySelector('[data-slot="price-comparison"]');
    await expect(comparison).toHaveAttribute('data-kind', 'recommended-retail-price');
    await expect(comparison?.querySelector('s')).toHaveTextContent('29,99 €');
  },
};

/** 97 % of the recommended retail price: too close, so nothing is struck through. */
export const RecommendedRetailPriceTooClose: Story = {
  args: {
    price: { withTax: 2910, recommendedRetailPrice: 3000, currencyCode: 'EUR', reference: null },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-comparison"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute(
      'data-state',
      'regular',
    );
  },
};

/** Exactly 96 % still strikes through. */
export const RecommendedRetailPriceAtThreshold: Story = {
  args: {
    price: { withTax: 960, recommendedRetailPrice: 1000, currencyCode: 'EUR', reference: null },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-comparison"]')).not.toBeNull();
  },
};

export const ReferencePrice: Story = {
  args: {
    price: { withTax: 4499, recommendedRetailPrice: null, currencyCode: 'EUR', reference: null },
    referencePrice: 5999,
  },
  play: async ({ canvasElement }) => {
    const comparison = canvasElement.querySelector('[data-slot="price-comparison"]');
    await expect(comparison).toHaveAttribute('data-kind', 'reference-price');
    await expect(comparison).toHaveTextContent(de.price.referencePrice);
  },
};

export const UnitPrice: Story = {
  args: {
    price: {
      withTax: 1299,
      recommendedRetailPrice: null,
      currencyCode: 'EUR',
      reference: { withTax: 2598, unit: 'LI', size: 1 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-unit"]')).toHaveTextContent(
      '25,98 € / 1 l',
    );
  },
};

export const SquareMetreUnitPrice: Story = {
  args: {
    price: {
      withTax: 3490,
      recommendedRetailPrice: 4990,
      currencyCode: 'EUR',
      reference: { withTax: 1745, unit: 'QM', size: 1 },
    },
  },
};

/** Variants differ in price or stock: the listing reads "from". */
export const DifferentPrice: Story = {
  args: { hasDifferentPrice: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent(
      interpolate(de.price.from, { price: '29,99 €' }),
    );
  },
};

export const WithAmount: Story = { args: { amount: 3, showAmount: true } };

export const SwissFrancs: Story = {
  args: {
    price: {
      withTax: 123450,
      recommendedRetailPrice: 149900,
      currencyCode: 'CHF',
      reference: null,
    },
    locale: 'de-CH',
  },
};

/** In the French shop of Belgium: French texts and the French way of writing the amount. */
export const French: Story = {
  globals: { language: 'fr' },
  args: {
    price: {
      withTax: 123450,
      recommendedRetailPrice: 149900,
      currencyCode: 'EUR',
      reference: null,
    },
    locale: 'fr-BE',
  },
};

/** In the Dutch shop: Dutch texts, the euro sign before the amount. */
export const Dutch: Story = {
  globals: { language: 'nl' },
  args: {
    price: {
      withTax: 123450,
      recommendedRetailPrice: 149900,
      currencyCode: 'EUR',
      reference: null,
    },
    locale: 'nl-NL',
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = {
  args: {
    size: 'lg',
    price: { withTax: 8999, recommendedRetailPrice: 12999, currencyCode: 'EUR', reference: null },
  },
};

/** A price the domain cannot use renders nothing rather than a wrong amount. */
export const Missing: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toBeNull();
  },
};

/**
 * Beside a reduction, the lowest price of the 30 days before it (issue 15: EU Omnibus,
 * German price ordinance PAngV), under the price.
 */
export const LowestPriorPrice: Story = {
  args: {
    price: { withTax: 1999, recommendedRetailPrice: 2999, currencyCode: 'EUR', reference: null },
    lowestPriorPrice: 2499,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-lowest-prior"]')).toHaveTextContent(
      interpolate(de.price.lowestPriorPrice, { price: '24,99 €' }),
    );
  },
};
