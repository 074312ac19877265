import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingDuration, loadingIndicator } from '@vitrine/domain/loading';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { LoadingBar, LoadingIndicator } from './loading-indicator';
import { loadingIndicatorStoryMeta } from './loading-indicator.story-kit';

/**
 * A thin bar that shows the page is working on something the shopper started (a filter, a
 * page change). It appears only when the work takes longer than a moment, so quick answers show
 * nothing. Use it for waits of the whole page; a button that is busy says so itself.
 */
const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingBar,
  subcomponents: { LoadingIndicator },
  ...loadingIndicatorStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half of the assumed 2000 ms have passed: the bar is half way. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: de.loading.label })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  },
};

export const Playground: Story = {};

export const AtPageTop: Story = { args: { placement: 'page' } };

/** Longer than assumed: the bar waits just short of the end. */
export const TakingLonger: Story = {
  args: { state: loadingIndicator({ startedAt: 0, finishedAt: null, now: loadingDuration * 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
  },
};

export const Finished: Story = {
  args: { state: loadingIndicator({ startedAt: 0, finishedAt: 500, now: 600 }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
