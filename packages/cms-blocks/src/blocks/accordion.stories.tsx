import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/** The FAQ page of the demo space: headline, text, accordion and the contact form. */
const meta = {
  title: 'CMS/Accordion',
  ...fixtureMeta({ fixture: 'baby-de-de-faq' }, 'mx-auto max-w-3xl p-4'),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const Faq: Story = {};

export const FaqDutch: Story = {
  args: { fixture: 'baby-nl-nl-veelgestelde-vragen' },
  globals: { language: 'nl' },
};
