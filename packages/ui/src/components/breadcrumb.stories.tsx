import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { UiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb';

/** Category names are CMS and catalogue data. */
const trail = [
  { label: 'Unterwegs', href: '#unterwegs' },
  { label: 'Kinderwagen', href: '#kinderwagen' },
];

type CategoryBreadcrumbArgs = StoryArgs<
  React.ComponentProps<typeof Breadcrumb>,
  never,
  {
    /** The page the shopper is on, the trail's last crumb. */
    current?: string;
  }
>;

/**
 * The trail of pages above this one, from the home page down. Use it at the top of listing
 * and product pages so shoppers see where they are and can go up a level.
 */
const meta = {
  title: 'Navigation/Breadcrumb',
  component: documents<CategoryBreadcrumbArgs>(Breadcrumb),
  subcomponents: {
    BreadcrumbList,
    BreadcrumbItem,
    BreadcrumbLink,
    BreadcrumbPage,
    BreadcrumbSeparator,
  },
  args: { current: 'Kombikinderwagen' },
  // A category page's trail: home, the parent categories, then the page itself.
  render: ({ current, ...args }) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">
            <UiText k="breadcrumb.home" />
          </BreadcrumbLink>
        </BreadcrumbItem>
        {trail.map((crumb) => (
          <React.Fragment key={crumb.href}>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbLink href={crumb.href}>{crumb.label}</BreadcrumbLink>
            </BreadcrumbItem>
          </React.Fragment>
        ))}
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
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
