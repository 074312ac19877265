import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { SideNavigation } from './side-navigation';
import { sideNavigationStoryMeta } from './side-navigation.story-kit';

/**
 * The desktop navigation's content: the sub-categories of the main category the shopper
 * chose in the header, shown in the left panel.
 */
const meta = {
  title: 'Navigation/SideNavigation',
  component: SideNavigation,
  ...sideNavigationStoryMeta,
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop side navigation, opened from the header on "Unterwegs". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: de.navigation.label })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Unterwegs' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const AtRoot: Story = { args: { initialLink: undefined } };

export const WithFooter: Story = {
  args: {
    footer: (
      <p className="rounded-card bg-primary-soft p-4 text-sm font-semibold">
        Neu: Frühjahrskollektion
      </p>
    ),
  },
};
