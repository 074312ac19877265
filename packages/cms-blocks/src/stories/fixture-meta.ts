import type { Meta } from '@storybook/react-vite';
import { brandArrangement } from '@vitrine/ui';
import {
  type CmsFixtureArgs,
  type CmsFixtureLoaded,
  loadCmsFixtures,
  renderFixture,
} from './cms-frame';

/**
 * The common meta of the block stories: fixture loader and render in a frame of `width`. The
 * title stays in each file's own object literal, where Storybook's indexer reads it.
 */
export function fixtureMeta(
  args: CmsFixtureArgs,
  width = 'mx-auto max-w-6xl p-4',
): Omit<Meta<CmsFixtureArgs>, 'title'> {
  return {
    parameters: { layout: 'fullscreen' },
    args,
    loaders: [loadCmsFixtures],
    // The toolbar's brand arranges the blocks as its shops do (a listing's columns, issue 21).
    render: (storyArgs, { loaded, globals }) =>
      renderFixture(
        {
          ...storyArgs,
          context: {
            arrangement: brandArrangement(globals.brand as string | undefined),
            ...storyArgs.context,
          },
        },
        loaded as CmsFixtureLoaded,
        width,
      ),
  };
}
