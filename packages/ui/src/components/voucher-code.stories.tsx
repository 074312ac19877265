import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { nl } from '../i18n/nl';
import { VoucherCode } from './voucher-code';

/**
 * A voucher code as a promotion shows it: the code in a coupon frame, selectable with one tap, and
 * a copy button. Use it where a campaign gives shoppers a code to take to the basket; not for
 * entering a code (that is the basket's code field) and not for an error or a warning.
 */
const meta = {
  title: 'Promotion/VoucherCode',
  component: VoucherCode,
  args: { code: 'WILLKOMMEN10-10', copy: fn(async () => {}) },
} satisfies Meta<typeof VoucherCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code in its coupon frame, with the copy button once scripts run. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WILLKOMMEN10-10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: de.voucher.copy })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Playground: Story = {};

/** Copied from the keyboard: the button says so and the live region announces the code. */
export const Copied: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: de.voucher.copy });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith('WILLKOMMEN10-10');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      interpolate(de.voucher.copiedAnnouncement, { code: 'WILLKOMMEN10-10' }),
    );
    await expect(canvas.getByRole('button', { name: de.voucher.copied })).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="voucher-code"]')).toHaveAttribute(
      'data-state',
      'copied',
    );
  },
};

/** The browser refuses the clipboard: the shopper is told to select the code and copy it. */
export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('not allowed'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.voucher.copy }));
    await expect(canvas.getByRole('status')).toHaveTextContent(de.voucher.copyFailed);
  },
};

/** In Dutch. */
export const Dutch: Story = {
  globals: { language: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(nl.voucher.label)).toBeVisible();
    await expect(canvas.getByRole('button', { name: nl.voucher.copy })).toBeVisible();
  },
};
