import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { categoryTree } from '../../stories/shopping-fixtures';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { MobileNavigationDialog, SideNavigationDialog } from './navigation-dialogs';

import { navigationDialogsStoryMeta } from './navigation-dialogs.story-kit';

/**
 * The shop's navigation in a drawer: categories, service links and the country picker on
 * phones (from the menu button), the side navigation of a root category on desktop. Following a
 * link closes the drawer.
 */
const meta = {
  title: 'Overlays/Dialogs/Navigation',
  component: MobileNavigationDialog,
  ...navigationDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Desktop side navigation, opened on the root category "Unterwegs". */
export const SideNavigationStory: Story = {
  name: 'Desktop side navigation',
  globals: { viewport: { value: 'lg' } },
  render: () => (
    <DialogPage dialogId="side-navigation" openerLabel={de.dialogs.sideNavigation.title}>
      <SideNavigationDialog categories={categoryTree} initialLink="/unterwegs/" />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.sideNavigation.title, 'left');
    await expect(screen.getByRole('heading', { name: 'Unterwegs' })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-dialog', 'side-navigation');
  },
};

/** Mobile navigation: categories, account and wishlist in the mobileLeft drawer. */
export const MobileNavigationStory: Story = {
  name: 'Mobile navigation',
  globals: { viewport: { value: 'xs' } },
  render: () => (
    <DialogPage dialogId="mobile-navigation" openerLabel={de.siteHeader.openMenu}>
      <MobileNavigationDialog
        categories={categoryTree}
        accountHref="/konto/"
        wishlistHref="/wunschliste/"
      />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.mobileNavigation.title, 'mobileLeft');
    await expect(screen.getByRole('link', { name: de.siteHeader.wishlist })).toBeVisible();
  },
};
