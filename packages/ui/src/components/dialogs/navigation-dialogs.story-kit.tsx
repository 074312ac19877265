import type { Meta } from '@storybook/react-vite';
import { SideNavigationDialog } from './navigation-dialogs';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const navigationDialogsStoryMeta = {
  subcomponents: { SideNavigationDialog },
} satisfies Partial<Meta>;
