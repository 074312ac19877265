import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

export const navigate = fn();

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const listingStoryMeta = {
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Partial<Meta<CmsFixtureArgs>>;
