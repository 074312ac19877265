import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UiText } from '../i18n/ui-text';
import type { Button } from './button';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const buttonStoryMeta = {
  args: { children: <UiText k="actions.addToCart" />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Partial<Meta<typeof Button>>;
