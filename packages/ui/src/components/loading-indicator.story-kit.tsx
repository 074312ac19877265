import type { Meta } from '@storybook/react-vite';
import { loadingDuration, loadingIndicator } from '@vitrine/domain/loading';
import type { LoadingBar } from './loading-indicator';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const loadingIndicatorStoryMeta = {
  args: {
    placement: 'inline',
    state: loadingIndicator({ startedAt: 0, finishedAt: null, now: loadingDuration / 2 }),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['page', 'inline'] } },
} satisfies Partial<Meta<typeof LoadingBar>>;
