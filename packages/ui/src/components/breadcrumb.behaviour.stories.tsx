import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent } from 'storybook/test';
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
 * Behaviour of Breadcrumb: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/Breadcrumb/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
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

/** Keyboard only: Tab walks the links; the current page is not a link. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: de.breadcrumb.home })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kinderwagen' })).toHaveFocus();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
