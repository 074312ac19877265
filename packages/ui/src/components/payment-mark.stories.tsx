import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentCodes } from '@vitrine/domain/entities';
import { expect } from 'storybook/test';
import { PaymentMark } from './payment-mark';

/**
 * A payment method's small drawn mark, shown beside the method's name at checkout, in the footer
 * and on the order. Always with the method's name as text next to it; the mark alone does not
 * name the method for everyone. The demo's own drawings, never a provider's logo.
 */
const meta = {
  title: 'Checkout/PaymentMark',
  component: PaymentMark,
  args: { method: 'KK' },
  argTypes: { method: { control: 'select', options: paymentCodes } },
} satisfies Meta<typeof PaymentMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside its label, as the checkout shows it: decorative, hidden from assistive technology. */
export const Default: Story = {
  render: (args) => (
    <p className="flex items-center gap-3 font-semibold">
      <PaymentMark {...args} />
      {args.method}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-slot="payment-mark"]');
    await expect(mark?.getAttribute('aria-hidden')).toBe('true');
    await expect(mark?.getAttribute('role')).toBeNull();
  },
};

export const Playground: Story = {};

/** Standing alone, the mark says the method's name. */
export const Labelled: Story = {
  args: { method: 'PP', label: 'PayPal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'PayPal' })).toBeVisible();
  },
};

/** Every payment code's mark, one per method. */
export const AllMethods: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-4">
      {paymentCodes.map((method) => (
        <li key={method} className="flex items-center gap-2 text-sm">
          <PaymentMark method={method} />
          {method}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="payment-mark"]')).toHaveLength(
      paymentCodes.length,
    );
  },
};
