import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { Button } from './button';
import { MobileNavigation } from './mobile-navigation';
import { mobileNavigationStoryMeta } from './mobile-navigation.story-kit';

/**
 * The phone navigation's content: categories, service links and the country picker, shown
 * in the left drawer that the header's menu button opens.
 */
const meta = {
  title: 'Navigation/MobileNavigation',
  component: MobileNavigation,
  ...mobileNavigationStoryMeta,
} satisfies Meta<typeof MobileNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mobile navigation: categories, then account and wishlist. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: de.siteHeader.account })).toHaveAttribute(
      'href',
      '/konto/',
    );
    await expect(canvas.getByRole('link', { name: de.siteHeader.wishlist })).toBeVisible();
  },
};

export const Playground: Story = {};

/** The layout's help links follow account and wishlist. */
export const WithHelpLinks: Story = {
  args: {
    serviceLinks: [
      { label: 'Hilfe & FAQ', href: '/faq/' },
      { label: 'Kontakt', href: '/kontakt/' },
    ],
  },
  play: async ({ canvas, args }) => {
    const contact = canvas.getByRole('link', { name: 'Kontakt' });
    await expect(contact).toHaveAttribute('href', '/kontakt/');
    contact.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/kontakt/');
  },
};

/** Without the wishlist flag there is no wishlist link. */
export const WithoutWishlist: Story = {
  args: { wishlistHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: de.siteHeader.wishlist })).toBeNull();
  },
};

/** With the storefront's country picker trigger. */
export const WithCountryPicker: Story = {
  args: {
    countryPicker: (
      <Button variant="secondary" size="sm">
        {de.countries.DE}
      </Button>
    ),
  },
};
