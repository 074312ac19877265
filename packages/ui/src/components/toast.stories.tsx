import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastDuration, toastPosition } from '@vitrine/domain/toast';
import { expect, screen } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { overlayDocs } from '../stories/overlay-docs';
import { StaticToasts, Toaster } from './toast';
import { queued, toastStoryMeta } from './toast.story-kit';

/**
 * Short messages at the bottom of the screen that leave by themselves: a confirmation, a
 * hint, a warning or an error. Use a toast for news about something the shopper just did;
 * anything they must act on belongs on the page or in a dialog.
 */
const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  subcomponents: { StaticToasts },
  ...toastStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts sit bottom-center. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByText(de.basket.addedToCart)).toBeVisible();
    const viewport = document.querySelector('[data-slot="toast-viewport"]');
    if (!(viewport instanceof HTMLElement)) throw new Error('no toast viewport');
    const box = viewport.getBoundingClientRect();
    await expect(toastPosition).toBe('bottom-center');
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
    await expect(Math.abs(box.bottom - window.innerHeight)).toBeLessThan(1);
  },
};

export const Playground: Story = {};

export const Info: Story = {
  args: { toasts: queued({ variant: 'info', message: 'account.deleted' }) },
};

/** The voucher toast with its code. */
export const Success: Story = {
  args: {
    toasts: queued({
      variant: 'success',
      message: 'voucher.activated',
      values: { code: 'SOMMER24' },
    }),
  },
  play: async () => {
    await expect(
      await screen.findByText(interpolate(de.voucher.activated, { code: 'SOMMER24' })),
    ).toBeVisible();
  },
};

export const Warning: Story = {
  args: { toasts: queued({ variant: 'warning', message: 'delivery.late', values: { weeks: 3 } }) },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { toasts: queued({ variant: 'error', message: 'basket.addToCartFailed' }) },
};

export const Stacked: Story = {
  args: {
    toasts: queued(
      { variant: 'info', message: 'account.deleted' },
      { variant: 'success', message: 'basket.addedToCart' },
      { variant: 'error', message: 'basket.addToCartFailed' },
    ),
  },
};

/**
 * What the server renders into a page that arrives with toasts, so
 * they show without JavaScript: the same look and place, announced as status, no close button
 * (nothing could run it); each fades out by CSS after 5000 ms.
 */
export const RenderedByTheServer: Story = {
  render: () => (
    <div data-review-toasts>
      {/* Kept on screen for review (the visual run stops every animation at its end, which
          would show them faded out); the play function checks the fade is set. */}
      <style>{"[data-review-toasts] [data-slot='toast'] { animation: none !important; }"}</style>
      <StaticToasts
        toasts={[
          { variant: 'info', message: 'account.deleted' },
          { variant: 'success', message: 'basket.addedToCart' },
        ]}
      />
    </div>
  ),
  play: async () => {
    const statuses = await screen.findAllByRole('status');
    await expect(statuses).toHaveLength(2);
    await expect(statuses[0]).toHaveTextContent(de.account.deleted);
    await expect(screen.queryByRole('button', { name: de.toast.close })).toBeNull();
    await expect(statuses[0]?.style.animation).toContain(`${toastDuration}ms`);
  },
};
