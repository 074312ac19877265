import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CategoryNode } from '@vitrine/domain/content-model';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { categoryTree } from '../../stories/shopping-fixtures';
import { DialogStackProvider, useDialogStack } from '../dialog';
import { SiteHeader } from '../site-header';
import {
  DialogPage,
  expectClosedWithFocusBack,
  expectOpenDialog,
  openWithKeyboard,
  tabTo,
} from './dialog-story';
import { MobileNavigationDialog, SideNavigationDialog } from './navigation-dialogs';

import { navigationDialogsStoryMeta } from './navigation-dialogs.story-kit';

/**
 * Behaviour of Navigation: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Navigation/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: MobileNavigationDialog,
  ...navigationDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const navigate = fn();

/** The header with the side navigation behind its category buttons, as the storefront wires it. */
function HeaderWithSideNavigation() {
  const { open } = useDialogStack();
  const [category, setCategory] = React.useState<CategoryNode | null>(null);
  return (
    <>
      <SiteHeader
        brandName="Nido"
        logo={<span className="font-display text-2xl font-extrabold text-primary">Nido</span>}
        homeHref="/"
        categories={categoryTree}
        accountHref="/konto/"
        basketHref="/warenkorb/"
        onOpenNavigation={(next) => {
          setCategory(next);
          open('side-navigation');
        }}
      />
      <div className="min-h-[600px]" />
      <SideNavigationDialog
        categories={categoryTree}
        initialLink={category?.link}
        onNavigate={navigate}
      />
    </>
  );
}

/**
 * Keyboard only (§2 category navigation): a header category opens the side navigation on it,
 * Enter drills down, back pops, a link closes the drawer, and escape gives focus back to the
 * header button.
 */
export const SideNavigationWithKeyboard: Story = {
  name: 'Desktop side navigation, keyboard only',
  globals: { viewport: { value: 'lg' } },
  render: () => (
    <DialogStackProvider>
      <HeaderWithSideNavigation />
    </DialogStackProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    const headerButton = canvas.getByRole('button', { name: 'Unterwegs' });
    headerButton.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await expectOpenDialog(de.dialogs.sideNavigation.title, 'left');
    await expect(screen.getByRole('heading', { name: 'Unterwegs' })).toBeVisible();
    await tabTo(
      screen.getByRole('button', {
        name: interpolate(de.navigation.openCategory, { name: 'Kinderwagen' }),
      }),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kinderwagen' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(headerButton).toHaveFocus();
    // Again, then follow a link: the drawer closes and the router gets the path.
    await userEvent.keyboard('{Enter}');
    dialog = await expectOpenDialog(de.dialogs.sideNavigation.title, 'left');
    await tabTo(screen.getByRole('link', { name: 'Autositze' }));
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/unterwegs/autositze/');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * Keyboard only: the menu opens, escape closes it with focus back on the menu button, and a
 * followed link closes it too.
 */
export const MobileNavigationWithKeyboard: Story = {
  name: 'Mobile navigation, keyboard only',
  globals: { viewport: { value: 'xs' } },
  render: () => (
    <DialogPage
      dialogId="mobile-navigation"
      openerLabel={de.siteHeader.openMenu}
      openAtStart={false}
    >
      <MobileNavigationDialog
        categories={categoryTree}
        accountHref="/konto/"
        wishlistHref="/wunschliste/"
        onNavigate={navigate}
      />
    </DialogPage>
  ),
  play: async () => {
    navigate.mockClear();
    let dialog = await openWithKeyboard(de.dialogs.mobileNavigation.title, 'mobileLeft');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusBack(dialog);
    await userEvent.keyboard('{Enter}');
    dialog = await expectOpenDialog(de.dialogs.mobileNavigation.title, 'mobileLeft');
    await tabTo(screen.getByRole('link', { name: de.siteHeader.account }), 12);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/konto/');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
