import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiText } from '../i18n/ui-text';
import { Button } from './button';
import { buttonStoryMeta } from './button.story-kit';
import { BasketIcon } from './icons';

const meta = {
  title: 'Actions/Button',
  component: Button,
  ...buttonStoryMeta,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'primary', size: 'md' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <BasketIcon />
        <UiText k="actions.addToCart" />
      </>
    ),
  },
};

export const AsLink: Story = {
  args: {
    variant: 'link',
    asChild: true,
    children: (
      <a href="#basket">
        <UiText k="actions.goToBasket" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('data-slot', 'button');
  },
};

export const Disabled: Story = { args: { disabled: true } };
