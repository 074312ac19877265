import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingIndicator, loadingThrottle } from '@vitrine/domain/loading';
import * as React from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import { Button } from './button';
import { LoadingBar, LoadingIndicator } from './loading-indicator';
import { loadingIndicatorStoryMeta } from './loading-indicator.story-kit';

/**
 * Behaviour of LoadingIndicator: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Feedback/LoadingIndicator/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: LoadingBar,
  ...loadingIndicatorStoryMeta,
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

function LoadingDemo() {
  const { t } = useUiText();
  const [loading, setLoading] = React.useState(false);
  return (
    <div className="grid gap-4">
      <LoadingIndicator loading={loading} placement="inline" />
      <Button aria-pressed={loading} onClick={() => setLoading((value) => !value)}>
        {t('common.loading')}
      </Button>
    </div>
  );
}

/** With a real clock: the bar appears after the throttle and leaves when the work is done. */
export const Live: Story = {
  render: () => <LoadingDemo />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible(), {
      timeout: loadingThrottle + 1000,
    });
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
