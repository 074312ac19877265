import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { categoryTree } from '../stories/shopping-fixtures';
import { SiteHeader } from './site-header';

const logo = (
  <span className="font-display text-2xl font-extrabold text-primary" aria-hidden="true">
    Nido
  </span>
);

/**
 * Behaviour of SiteHeader: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/SiteHeader/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SiteHeader,
  args: {
    brandName: 'Nido',
    logo,
    homeHref: '/',
    categories: categoryTree,
    onOpenNavigation: fn(),
    accountHref: '/konto/',
    wishlistHref: '/wunschliste/',
    wishlistCount: 3,
    basketHref: '/warenkorb/',
    basketCount: 2,
  },
  argTypes: {
    categories: { control: false },
    logo: { control: false },
    search: { control: false },
    countryPicker: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'lg' } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: a root category with sub-categories opens the side navigation on it. */
export const KeyboardOpensSideNavigation: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Unterwegs' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenNavigation).toHaveBeenCalledWith(categoryTree[0]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Schlafen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Baden & Pflegen' })).toHaveFocus();
  },
};
