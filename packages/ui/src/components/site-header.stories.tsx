import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Button } from './button';
import { SiteHeader } from './site-header';
import { siteHeaderStoryMeta } from './site-header.story-kit';
import { SiteSearch } from './site-search';

/**
 * The header of every page: logo, search, country, account, wishlist and basket, with the
 * main categories on desktop and a menu button on phones. Use it once per page, at the top.
 */
const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  ...siteHeaderStoryMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = <SiteSearch action="/suche/" onSubmit={(event) => event.preventDefault()} />;

/** The layout's notice and help links (demo content of the German shop). */
const notice = '30 Tage Rückgabe · Versand 4,99 € · Persönliche Beratung';
const serviceLinks = [
  { label: 'Hilfe & FAQ', href: '/faq/' },
  { label: 'Ratgeber', href: '/ratgeber/' },
  { label: 'Kontakt', href: '/kontakt/' },
];

/** Desktop: notice and help links, logo, search, service links with counts, root categories. */
export const Default: Story = {
  args: { search, notice, serviceLinks },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: interpolate(de.siteHeader.home, { brand: 'Nido' }) }),
    ).toHaveAttribute('href', '/');
    await expect(
      canvas.getByRole('link', {
        name: interpolate(de.siteHeader.basketCount_other, { count: 2 }),
      }),
    ).toHaveAttribute('href', '/warenkorb/');
    await expect(
      canvas.getByRole('link', {
        name: interpolate(de.siteHeader.wishlistCount_other, { count: 3 }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: de.siteHeader.mainNavigation }),
    ).toBeVisible();
    await expect(canvas.getByText(notice)).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: de.siteHeader.helpNavigation }),
    ).toBeVisible();
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/suche/');
    // Not "Service": a footer column of that name is a landmark of its own on the page.
    await expect(
      canvas.getByRole('navigation', { name: de.siteHeader.shopNavigation }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

/**
 * Mobile: the menu button opens the mobile navigation; categories and help links live there,
 * the notice stays.
 */
export const Mobile: Story = {
  args: { search, notice, serviceLinks },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas, args }) => {
    if (window.innerWidth >= 1024) return;
    const menu = canvas.getByRole('button', { name: de.siteHeader.openMenu });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenNavigation).toHaveBeenCalledWith(null);
    await expect(
      canvas.queryByRole('navigation', { name: de.siteHeader.mainNavigation }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('navigation', { name: de.siteHeader.helpNavigation }),
    ).toBeNull();
    await expect(canvas.getByText(notice)).toBeVisible();
  },
};

/** Without the wishlist flag, and with an empty basket. */
export const WithoutWishlistEmptyBasket: Story = {
  args: { wishlistHref: undefined, basketCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: /Wunschliste/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="site-header-count"]')).toBeNull();
  },
};

/** With the storefront's country picker trigger. */
export const WithCountryPicker: Story = {
  args: {
    search,
    countryPicker: (
      <Button variant="ghost" size="sm">
        {de.countries.DE}
      </Button>
    ),
  },
};
