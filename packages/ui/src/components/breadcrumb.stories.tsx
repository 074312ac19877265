import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { Breadcrumb } from './breadcrumb';
import { breadcrumbStoryMeta, type CategoryBreadcrumbArgs } from './breadcrumb.story-kit';

/**
 * The trail of pages above this one, from the home page down. Use it at the top of listing
 * and product pages so shoppers see where they are and can go up a level.
 */
const meta = {
  title: 'Navigation/Breadcrumb',
  component: documents<CategoryBreadcrumbArgs>(Breadcrumb),
  ...breadcrumbStoryMeta,
} satisfies Meta<CategoryBreadcrumbArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: de.breadcrumb.label })).toBeVisible();
    await expect(canvas.getByText('Kombikinderwagen')).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { args: { current: 'Buggys' } };

export const LongTrail: Story = {
  args: { current: 'Kombikinderwagen mit Babywanne und Sportsitz, Modell 2026' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};
