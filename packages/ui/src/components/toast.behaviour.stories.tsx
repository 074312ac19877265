import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastDuration, toastLimit } from '@vitrine/domain/toast';
import { expect, fireEvent, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { useUiText } from '../i18n/ui-text';
import { overlayDocs } from '../stories/overlay-docs';
import { Button } from './button';
import { Toaster, useToastQueue } from './toast';
import { queued, toastStoryMeta } from './toast.story-kit';

/**
 * Behaviour of Toast: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Feedback/Toast/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: Toaster,
  ...toastStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function ToastDemo() {
  const { t } = useUiText();
  const { toasts, show, dismiss } = useToastQueue();
  return (
    <div className="p-4">
      <Button onClick={() => show({ variant: 'success', message: 'basket.addedToCart' })}>
        {t('actions.addToCart')}
      </Button>
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

/** Keyboard only: a toast appears, F8 moves to it, its close button dismisses it. */
export const DismissWithKeyboard: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: de.actions.addToCart })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const message = await screen.findByText(de.basket.addedToCart);
    // The region's name tells which key reaches it (its {hotkey} filled, issue 13).
    const regionName = de.toast.region.replace('{hotkey}', 'F8');
    await expect(screen.getByRole('region', { name: regionName })).toBeInTheDocument();
    // F8 jumps to the toast region, Tab to the newest toast, Tab again to its close button.
    await userEvent.keyboard('[F8]');
    await expect(document.activeElement).toHaveAttribute('data-slot', 'toast-viewport');
    await userEvent.tab();
    await expect(message.closest('[data-slot="toast"]')).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: de.toast.close })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(message).not.toBeInTheDocument());
  },
};

/**
 * §4, §9: a toast leaves by itself after 5000 ms. It is still there a second before and gone
 * soon after (a busy machine only makes timers later, never earlier).
 */
export const DismissedAfterTimeout: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: de.actions.addToCart }).focus();
    await userEvent.keyboard('{Enter}');
    const message = await screen.findByText(de.basket.addedToCart);
    await new Promise((resolve) => window.setTimeout(resolve, toastDuration - 1000));
    await expect(message).toBeInTheDocument();
    await waitFor(() => expect(message).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** A click anywhere on the toast dismisses it (§4). */
export const DismissByClick: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByText(de.basket.addedToCart));
    await expect(args.onDismiss).toHaveBeenCalledWith('toast-1');
  },
};

const swipe = async (element: HTMLElement, share: number) => {
  const box = element.getBoundingClientRect();
  const startX = box.left + 20;
  const y = box.top + box.height / 2;
  const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1 };
  fireEvent.pointerDown(element, { ...pointer, clientX: startX, clientY: y });
  for (let step = 1; step <= 5; step++) {
    fireEvent.pointerMove(element, {
      ...pointer,
      clientX: startX + (box.width * share * step) / 5,
      clientY: y,
    });
  }
  fireEvent.pointerUp(element, {
    ...pointer,
    buttons: 0,
    clientX: startX + box.width * share,
    clientY: y,
  });
};

/** §4: a swipe over 60 % of the toast's width dismisses it; a shorter one snaps back. */
export const SwipeToDismiss: Story = {
  play: async ({ args }) => {
    const toast = (await screen.findByText(de.basket.addedToCart)).closest('[data-slot="toast"]');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    await swipe(toast, 0.3);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await swipe(toast, 0.65);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('toast-1'));
  },
};

/** §9: at most 20 toasts; the queue drops the oldest. */
export const AtMostTwenty: Story = {
  args: {
    toasts: queued(
      ...Array.from({ length: toastLimit + 3 }, (_, index) => ({
        variant: 'info' as const,
        message: 'voucher.activated',
        values: { code: `CODE${index + 1}` },
      })),
    ),
  },
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(20));
    await expect(
      screen.queryByText(interpolate(de.voucher.activated, { code: 'CODE1' })),
    ).toBeNull();
  },
};
