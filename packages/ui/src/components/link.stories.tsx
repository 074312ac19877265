import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { UiText } from '../i18n/ui-text';
import { ChevronRightIcon } from './icons';
import { Link } from './link';

/**
 * A link to another page: inline in running text, standalone for a "more" link on its own
 * line, subtle in lists such as the footer. Use it to go somewhere; for an action that changes
 * something (add to basket, apply a code) use a button, even when it should look quiet.
 */
const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#versand', children: <UiText k="actions.showMore" /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] },
    children: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'inline', external: false } };

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: (
      <>
        <UiText k="actions.showMore" />
        <ChevronRightIcon />
      </>
    ),
  },
};

export const Subtle: Story = { args: { variant: 'subtle' } };

export const External: Story = {
  args: { external: true, href: 'https://example.org/' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`${de.actions.showMore} ${de.link.newTab}`);
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    children: (
      <a href="#router-link" data-router="true">
        <UiText k="actions.goToBasket" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('data-router', 'true');
    await expect(link).toHaveAttribute('data-slot', 'link');
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};
