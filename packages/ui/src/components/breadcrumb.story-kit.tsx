import type { Meta } from '@storybook/react-vite';
import * as React from 'react';
import { UiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** Category names are CMS and catalogue data. */
export const trail = [
  { label: 'Unterwegs', href: '#unterwegs' },
  { label: 'Kinderwagen', href: '#kinderwagen' },
];

/** The breadcrumb's props and the current page's name, which the category trail ends with. */
export type CategoryBreadcrumbArgs = StoryArgs<
  React.ComponentProps<typeof Breadcrumb>,
  never,
  {
    /** The page the shopper is on, the trail's last crumb. */
    current?: string;
  }
>;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const breadcrumbStoryMeta = {
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
} satisfies Partial<Meta<CategoryBreadcrumbArgs>>;
