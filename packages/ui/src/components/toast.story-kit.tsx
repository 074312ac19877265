import type { Meta } from '@storybook/react-vite';
import { addToast, emptyToastQueue, type Toast, type ToastInput } from '@vitrine/domain/toast';
import { fn } from 'storybook/test';
import type { Toaster } from './toast';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** Toasts as the domain queue holds them, shown at a fixed time so pictures stay the same. */
export const queued = (...inputs: ToastInput[]): readonly Toast[] =>
  inputs.reduce((queue, input) => addToast(queue, input, 0), emptyToastQueue).toasts;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const toastStoryMeta = {
  args: {
    onDismiss: fn(),
    toasts: queued({ variant: 'success', message: 'basket.addedToCart' }),
  },
  decorators: [(Story) => <div className="min-h-[400px]">{Story()}</div>],
} satisfies Partial<Meta<typeof Toaster>>;
