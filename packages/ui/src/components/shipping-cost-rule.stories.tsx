import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@vitrine/domain/price';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { interpolate } from '../i18n/interpolate';
import { nl } from '../i18n/nl';
import { ShippingCostRule } from './shipping-cost-rule';

/** The CMS's shipping-cost conditions (cents): 4,99; 2,99 from 30,00; free from 50,00. */
const conditions = [
  { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
  { label: 'Reduziert', versandkosten: 299, ab_bestellwert: 3000 },
  { label: 'Versandkostenfrei', versandkosten: 0, ab_bestellwert: 5000 },
];

/** The same conditions as a French shop names them in its CMS. */
const conditionsFr = [
  { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
  { label: 'Réduit', versandkosten: 299, ab_bestellwert: 3000 },
  { label: 'Livraison offerte', versandkosten: 0, ab_bestellwert: 5000 },
];

/** …and as a Dutch shop names them. */
const conditionsNl = [
  { label: 'Standaard', versandkosten: 499, ab_bestellwert: 0 },
  { label: 'Voordelig', versandkosten: 299, ab_bestellwert: 3000 },
  { label: 'Gratis verzending', versandkosten: 0, ab_bestellwert: 5000 },
];

const euro = (cents: number) => formatPrice(cents, { locale: 'de-DE', currency: 'EUR' }) ?? '';

const current = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="true"]')?.textContent ?? '';

/**
 * The shop's shipping costs as a short table: each step by order value, cheapest to reach
 * first, with the step the basket is in now highlighted. Use it where shoppers ask what
 * shipping costs, beside the shipping-cost progress in the basket's shipping-cost dialog. For
 * the distance to the next step use the shipping-cost progress; this table shows all steps.
 */
const meta = {
  title: 'Basket/ShippingCostRule',
  component: ShippingCostRule,
  args: { orderValue: 1200, conditions, currency: 'EUR', className: 'w-[360px]' },
  argTypes: { conditions: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShippingCostRule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12,00 € in the basket: the standard step applies. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: de.dialogs.shippingProgress.rule }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(current(canvasElement)).toContain(
      `Standard ${interpolate(de.dialogs.shippingProgress.ruleFrom, { threshold: euro(0) })}`,
    );
  },
};

export const Playground: Story = {};

/** The marked step follows the basket: 12,00 €, 35,00 € and 50,00 € side by side. */
export const ByOrderValue: Story = {
  // Each table is named by its basket's value: three tables of the same name would be three
  // landmarks a screen reader cannot tell apart.
  render: (args) => (
    <div className="flex flex-wrap gap-6">
      {[1200, 3500, 5000].map((orderValue) => (
        <figure key={orderValue} className="grid content-start gap-2">
          <figcaption id={`basket-${orderValue}`} className="text-sm text-ink-soft">
            {euro(orderValue)}
          </figcaption>
          <ShippingCostRule
            {...args}
            orderValue={orderValue}
            aria-labelledby={`basket-${orderValue}`}
          />
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marked = [...canvasElement.querySelectorAll('[aria-current="true"]')].map(
      (step) => step.textContent ?? '',
    );
    await expect(marked).toHaveLength(3);
    await expect(marked[1]).toContain('Reduziert');
    await expect(marked[2]).toContain(de.dialogs.shippingProgress.ruleFree);
  },
};

/** Without conditions from the CMS the fallback applies: one step, 4,99 € from 0,00 €. */
export const FallbackOnly: Story = {
  args: { orderValue: 2000, conditions: [{ label: '', versandkosten: 499, ab_bestellwert: 0 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** In French, with the French shop's names of the steps… */
export const French: Story = {
  args: { orderValue: 3500, conditions: conditionsFr },
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toContain('Réduit');
    await expect(current(canvasElement)).toContain(fr.dialogs.shippingProgress.ruleApplies);
  },
};

/** …and in Dutch. */
export const Dutch: Story = {
  args: { orderValue: 5000, conditions: conditionsNl },
  globals: { language: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toContain(nl.dialogs.shippingProgress.ruleFree);
  },
};
