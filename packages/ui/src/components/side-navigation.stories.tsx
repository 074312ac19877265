import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { categoryTree } from '../stories/shopping-fixtures';
import { SideNavigation } from './side-navigation';

const meta = {
  title: 'Navigation/SideNavigation',
  component: SideNavigation,
  args: {
    categories: categoryTree,
    initialLink: '/unterwegs/',
    onNavigate: fn(),
    className: 'w-[360px]',
  },
  argTypes: { categories: { control: false }, footer: { control: false } },
  globals: { viewport: { value: 'lg' } },
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2 desktop side navigation, opened from the header on "Unterwegs". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: de.navigation.label })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Unterwegs' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Keyboard only: into a sub-category, follow a link; the dialog would close on navigate. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    canvas
      .getByRole('button', {
        name: interpolate(de.navigation.openCategory, { name: 'Kinderwagen' }),
      })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Kinderwagen' })).toHaveFocus());
    canvas.getByRole('link', { name: 'Buggys' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/unterwegs/kinderwagen/buggys/');
  },
};

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
