import type { Meta } from '@storybook/react-vite';
import { fixtureImage } from '../stories/fixtures';
import type { Image } from './image';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const imageStoryMeta = {
  args: {
    src: fixtureImage('stroller'),
    alt: 'Kinderwagen Lumi in Salbeigrün, Seitenansicht',
    width: 340,
    height: 340,
    priority: true,
  },
  argTypes: {
    src: { control: false },
    fit: { control: 'inline-radio', options: ['contain', 'cover'] },
    rounded: { control: 'inline-radio', options: ['none', 'card'] },
  },
} satisfies Partial<Meta<typeof Image>>;
