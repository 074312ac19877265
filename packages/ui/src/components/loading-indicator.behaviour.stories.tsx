import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingDuration, loadingIndicator, loadingThrottle } from '@vitrine/domain/loading';
import { expect } from 'storybook/test';
import { LoadingBar } from './loading-indicator';

/**
 * Behaviour of LoadingIndicator: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Feedback/LoadingIndicator/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: LoadingBar,
  args: {
    placement: 'inline',
    state: loadingIndicator({ startedAt: 0, finishedAt: null, now: loadingDuration / 2 }),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['page', 'inline'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Work younger than the 200 ms throttle shows nothing. */
export const Throttled: Story = {
  args: { state: loadingIndicator({ startedAt: 0, finishedAt: null, now: loadingThrottle - 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
